import { z } from "zod";
import { named, ok, okMessage, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ZMarkReadInput, ZNotificationQuery } from "@/lib/schemas/notifications";

const NOTIFICATIONS = "/backend/api/notifications";
const tag = "notifications";

export const ZNotification = named(
  "Notification",
  z.object({ id: z.number().int(), type: z.string(), title: z.string(), body: z.string(), link: z.string(), read: z.boolean(), created_at: zInstant() }),
);

export const notificationOperations: ApiOperation[] = [
  {
    method: "get",
    path: `${NOTIFICATIONS}/read.php`,
    tag,
    summary: "The member's own notifications, newest first, and the unread count",
    auth: "user",
    query: ZNotificationQuery,
    responses: { 200: ok({ notifications: z.array(ZNotification), unread: z.number().int() }) },
  },
  {
    method: "put",
    path: `${NOTIFICATIONS}/mark_read.php`,
    tag,
    summary: "Mark one ({id}) or all ({all:true}) of one's own notifications read",
    auth: "user",
    body: ZMarkReadInput,
    responses: { 200: ok({ unread: z.number().int() }) },
    errors: [404],
  },
  {
    method: "post",
    path: `${NOTIFICATIONS}/unsubscribe.php`,
    tag,
    summary: "One-click unsubscribe from notification mail, or with list=digest from the weekly digest only (a signed link: ?u=&t=; no session)",
    auth: "public",
    query: z.object({ u: z.string(), t: z.string(), list: z.enum(["digest"]).optional() }),
    responses: { 200: okMessage() },
  },
  {
    method: "get",
    path: `${NOTIFICATIONS}/unsubscribe.php`,
    tag,
    summary: "Opening the link only leads to the preferences (mail scanners follow links)",
    auth: "public",
    responses: { 303: { description: "To the profile's preferences", headers: { Location: "/profile?tab=preferences" } } },
  },
];
