import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { AdminQueue } from "./_components/admin-queue";

// Everything waiting for a moderator in one list: items to approve or reject, and open reports.
export const generateMetadata = adminSectionMetadata("queue");
export default adminSection("queue", async (actor) => <AdminQueue role={actor.role} />);
