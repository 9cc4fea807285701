import { route } from "@/lib/http/route";
import { contactApi } from "@/lib/openapi/domains/site";
import { sendContactMessage } from "@/lib/server/contact";

// POST /backend/api/contact/send.php: JSON {name,email,subject,message} (members; 429 past the limit)
export const POST = route(contactApi.send, async ({ body, user, reply }) =>
  reply({ message: "Message sent", contact_message: await sendContactMessage({ input: body, actor: user }) }, 201),
);
