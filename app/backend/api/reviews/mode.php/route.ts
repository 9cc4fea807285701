import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { setReviewMode } from "@/lib/server/reviews/reviews";

// PUT /backend/api/reviews/mode.php: {article_id,mode} how an article is reviewed (editors)
export const PUT = route(reviewsApi.mode, async ({ body, user, reply }) => reply(await setReviewMode({ input: body, actor: user })));
