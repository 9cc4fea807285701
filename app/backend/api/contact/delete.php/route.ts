import { legacyJson, route } from "@/lib/http/route";
import { ZContactIdInput } from "@/lib/schemas/contact";
import { deleteContactMessage } from "@/lib/server/contact";

// DELETE /backend/api/contact/delete.php: JSON {id} (admin)
export const DELETE = route({ auth: "admin", body: ZContactIdInput }, async ({ body, user }) => {
  await deleteContactMessage({ id: body.id, actor: user });
  return legacyJson({ message: "Message Deleted" });
});
