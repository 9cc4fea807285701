import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteUpdate } from "@/lib/server/latest-updates";

// DELETE /backend/api/updates/delete.php: JSON {id} (admin)
export const DELETE = route({ auth: "admin", body: ZIdBody }, async ({ body, user }) => {
  await deleteUpdate({ id: body.id, actor: user });
  return legacyJson({ message: "Update deleted" });
});
