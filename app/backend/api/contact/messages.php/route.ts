import { route } from "@/lib/http/route";
import { contactApi } from "@/lib/openapi/domains/site";
import { findContactMessages } from "@/lib/server/contact";

// GET /backend/api/contact/messages.php?status=Unread|Read: newest first, with the unread count (admin)
export const GET = route(contactApi.messages, async ({ query, user, reply }) => reply(await findContactMessages({ query, actor: user })));
