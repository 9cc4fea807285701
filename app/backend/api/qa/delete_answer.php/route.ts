import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { deleteAnswer } from "@/lib/server/qa/answers";

// DELETE /backend/api/qa/delete_answer.php: JSON {id}; the answer's author or an admin
export const DELETE = route(qaApi.deleteAnswer, async ({ body, user, reply }) => {
  await deleteAnswer({ id: body.id, actor: user });
  return reply({ message: "Answer deleted" });
});
