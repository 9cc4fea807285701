import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { listCandidates } from "@/lib/server/reviews/candidates";

// GET /backend/api/reviews/candidates.php?article_id=: members who could review the article, best first (editors)
export const GET = route(reviewsApi.candidates, async ({ query, user, reply }) =>
  reply({ candidates: await listCandidates({ articleId: query.article_id, actor: user }) }),
);
