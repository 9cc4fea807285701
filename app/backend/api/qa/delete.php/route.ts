import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { deleteQuestion } from "@/lib/server/qa/questions";

// DELETE /backend/api/qa/delete.php: JSON {id}; the asker or an admin
export const DELETE = route(qaApi.delete, async ({ body, user, reply }) => {
  await deleteQuestion({ id: body.id, actor: user });
  return reply({ message: "Question deleted" });
});
