import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { ResourcesAdmin } from "./_components/resources-admin";

export const generateMetadata = adminSectionMetadata("scientific-embrace");
export default adminSection("scientific-embrace", () => <ResourcesAdmin />);
