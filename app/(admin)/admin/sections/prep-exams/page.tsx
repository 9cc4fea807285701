import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { ExamsAdmin } from "./_components/exams-admin";

// /admin/sections/prep-exams (spec §2 "Preparatory exams management")
export const generateMetadata = adminSectionMetadata("prep-exams");
export default adminSection("prep-exams", () => <ExamsAdmin />);
