import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteComment } from "@/lib/server/comments";

// DELETE /backend/api/comments/delete.php: JSON {id}; its author or an admin (with its replies)
export const DELETE = route({ auth: "user", body: ZIdBody }, async ({ body, user }) => {
  await deleteComment({ id: body.id, actor: user });
  return legacyJson({ message: "Comment deleted" });
});
