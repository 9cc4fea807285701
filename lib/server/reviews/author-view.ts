import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { authorSeesReviewer, reviewAttachmentName, reviewerNumber, type Recommendation } from "@/lib/reviews/rules";
import { reviewAttachmentUrl, type AuthorReviewJson } from "@/lib/reviews/types";

// The reviewers' reviews as the author reads them beside an editor's decision.

export type SubmittedReviewRow = {
  round: number;
  invitedAt: Date;
  id: number;
  user: { name: string };
  review: { recommendation: string; toAuthor: string; submittedAt: Date | null; attachmentPath: string | null } | null;
};

/** The select that gives an article's submitted reviews to `authorReviewsOf`. */
export const SUBMITTED_REVIEWS_SELECT = {
  where: { status: "submitted" },
  orderBy: [{ invitedAt: "asc" }, { id: "asc" }],
  select: {
    id: true,
    round: true,
    invitedAt: true,
    user: { select: { name: true } },
    review: { select: { recommendation: true, toAuthor: true, submittedAt: true, attachmentPath: true } },
  },
} satisfies Prisma.Article$reviewAssignmentsArgs;

/**
 * The reviews of one round as the author reads them beside the editor's decision: "Reviewer 1",
 * "Reviewer 2" in the order they were invited, the recommendation and the comments for the author;
 * never the confidential comments, and the reviewer's name only when the review was open.
 */
export function authorReviewsOf(rows: readonly SubmittedReviewRow[], round: number | null, mode: string): AuthorReviewJson[] {
  if (round === null) return [];
  return rows
    .filter((r) => r.round === round && r.review)
    .map((r, i) => ({
      // a stable label in the API; the pages word it in the reader's language from `n`
      label: `Reviewer ${reviewerNumber(i)}`,
      n: reviewerNumber(i),
      recommendation: r.review!.recommendation as Recommendation,
      to_author: r.review!.toAuthor,
      ...(authorSeesReviewer(mode) ? { reviewer: r.user.name } : {}),
      // named by the label, never by the reviewer's file
      ...(r.review!.attachmentPath
        ? { attachment: { name: reviewAttachmentName(reviewerNumber(i), r.review!.attachmentPath), url: reviewAttachmentUrl(r.id) } }
        : {}),
    }));
}
