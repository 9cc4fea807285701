import { legacyJson, route } from "@/lib/http/route";
import { findQueue } from "@/lib/server/reports";

// GET /backend/api/admin/queue.php: everything waiting for a moderator, oldest first (admin)
export const GET = route({ auth: "admin" }, async ({ user }) => legacyJson(await findQueue({ actor: user })));
