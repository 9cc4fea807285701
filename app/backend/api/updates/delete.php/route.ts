import { route } from "@/lib/http/route";
import { updatesApi } from "@/lib/openapi/domains/site";
import { deleteUpdate } from "@/lib/server/latest-updates";

// DELETE /backend/api/updates/delete.php: JSON {id} (admin)
export const DELETE = route(updatesApi.delete, async ({ body, user, reply }) => {
  await deleteUpdate({ id: body.id, actor: user });
  return reply({ message: "Update deleted" });
});
