import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/session";
import { ASSIGNMENT_TRANSITIONS, assignmentStepVerdict } from "@/lib/reviews/rules";
import { REVIEWS_PAGE, editorReviewsLink } from "@/lib/reviews/types";
import { notify } from "@/lib/server/notifications";

// A review assignment as one more kind of the moderation mechanism (lib/server/moderation.ts): the
// reviewer answers and submits, an editor cancels, the clock lets an unanswered invitation expire.
// Every step is audited; the other side hears of it. What the author may read never passes here.

type Tx = Prisma.TransactionClient;
type Row = { id: number; title: string; status: string; userId: string | null };

const ENDS = new Set(["declined", "expired", "submitted", "cancelled"]);

/** The editor who invited, told of the reviewer's step (the reviewer's name is the editors' to know). */
async function tellEditor(tx: Tx, row: Row, to: string, actor: Actor) {
  const a = await tx.reviewAssignment.findUnique({
    where: { id: row.id },
    select: { invitedById: true, articleId: true, user: { select: { name: true } } },
  });
  if (!a?.invitedById) return;
  await notify(tx, {
    userId: a.invitedById,
    actorId: actor.id,
    type: "review_assignment_status",
    params: { title: row.title, name: a.user.name, status: `review_${to}` },
    link: editorReviewsLink(a.articleId),
  });
}

export const REVIEW_ASSIGNMENT_KIND = {
  table: "reviewAssignment" as const,
  transitions: ASSIGNMENT_TRANSITIONS,
  notFound: "Review assignment not found",
  authorize: (row: Row, to: string, actor: Actor) => {
    if (assignmentStepVerdict(actor, row, to) === "forbidden") throw new AppError("FORBIDDEN", "This step is not yours to take");
  },
  columns: (_row: Row, to: string, { now }: { now: Date }) => {
    if (to === "accepted") return { respondedAt: now, reminders: 0 };
    if (to === "declined") return { respondedAt: now, endedAt: now };
    if (ENDS.has(to)) return { endedAt: now };
    return {};
  },
  audit: (row: Row, to: string) => ({ action: `review.${to}`, summary: row.title, detail: { from: row.status, to } }),
  announce: async (tx: Tx, row: Row, to: string, actor: Actor) => {
    if (to === "cancelled" && row.userId) {
      await notify(tx, { userId: row.userId, actorId: actor.id, type: "review_cancelled", params: { title: row.title }, link: REVIEWS_PAGE });
      return;
    }
    await tellEditor(tx, row, to, actor);
  },
};
