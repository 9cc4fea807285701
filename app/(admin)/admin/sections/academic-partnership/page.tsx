import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { AdminOpportunities } from "./_components/admin-opportunities";

// /admin/sections/academic-partnership (spec §2 "Academic partnership projects").
export const generateMetadata = adminSectionMetadata("academic-partnership");
export default adminSection("academic-partnership", () => <AdminOpportunities />);
