import { route } from "@/lib/http/route";
import { commentsApi } from "@/lib/openapi/domains/comments";
import { createComment } from "@/lib/server/comments";

// POST /backend/api/comments/create.php: JSON {article_id,parent_id?,text}; a member comments or replies (one level)
export const POST = route(commentsApi.create, async ({ body, user, reply }) =>
  reply({ message: "Comment posted", comment: await createComment({ input: body, actor: user }) }, 201),
);
