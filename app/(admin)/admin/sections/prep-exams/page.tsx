import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { ExamsAdmin } from "./_components/exams-admin";

export const generateMetadata = adminSectionMetadata("prep-exams");
export default adminSection("prep-exams", () => <ExamsAdmin />);
