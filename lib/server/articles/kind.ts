import "server-only";
import { ARTICLE_TRANSITIONS, DECISION_STATUS, stepVerdict, type ArticleVersionKind } from "@/lib/articles/rules";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/session";
import { articleEditPath } from "@/lib/articles/types";
import { notify, type NotifyInput } from "@/lib/server/notifications";
import { authorReviewsOf, SUBMITTED_REVIEWS_SELECT } from "@/lib/server/reviews/author-view";
import { createArticlePost, removeArticlePost } from "@/lib/server/articles/post";
import { assignArticleNumber } from "@/lib/server/journal";
import { markPdfDue } from "@/lib/server/articles/pdf-due";
import { assignDoi, queueDeposit } from "@/lib/server/crossref/deposits";
import { ARTICLE_DETAIL_INCLUDE, snapshotOf } from "@/lib/server/articles/serialize";

// The article workflow as one more kind of the moderation mechanism (its entry in lib/server/kinds.ts):
// unlike the other kinds, the author takes some steps too, and some steps change more than the
// status (a submission keeps a version, publication makes the post, a retraction removes it and
// dates the retraction; the article keeps its address, lib/server/articles/retracted.ts).

type Tx = Prisma.TransactionClient;
type Row = { id: number; title: string; status: string; userId: string | null };

/** Where the author's notice leads: their submissions. */
export const ARTICLE_NOTICE_LINK = "/profile";

/** Only a member whose address is verified submits articles. */
async function assertVerifiedAuthor(tx: Pick<Tx, "user">, actor: Actor) {
  const user = await tx.user.findUnique({ where: { id: actor.id }, select: { emailVerified: true } });
  if (!user?.emailVerified) throw new AppError("FORBIDDEN", "Verify your e-mail address before submitting an article", { reason: "EMAIL_UNVERIFIED" });
}

/**
 * Keeps the article's text as it now is as the next numbered version: on each submission (what the
 * author sent), and before an editor corrects what readers read (the text the correction replaces).
 */
export async function keepVersion(tx: Tx, id: number, note: string | null, kind: ArticleVersionKind = "submission") {
  const article = await tx.article.findUniqueOrThrow({ where: { id }, include: ARTICLE_DETAIL_INCLUDE });
  const last = await tx.articleVersion.findFirst({ where: { articleId: id }, orderBy: { n: "desc" }, select: { n: true } });
  await tx.articleVersion.create({
    data: { articleId: id, n: (last?.n ?? 0) + 1, snapshot: JSON.stringify(snapshotOf(article)), note, kind, pdfPath: article.pdfPath },
  });
}

/**
 * An editor's decision in the author's mail: the editor's comments and each reviewer's comments for
 * the author (never the confidential ones), as the author reads them beside the decision.
 */
async function decisionDetails(tx: Tx, id: number, to: string): Promise<Pick<NotifyInput, "details" | "actionLabel">> {
  if (!(Object.values(DECISION_STATUS) as string[]).includes(to)) return {};
  const review = await tx.articleReview.findFirst({
    where: { articleId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { comments: true, round: true },
  });
  if (!review) return {};
  const article = await tx.article.findUniqueOrThrow({ where: { id }, select: { reviewMode: true, reviewAssignments: SUBMITTED_REVIEWS_SELECT } });
  const reviews = authorReviewsOf(article.reviewAssignments, review.round, article.reviewMode);
  return {
    details: (t) => [
      ...(review.comments.trim() ? [t("decision.comments", { comments: review.comments.trim() })] : []),
      ...reviews.filter((r) => r.to_author.trim()).map((r) => t("decision.reviewer", { n: r.n, comments: r.to_author.trim() })),
    ],
    ...(to === "revisions_requested" ? { actionLabel: (t) => t("decision.revise") } : {}),
  };
}

export const ARTICLE_KIND = {
  table: "article" as const,
  transitions: ARTICLE_TRANSITIONS,
  notFound: "Article not found",
  authorize: (row: Row, to: string, actor: Actor) => {
    const verdict = stepVerdict(actor, row, to);
    if (verdict === "forbidden") throw new AppError("FORBIDDEN", "This step is not yours to take");
  },
  columns: (row: Row, to: string, { note, now }: { note: string | null; now: Date }) => {
    if (to === "submitted") return { submittedAt: now };
    if (to === "published") return { publishedAt: now, retractionNote: null };
    if (to === "retracted") {
      if (!note) throw new AppError("BAD_REQUEST", "A retraction needs a public note", { reason: "RETRACTION_NOTE_REQUIRED" });
      return { retractionNote: note, retractedAt: now };
    }
    return {};
  },
  apply: async (tx: Tx, row: Row, to: string, { actor, note }: { actor: Actor; note: string | null }) => {
    if (to === "submitted") {
      await assertVerifiedAuthor(tx, actor);
      await keepVersion(tx, row.id, note);
    }
    if (to === "published") {
      await createArticlePost(tx, row.id);
      await assignArticleNumber(tx, row.id, new Date());
      // with Crossref configured: a DOI under the prefix (one the author gave is kept), and its deposit queued
      await assignDoi(tx, row.id);
      await queueDeposit(tx, row.id);
    }
    if (to === "retracted") {
      await removeArticlePost(tx, row.id);
      // its registered metadata changes too: the record is deposited again
      await queueDeposit(tx, row.id);
    }
    // the version of record is typeset again off the request path: published, or with the retraction on its first page
    if (to === "published" || to === "retracted") await markPdfDue(tx, row.id);
  },
  audit: (row: Row, to: string) => ({ action: `article.${to}`, summary: row.title, detail: { from: row.status, to } }),
  announce: async (tx: Tx, row: Row, to: string, actor: Actor) => {
    if (!row.userId) return;
    const english = await tx.article.findUnique({ where: { id: row.id }, select: { titleEn: true } });
    const decision = await decisionDetails(tx, row.id, to);
    await notify(tx, {
      userId: row.userId,
      actorId: actor.id,
      type: "article_status",
      params: { title: row.title, ...(english?.titleEn ? { title_en: english.titleEn } : {}), status: `article_${to}` },
      // asked to revise, the author goes straight to the form, where the decision shows above the text
      link: to === "revisions_requested" ? articleEditPath(row.id) : ARTICLE_NOTICE_LINK,
      ...decision,
    });
  },
};
