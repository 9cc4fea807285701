import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteContactMessage } from "@/lib/server/contact";

// DELETE /backend/api/contact/delete.php: JSON {id} (admin)
export const DELETE = route({ auth: "admin", body: ZIdBody }, async ({ body, user }) => {
  await deleteContactMessage({ id: body.id, actor: user });
  return legacyJson({ message: "Message Deleted" });
});
