import { route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/openapi/domains/notifications";
import { findMyNotifications } from "@/lib/server/notifications";

// GET /backend/api/notifications/read.php: the member's own notifications, newest first, and `unread` (member)
export const GET = route(notificationsApi.read, async ({ query, user, reply }) => reply(await findMyNotifications({ actor: user, query })));
