import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import type { TArticleRetryInput } from "@/lib/schemas/articles";
import { PDF_MAX_FAILURES } from "@/lib/server/articles/pdf-due";
import { recordAudit } from "@/lib/server/audit";
import { findArticleDeposits } from "@/lib/server/crossref/deposits";

// What the editors see of an article's version of record made off the request path: its typeset
// PDF (waiting, done, or given up after repeated failures, with the last error) and its Crossref
// deposits (queued, sent, failed with the service's answer and the attempts), and their retry of a
// failed one.

type TypesetState = "none" | "waiting" | "done" | "failed";

async function assertArticle(id: number) {
  const article = await db.article.findUnique({ where: { id }, select: { title: true } });
  if (!article) throw new AppError("NOT_FOUND", "Article not found");
  return article;
}

/** The typeset PDF's and the Crossref deposits' state of article `id` (editors). */
export async function articleOutputs({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  await assertArticle(id);
  const job = await db.articlePdf.findUnique({ where: { articleId: id } });
  const state: TypesetState = !job ? "none" : job.dueAt ? (job.failures >= PDF_MAX_FAILURES ? "failed" : "waiting") : job.path ? "done" : "none";
  return {
    typesetting: { state, failures: job?.failures ?? 0, error: job?.lastError ?? null, made_at: job?.madeAt?.toISOString() ?? null },
    deposits: await findArticleDeposits({ id, actor }),
  };
}

/**
 * retry_output.php: a PDF given up after repeated failures is made again by the next worker run
 * (or the next download); a failed deposit is queued again with its attempts from zero. Anything
 * that has not failed is left alone (409 NOT_FAILED).
 */
export async function retryArticleOutput({ input, actor }: { input: TArticleRetryInput; actor: Actor }) {
  assertAdmin(actor);
  const { title } = await assertArticle(input.id);
  await db.$transaction(async (tx) => {
    const { count } =
      input.output === "pdf"
        ? await tx.articlePdf.updateMany({
            where: { articleId: input.id, dueAt: { not: null }, failures: { gte: PDF_MAX_FAILURES } },
            data: { failures: 0, lastError: null, claimedUntil: null },
          })
        : await tx.crossrefDeposit.updateMany({
            where: { id: input.deposit_id, articleId: input.id, status: "failed" },
            data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), claimedUntil: null },
          });
    if (count === 0) throw new AppError("CONFLICT", "Only a failed PDF or deposit can be tried again", { reason: "NOT_FAILED" });
    await recordAudit(tx, actor, {
      action: "article.retry_output",
      targetType: "article",
      targetId: input.id,
      summary: title,
    });
  });
  return articleOutputs({ id: input.id, actor });
}
