import { route } from "@/lib/http/route";
import { commentsApi } from "@/lib/openapi/domains/comments";
import { findComments } from "@/lib/server/comments";

// GET /backend/api/comments/read.php?article_id=: an article's comments and replies, oldest first; members
export const GET = route(commentsApi.read, async ({ query, user, reply }) => reply(await findComments({ articleId: query.article_id, actor: user })));
