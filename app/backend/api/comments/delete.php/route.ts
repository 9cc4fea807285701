import { route } from "@/lib/http/route";
import { commentsApi } from "@/lib/openapi/domains/comments";
import { deleteComment } from "@/lib/server/comments";

// DELETE /backend/api/comments/delete.php: JSON {id}; its author or an admin (with its replies)
export const DELETE = route(commentsApi.delete, async ({ body, user, reply }) => {
  await deleteComment({ id: body.id, actor: user });
  return reply({ message: "Comment deleted" });
});
