import { route } from "@/lib/http/route";
import { postsApi } from "@/lib/openapi/domains/posts";
import { updatePost } from "@/lib/server/posts";

// PUT /backend/api/posts/update.php: edit an article, id in the body (admin)
export const PUT = route(postsApi.update, async ({ body, user, reply }) =>
  reply({ message: "Post updated successfully", post: await updatePost({ input: body, actor: user }) }),
);
