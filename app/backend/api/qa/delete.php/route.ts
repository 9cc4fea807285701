import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteQuestion } from "@/lib/server/qa/questions";

// DELETE /backend/api/qa/delete.php: JSON {id}; the asker or an admin
export const DELETE = route({ auth: "user", body: ZIdBody }, async ({ body, user }) => {
  await deleteQuestion({ id: body.id, actor: user });
  return legacyJson({ message: "Question deleted" });
});
