import { legacyJson, route } from "@/lib/http/route";
import { ZSaveReviewInput } from "@/lib/schemas/reviews";
import { saveReview } from "@/lib/server/reviews/reviews";

// PUT /backend/api/reviews/save.php: the reviewer's draft, or with submit the review (read-only afterwards)
export const PUT = route({ auth: "user", body: ZSaveReviewInput }, async ({ body, user }) =>
  legacyJson({ review: await saveReview({ input: body, actor: user }) }),
);
