import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { saveReview } from "@/lib/server/reviews/reviews";

// PUT /backend/api/reviews/save.php: the reviewer's draft, or with submit the review (read-only afterwards)
export const PUT = route(reviewsApi.save, async ({ body, user, reply }) => reply({ review: await saveReview({ input: body, actor: user }) }));
