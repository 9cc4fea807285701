import "server-only";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/session";
import { logger } from "@/lib/logger";
import { serverTimer } from "@/lib/server/server-timer";
import { CLOCK_ACTOR_ID, clockStep, OPEN_STATUSES, remindersAfter } from "@/lib/reviews/rules";
import { editorReviewsLink, REVIEWS_PAGE, reviewPagePath } from "@/lib/reviews/types";
import { moveStatus } from "@/lib/server/moderation";
import { notify } from "@/lib/server/notifications";
import { mailReviewer } from "@/lib/server/reviews/mail";

// Deadlines off the request path: every hour each open assignment is looked at against the clock
// (lib/reviews/rules.ts). An unanswered invitation is reminded, then expires; an accepted review
// is reminded before and after its due date, and the inviting editor hears once that it is late.
// Each reminder is claimed by moving the assignment's counter guarded by its old value, in the
// transaction that queues the mail, and an expiry is a guarded status move: with several app
// instances on one database, each reminder goes out once. An ended assignment is never looked at.

const CHECK_EVERY_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Who the clock acts as in the audit log. */
const CLOCK: Actor = { id: CLOCK_ACTOR_ID, email: "review-clock@system", name: "Manara", role: "user", image: null };

const reviewerSelect = { name: true, email: true, locale: true, calendar: true, digits: true, emailVerified: true, deletedAt: true } as const;

/** Runs the clock at `now`: the ids reminded and expired (the tests read them). */
export async function runReviewClock({ now = new Date() }: { now?: Date } = {}) {
  const open = await db.reviewAssignment.findMany({
    where: { status: { in: [...OPEN_STATUSES] } },
    select: { id: true, status: true, invitedAt: true, respondedAt: true, dueAt: true, reminders: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const reminded: number[] = [];
  const expired: number[] = [];
  for (const a of open) {
    const step = clockStep(a, now);
    if (!step) continue;
    if (step.kind === "expire") {
      if (await expire(a.id)) expired.push(a.id);
    } else if (await remind(a, step.phase, step.tellEditors, now)) reminded.push(a.id);
  }
  return { reminded, expired };
}

async function expire(id: number) {
  try {
    const { changed } = await moveStatus({ kind: "review_assignment", id, to: "expired", actor: CLOCK });
    return changed;
  } catch (e) {
    // another instance moved it first (expired it, or the reviewer answered meanwhile)
    if (isAppError(e) && e.status === 409) return false;
    throw e;
  }
}

type Open = { id: number; status: string; invitedAt: Date; respondedAt: Date | null; dueAt: Date; reminders: number };

async function remind(a: Open, phase: "invitation" | "due_soon" | "overdue", tellEditors: boolean, now: Date) {
  return db.$transaction(async (tx) => {
    const claimed = await tx.reviewAssignment.updateMany({
      where: { id: a.id, status: a.status, reminders: a.reminders },
      data: { reminders: remindersAfter(a, now) },
    });
    if (claimed.count === 0) return false;
    const row = await tx.reviewAssignment.findUniqueOrThrow({
      where: { id: a.id },
      select: {
        id: true,
        title: true,
        tokenSalt: true,
        dueAt: true,
        message: true,
        userId: true,
        articleId: true,
        invitedById: true,
        overdueNotifiedAt: true,
        user: { select: reviewerSelect },
      },
    });
    await notify(tx, {
      userId: row.userId,
      type: "review_reminder",
      params: { title: row.title },
      link: phase === "invitation" ? REVIEWS_PAGE : reviewPagePath(row.id),
      mail: false,
    });
    await mailReviewer(tx, phase === "invitation" ? "invitation_reminder" : phase, row.user, row);
    if (tellEditors && !row.overdueNotifiedAt) {
      await tx.reviewAssignment.update({ where: { id: row.id }, data: { overdueNotifiedAt: now } });
      if (row.invitedById)
        await notify(tx, {
          userId: row.invitedById,
          type: "review_overdue",
          params: { title: row.title, name: row.user.name },
          link: editorReviewsLink(row.articleId),
        });
    }
    return true;
  });
}

const clockTimer = serverTimer(
  runReviewClock,
  ({ reminded, expired }) => (reminded.length || expired.length) && logger().info({ reminded: reminded.length, expired: expired.length }, "review clock"),
  "review clock run failed",
);

/** Looks at the review deadlines every hour while the server runs. */
export function startReviewClock({ everyMs = CHECK_EVERY_MS } = {}) {
  clockTimer(everyMs);
}
