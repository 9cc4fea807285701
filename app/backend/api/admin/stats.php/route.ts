import { legacyJson, route } from "@/lib/http/route";
import { getAdminStats } from "@/lib/server/dashboard";

// GET /backend/api/admin/stats.php: totals, the last 7 months, resources by kind (admin)
export const GET = route({ auth: "admin" }, async ({ user }) => legacyJson(await getAdminStats({ actor: user })));
