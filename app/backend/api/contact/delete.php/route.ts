import { route } from "@/lib/http/route";
import { contactApi } from "@/lib/openapi/domains/site";
import { deleteContactMessage } from "@/lib/server/contact";

// DELETE /backend/api/contact/delete.php: JSON {id} (admin)
export const DELETE = route(contactApi.delete, async ({ body, user, reply }) => {
  await deleteContactMessage({ id: body.id, actor: user });
  return reply({ message: "Message Deleted" });
});
