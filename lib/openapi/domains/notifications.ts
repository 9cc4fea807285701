import { z } from "zod";
import { apiFolder, named, ok, okMessage, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZMarkReadInput, ZNotificationQuery } from "@/lib/schemas/notifications";

const NOTIFICATIONS = "/backend/api/notifications";

export const ZNotification = named(
  "Notification",
  z.object({ id: z.number().int(), type: z.string(), title: z.string(), body: z.string(), link: z.string(), read: z.boolean(), created_at: zInstant() }),
);

const notifications = apiFolder(NOTIFICATIONS);

export const notificationsApi = {
  read: notifications.get("read.php", "user", "The member's own notifications, newest first, and the unread count", {
    query: ZNotificationQuery,
    responses: { 200: ok({ notifications: z.array(ZNotification), unread: z.number().int() }) },
  }),
  markRead: notifications.put("mark_read.php", "user", "Mark one ({id}) or all ({all:true}) of one's own notifications read", {
    body: ZMarkReadInput,
    responses: { 200: ok({ unread: z.number().int() }) },
    errors: [404],
  }),
  unsubscribePost: notifications.post(
    "unsubscribe.php",
    "public",
    "One-click unsubscribe from notification mail, or with list=digest from the weekly digest only (a signed link: ?u=&t=; no session)",
    {
      query: z.object({ u: z.string(), t: z.string(), list: z.enum(["digest"]).optional() }),
      responses: { 200: okMessage() },
    },
  ),
  unsubscribeGet: notifications.get("unsubscribe.php", "public", "Opening the link only leads to the preferences (mail scanners follow links)", {
    responses: { 303: { description: "To the profile's preferences", headers: { Location: "/profile?tab=preferences" } } },
  }),
};

export const notificationOperations: ApiOperation[] = [...Object.values(notificationsApi)];
