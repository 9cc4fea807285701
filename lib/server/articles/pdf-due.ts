import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// Kept apart from the typesetting (lib/server/articles/typeset.ts) so the workflow that marks a
// PDF due does not load the typesetter.

type Tx = Prisma.TransactionClient;

/** After this many failures a PDF is left alone until the article changes again, or an editor asks again. */
export const PDF_MAX_FAILURES = 5;

/** Inside the transaction that publishes, corrects or retracts an article: its typeset PDF is due. */
export async function markPdfDue(tx: Tx, articleId: number, now = new Date()) {
  await tx.articlePdf.upsert({
    where: { articleId },
    create: { articleId, dueAt: now },
    update: { dueAt: now, failures: 0, lastError: null },
  });
}
