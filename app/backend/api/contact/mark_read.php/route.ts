import { route } from "@/lib/http/route";
import { contactApi } from "@/lib/openapi/domains/site";
import { markMessageRead } from "@/lib/server/contact";

// PUT /backend/api/contact/mark_read.php: JSON {id} (admin)
export const PUT = route(contactApi.markRead, async ({ body, user, reply }) =>
  reply({ message: "Status Updated", contact_message: await markMessageRead({ id: body.id, actor: user }) }),
);
