import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { findAuditActions } from "@/lib/server/audit";
import { AuditTable } from "./_components/audit-table";

// /admin/audit: every admin write, newest first, filtered by action and actor.
export const generateMetadata = adminSectionMetadata("Audit");
export default adminSection("Audit", async (actor) => <AuditTable actions={await findAuditActions({ actor })} />);
