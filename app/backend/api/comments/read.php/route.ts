import { legacyJson, route } from "@/lib/http/route";
import { ZCommentListQuery } from "@/lib/schemas/comments";
import { findComments } from "@/lib/server/comments";

// GET /backend/api/comments/read.php?article_id=: an article's comments and replies, oldest first; members
export const GET = route({ auth: "user", query: ZCommentListQuery }, async ({ query, user }) =>
  legacyJson(await findComments({ articleId: query.article_id, actor: user })),
);
