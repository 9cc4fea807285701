import { legacyJson, route } from "@/lib/http/route";
import { ZUpdateCommentInput } from "@/lib/schemas/comments";
import { updateComment } from "@/lib/server/comments";

// PUT /backend/api/comments/update.php: JSON {id,text}; its author, within 15 minutes of posting
export const PUT = route({ auth: "user", body: ZUpdateCommentInput }, async ({ body, user }) =>
  legacyJson({ message: "Comment updated", comment: await updateComment({ input: body, actor: user }) }),
);
