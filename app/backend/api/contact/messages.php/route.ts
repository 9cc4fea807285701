import { legacyJson, route } from "@/lib/http/route";
import { ZContactMessagesQuery } from "@/lib/schemas/contact";
import { findContactMessages } from "@/lib/server/contact";

// GET /backend/api/contact/messages.php?status=Unread|Read: newest first, with the unread count (admin)
export const GET = route({ auth: "admin", query: ZContactMessagesQuery }, async ({ query, user }) =>
  legacyJson(await findContactMessages({ query, actor: user })),
);
