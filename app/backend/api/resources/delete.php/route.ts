import { route } from "@/lib/http/route";
import { resourcesApi } from "@/lib/openapi/domains/learning";
import { deleteResource } from "@/lib/server/resources";

// DELETE /backend/api/resources/delete.php: JSON {id}; an admin, or its author while Draft
export const DELETE = route(resourcesApi.delete, async ({ body, user, reply }) => {
  await deleteResource({ id: body.id, actor: user });
  return reply({ message: "Resource deleted" });
});
