import { legacyJson, route } from "@/lib/http/route";
import { ZContactMessageInput } from "@/lib/schemas/contact";
import { sendContactMessage } from "@/lib/server/contact";

// POST /backend/api/contact/send.php: JSON {name,email,subject,message} (members; 429 past the limit)
export const POST = route({ auth: "user", body: ZContactMessageInput }, async ({ body, user }) =>
  legacyJson({ message: "Message sent", contact_message: await sendContactMessage({ input: body, actor: user }) }, 201),
);
