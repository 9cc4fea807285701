import { route } from "@/lib/http/route";
import { postsApi } from "@/lib/openapi/domains/posts";
import { deletePost } from "@/lib/server/posts";

// DELETE /backend/api/posts/delete.php?id=: remove an article with its likes, bookmarks and views (admin)
export const DELETE = route(postsApi.delete, async ({ query, user, reply }) => {
  await deletePost({ id: query.id, actor: user });
  return reply({ message: "Post deleted successfully" });
});
