import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { UpdatesManager } from "./_components/updates-manager";

// Latest Updates manager: an add/edit form and a grid of update cards.
export const generateMetadata = adminSectionMetadata("latest-updates");
export default adminSection("latest-updates", () => <UpdatesManager />);
