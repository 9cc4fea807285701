import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { ResourcesAdmin } from "./_components/resources-admin";

// /admin/sections/scientific-embrace (spec §2 "Resources (scientific-embrace) management")
export const generateMetadata = adminSectionMetadata("scientific-embrace");
export default adminSection("scientific-embrace", () => <ResourcesAdmin />);
