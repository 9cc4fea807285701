import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteAnswer } from "@/lib/server/qa/answers";

// DELETE /backend/api/qa/delete_answer.php: JSON {id}; the answer's author or an admin
export const DELETE = route({ auth: "user", body: ZIdBody }, async ({ body, user }) => {
  await deleteAnswer({ id: body.id, actor: user });
  return legacyJson({ message: "Answer deleted" });
});
