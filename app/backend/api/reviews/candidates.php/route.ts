import { legacyJson, route } from "@/lib/http/route";
import { ZArticleRef } from "@/lib/schemas/reviews";
import { listCandidates } from "@/lib/server/reviews/candidates";

// GET /backend/api/reviews/candidates.php?article_id=: members who could review the article, best first (editors)
export const GET = route({ auth: "admin", query: ZArticleRef }, async ({ query, user }) =>
  legacyJson({ candidates: await listCandidates({ articleId: query.article_id, actor: user }) }),
);
