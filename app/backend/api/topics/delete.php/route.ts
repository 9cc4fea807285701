import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { deleteTopic } from "@/lib/server/topics/suggestions";

// DELETE /backend/api/topics/delete.php: JSON {id}; an admin or the member who suggested it
export const DELETE = route(topicsApi.delete, async ({ body, user, reply }) => {
  await deleteTopic({ id: body.id, actor: user });
  return reply({ message: "Topic deleted" });
});
