import { route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/openapi/domains/notifications";
import { markNotificationsRead } from "@/lib/server/notifications";

// PUT /backend/api/notifications/mark_read.php: {id} or {all:true}; only one's own (member)
export const PUT = route(notificationsApi.markRead, async ({ body, user, reply }) => reply(await markNotificationsRead({ actor: user, input: body })));
