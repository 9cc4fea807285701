import { route } from "@/lib/http/route";
import { commentsApi } from "@/lib/openapi/domains/comments";
import { updateComment } from "@/lib/server/comments";

// PUT /backend/api/comments/update.php: JSON {id,text}; its author, within 15 minutes of posting
export const PUT = route(commentsApi.update, async ({ body, user, reply }) =>
  reply({ message: "Comment updated", comment: await updateComment({ input: body, actor: user }) }),
);
