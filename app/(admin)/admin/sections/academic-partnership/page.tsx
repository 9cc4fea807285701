import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { AdminOpportunities } from "./_components/admin-opportunities";

// /admin/sections/academic-partnership: the projects members share, reviewed, edited and deleted by admins.
export const generateMetadata = adminSectionMetadata("academic-partnership");
export default adminSection("academic-partnership", () => <AdminOpportunities />);
