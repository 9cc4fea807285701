import { legacyJson, route } from "@/lib/http/route";
import { ZNotificationQuery } from "@/lib/schemas/notifications";
import { findMyNotifications } from "@/lib/server/notifications";

// GET /backend/api/notifications/read.php: the member's own notifications, newest first, and `unread` (member)
export const GET = route({ auth: "user", query: ZNotificationQuery }, async ({ query, user }) => legacyJson(await findMyNotifications({ actor: user, query })));
