import { readJsonOrForm } from "@/lib/http/form-body";
import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { REVIEW_ATTACHMENT_MAX_BYTES } from "@/lib/reviews/rules";
import { ZSaveReviewForm, ZSaveReviewInput } from "@/lib/schemas/reviews";
import { saveReview } from "@/lib/server/reviews/reviews";

const FORM_OVERHEAD = 256 * 1024;

// PUT /backend/api/reviews/save.php: the reviewer's draft, or with submit the review (read-only
// afterwards); JSON, or multipart with one `attachment`
export const PUT = route(reviewsApi.save, async ({ req, user, reply }) => {
  const { fields, file } = await readJsonOrForm(req, { file: "attachment", limit: REVIEW_ATTACHMENT_MAX_BYTES + FORM_OVERHEAD });
  const multipart = (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const input = (multipart ? ZSaveReviewForm : ZSaveReviewInput).parse(fields);
  return reply({ review: await saveReview({ input, actor: user, attachment: file }) });
});
