import { route } from "@/lib/http/route";
import { adminApi } from "@/lib/openapi/domains/site";
import { getAdminStats } from "@/lib/server/dashboard";

// GET /backend/api/admin/stats.php: totals, the last 7 months, resources by kind (admin)
export const GET = route(adminApi.stats, async ({ user, reply }) => reply(await getAdminStats({ actor: user })));
