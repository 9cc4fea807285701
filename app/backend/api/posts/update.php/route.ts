import { legacyJson, route } from "@/lib/http/route";
import { ZPostUpdateInput } from "@/lib/schemas/posts";
import { updatePost } from "@/lib/server/posts";

// PUT /backend/api/posts/update.php: edit an article, id in the body (admin)
export const PUT = route({ auth: "admin", body: ZPostUpdateInput }, async ({ body, user }) =>
  legacyJson({ message: "Post updated successfully", post: await updatePost({ input: body, actor: user }) }),
);
