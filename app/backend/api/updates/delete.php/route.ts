import { legacyJson, route } from "@/lib/http/route";
import { ZUpdateIdInput } from "@/lib/schemas/updates";
import { deleteUpdate } from "@/lib/server/latest-updates";

// DELETE /backend/api/updates/delete.php: JSON {id} (admin)
export const DELETE = route({ auth: "admin", body: ZUpdateIdInput }, async ({ body, user }) => {
  await deleteUpdate({ id: body.id, actor: user });
  return legacyJson({ message: "Update deleted" });
});
