import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { reviewArticle } from "@/lib/server/articles/workflow";

// POST /backend/api/articles/review.php: {id,decision,comments} on an article under review (editors)
export const POST = route(articlesApi.review, async ({ body, user, reply }) => reply({ review: await reviewArticle({ input: body, actor: user }) }, 201));
