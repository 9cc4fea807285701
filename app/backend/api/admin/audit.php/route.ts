import { route } from "@/lib/http/route";
import { adminApi } from "@/lib/openapi/domains/site";
import { findAuditEntries } from "@/lib/server/audit";

// GET /backend/api/admin/audit.php?action=&actor=&page=&limit=: newest first (admin)
export const GET = route(adminApi.audit, async ({ query, user, reply }) => reply(await findAuditEntries({ query, actor: user })));
