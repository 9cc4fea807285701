import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { DECISION_STATUS } from "@/lib/articles/rules";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import type { TArticleReviewInput, TArticleTransitionInput } from "@/lib/schemas/articles";
import { moveStatus } from "@/lib/server/moderation";
import { getArticle } from "@/lib/server/articles/articles";
import { toReviewJson } from "@/lib/server/articles/serialize";
import { recordAudit } from "@/lib/server/audit";
import { SUBMITTED_REVIEWS_SELECT } from "@/lib/server/reviews/author-view";
import { currentRound } from "@/lib/server/reviews/reviews";

// The article's steps (lib/articles/rules.ts), each through the one moderation mechanism: the
// role or authorship, the guarded update, the audit entry and the author's notice together.

/** transition.php: one step of the workflow; the article as it now is. */
export async function transitionArticle({ input, actor }: { input: TArticleTransitionInput; actor: Actor }) {
  await moveStatus({ kind: "article", id: input.id, to: input.to, actor, note: input.note });
  return getArticle({ id: input.id, actor });
}

/** review.php: an editor's decision on an article under review, which moves it as decided. */
export async function reviewArticle({ input, actor }: { input: TArticleReviewInput; actor: Actor }) {
  assertAdmin(actor);
  return db.$transaction(async (tx) => {
    const row = await tx.article.findUnique({ where: { id: input.id }, select: { status: true, title: true } });
    if (!row) throw new AppError("NOT_FOUND", "Article not found");
    if (row.status !== "under_review") throw new AppError("BAD_TRANSITION", `Cannot review an article that is ${row.status}`, { reason: "BAD_TRANSITION" });
    const round = await currentRound(tx, input.id);
    const review = await tx.articleReview.create({
      data: { articleId: input.id, editorId: actor.id, editorName: actor.name, decision: input.decision, comments: input.comments, round },
    });
    await moveStatus({ kind: "article", id: input.id, to: DECISION_STATUS[input.decision], actor, tx });
    const reviewed = await tx.article.findUniqueOrThrow({ where: { id: input.id }, select: { reviewMode: true, reviewAssignments: SUBMITTED_REVIEWS_SELECT } });
    // an editor may decide before the reviews are in, as before: the audit log then says so
    const inRound = reviewed.reviewAssignments.filter((a) => a.round === round).length;
    await recordAudit(tx, actor, {
      action: "article.decision",
      targetType: "article",
      targetId: input.id,
      // the title as its author wrote it; the decision and the reviews as codes each reader's language words
      summary: row.title,
      detail: { decision: input.decision, reviews: inRound, round },
    });
    return toReviewJson(review, reviewed);
  });
}
