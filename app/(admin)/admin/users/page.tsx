import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { UsersTable } from "./_components/users-table";

// /admin/users: who the members are, their roles, removal and purge.
export const generateMetadata = adminSectionMetadata("AdminUsers");
export default adminSection("AdminUsers", (actor) => <UsersTable actor={{ id: actor.id, role: actor.role }} />);
