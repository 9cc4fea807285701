import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { SubmissionsAdmin } from "./_components/submissions-admin";

// The editors' queue of research articles: submitted and under review, oldest first; each opens its review page.
export const generateMetadata = adminSectionMetadata("submissions");
export default adminSection("submissions", () => <SubmissionsAdmin />);
