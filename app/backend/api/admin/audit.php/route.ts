import { legacyJson, route } from "@/lib/http/route";
import { ZAuditQuery } from "@/lib/schemas/audit";
import { findAuditEntries } from "@/lib/server/audit";

// GET /backend/api/admin/audit.php?action=&actor=&page=&limit=: newest first (admin)
export const GET = route({ auth: "admin", query: ZAuditQuery }, async ({ query, user }) => legacyJson(await findAuditEntries({ query, actor: user })));
