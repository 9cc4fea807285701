import { route } from "@/lib/http/route";
import { postsApi } from "@/lib/openapi/domains/posts";
import { createPost } from "@/lib/server/posts";

// POST /backend/api/posts/create.php: publish an article (admin)
export const POST = route(postsApi.create, async ({ body, user, reply }) => {
  const post = await createPost({ input: body, actor: user });
  return reply({ message: "Post created successfully", id: post.id, post }, 201);
});
