import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import type { ReportType } from "@/lib/reports/rules";

// Hiding: a moderator takes a reported item out of sight without deleting it. Every reportable
// kind has a `hiddenAt` column; its lists, counts and searches add `notHidden` to their filter (a
// search reads its rows through the list's filter, so it leaves hidden rows out on both engines),
// and its own page answers 404 to everyone but the admins. The row stays in the database.

/** The filter every list, count and search of a reportable kind adds. */
export const notHidden = { hiddenAt: null } as const;

/** A hidden row is "not found" for everyone but the admins. */
export const hiddenFrom = (actor: Actor | null, row: { hiddenAt: Date | null }) => row.hiddenAt !== null && !(actor !== null && isAdminRole(actor.role));

type Tx = Prisma.TransactionClient;

/**
 * Sets the item's `hiddenAt` (once). A published article also loses its post, the row every feed,
 * search and like reads, as a retraction does; the article itself stays. A hidden member keeps
 * their content, but their researcher page is gone and their name no longer links to it.
 */
export async function hideItem(tx: Tx, type: ReportType, targetId: string, at: Date) {
  const data = { hiddenAt: at };
  const where = { id: Number(targetId), hiddenAt: null };
  switch (type) {
    case "question":
      return tx.question.updateMany({ where, data });
    case "answer":
      return tx.answer.updateMany({ where, data });
    case "topic":
      return tx.topic.updateMany({ where, data });
    case "resource":
      return tx.learningResource.updateMany({ where, data });
    case "opportunity":
      return tx.opportunity.updateMany({ where, data });
    case "project":
      return tx.researchProject.updateMany({ where, data });
    case "comment":
      return tx.comment.updateMany({ where, data });
    case "article": {
      const article = await tx.article.findFirst({ where, select: { postId: true } });
      if (article?.postId) await tx.post.deleteMany({ where: { id: article.postId } });
      return tx.article.updateMany({ where, data });
    }
    case "member":
      return tx.user.updateMany({ where: { id: targetId, hiddenAt: null }, data });
  }
}
