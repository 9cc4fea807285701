import "server-only";
import { db } from "@/lib/db";
import { authorSeesReviewer, reviewModeOf, type Recommendation } from "@/lib/reviews/rules";
import type { PeerReviewJson } from "@/lib/reviews/types";

// What a published article tells its readers about its review: the mode, how many reviewers and
// rounds; and, when the review was open and its reviewer agreed, the review itself beside the
// article, under the reviewer's name. An anonymous review is only ever counted here.

/** The review record of a published article; null when it was not published or no review came in. */
export async function peerReviewOf(articleId: number): Promise<PeerReviewJson | null> {
  const article = await db.article.findUnique({
    where: { id: articleId },
    select: {
      status: true,
      reviewMode: true,
      reviewAssignments: {
        where: { status: "submitted" },
        orderBy: [{ round: "asc" }, { invitedAt: "asc" }, { id: "asc" }],
        select: {
          round: true,
          userId: true,
          user: { select: { name: true } },
          review: { select: { recommendation: true, toAuthor: true, publishConsent: true, submittedAt: true } },
        },
      },
    },
  });
  if (!article || article.status !== "published" || article.reviewAssignments.length === 0) return null;
  const rows = article.reviewAssignments;
  const open = authorSeesReviewer(article.reviewMode);
  return {
    mode: reviewModeOf(article.reviewMode),
    reviewers: new Set(rows.map((r) => r.userId)).size,
    rounds: new Set(rows.map((r) => r.round)).size,
    open_reviews: open
      ? rows
          .filter((r) => r.review?.publishConsent && r.review.submittedAt)
          .map((r) => ({
            round: r.round,
            reviewer: r.user.name,
            recommendation: r.review!.recommendation as Recommendation,
            text: r.review!.toAuthor,
            submitted_at: r.review!.submittedAt!.toISOString(),
          }))
      : [],
  };
}
