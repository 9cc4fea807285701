import "server-only";
import { questionPath } from "@/lib/qa/paths";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { RESOURCE_TRANSITIONS } from "@/lib/learning/rules";
import { canMove, type TransitionMap } from "@/lib/moderation/transitions";
import { OPPORTUNITY_TRANSITIONS } from "@/lib/partnership/rules";
import { QUESTION_TRANSITIONS } from "@/lib/qa/rules";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { notify } from "@/lib/server/notifications";
import { TOPIC_TRANSITIONS } from "@/lib/topics/rules";
import { ARTICLE_KIND } from "@/lib/server/articles/kind";
import { REVIEW_ASSIGNMENT_KIND } from "@/lib/server/reviews/kind";

// The one way a moderator moves an item along its workflow: the role, the kind's transition map,
// an update guarded by the old status (of two moderators deciding at once, one wins and the other
// gets a 409), the audit entry and the author's notification, all in one transaction.

type Tx = Prisma.TransactionClient;
export type ModeratedRow = { id: number; title: string; status: string; userId: string | null };

/** What a kind of item needs beyond the shared steps: its table, map, audit wording and who hears of it. */
type KindConfig = {
  table: "question" | "topic" | "opportunity" | "learningResource" | "article" | "reviewAssignment";
  transitions: TransitionMap<string>;
  notFound: string;
  /** Who may take the step, when not only moderators (authors take some article steps): throws 403. */
  authorize?: (row: ModeratedRow, to: string, actor: Actor) => void;
  /** Columns the step sets beside the status (dates, a note), in the same guarded update. */
  columns?: (row: ModeratedRow, to: string, note: string | null, now: Date) => Record<string, unknown>;
  /** In the same transaction, after the move: what else the step changes. */
  apply?: (tx: Tx, row: ModeratedRow, to: string, actor: Actor, note: string | null) => Promise<void>;
  audit: (row: ModeratedRow, to: string) => { action: string; summary: string };
  /** In the same transaction, after the move: notifications. */
  announce?: (tx: Tx, row: ModeratedRow, to: string, actor: Actor) => Promise<void>;
};

const KINDS = {
  question: {
    table: "question",
    transitions: QUESTION_TRANSITIONS,
    notFound: "Question not found",
    audit: (row, to) => ({ action: `question.${to === "approved" ? "approve" : to === "rejected" ? "reject" : "reopen"}`, summary: row.title }),
    announce: async (tx, row, to, actor) => {
      if (to !== "approved" || !row.userId) return;
      await notify(tx, {
        userId: row.userId,
        actorId: actor.id,
        type: "question_approved",
        params: { title: row.title },
        link: questionPath(row.id),
      });
    },
  },
  topic: {
    table: "topic",
    transitions: TOPIC_TRANSITIONS,
    notFound: "Topic not found",
    audit: (row, to) => ({ action: to === "Active" ? "topic.activate" : "topic.review", summary: `${row.title} → ${to}` }),
    // everyone who applied hears of it
    announce: async (tx, row, to, actor) => {
      const applicants = await tx.topicApplication.findMany({ where: { topicId: row.id }, select: { userId: true } });
      for (const { userId } of applicants) {
        await notify(tx, {
          userId,
          actorId: actor.id,
          type: "topic_application_status",
          params: { title: row.title, status: to === "Active" ? "active" : "underReview" },
          link: "/topic-suggestions",
        });
      }
    },
  },
  opportunity: {
    table: "opportunity",
    transitions: OPPORTUNITY_TRANSITIONS,
    notFound: "Opportunity not found",
    audit: (row, to) => ({ action: "opportunity.status", summary: `${row.title}: ${row.status} → ${to}` }),
    announce: async (tx, row, to, actor) => {
      if ((to !== "approved" && to !== "rejected") || !row.userId) return;
      await notify(tx, {
        userId: row.userId,
        actorId: actor.id,
        type: to === "approved" ? "opportunity_approved" : "opportunity_rejected",
        params: { title: row.title },
        link: "/academic-partnership",
      });
    },
  },
  resource: {
    table: "learningResource",
    transitions: RESOURCE_TRANSITIONS,
    notFound: "Resource not found",
    audit: (row, to) => ({ action: to === "Published" ? "resource.publish" : "resource.unpublish", summary: `${row.title} (${to})` }),
  },
  article: ARTICLE_KIND,
  review_assignment: REVIEW_ASSIGNMENT_KIND,
} satisfies Record<string, KindConfig>;

export type ModeratedKind = keyof typeof KINDS;

/** The few calls every moderated table answers alike (Prisma's delegates differ only in their types). */
type StatusTable = {
  findUnique(args: { where: { id: number }; select: Record<keyof ModeratedRow, true> }): Promise<ModeratedRow | null>;
  updateMany(args: { where: { id: number; status: string }; data: { status: string } & Record<string, unknown> }): Promise<{ count: number }>;
};
const tableOf = (tx: Tx, kind: ModeratedKind) => tx[KINDS[kind].table] as unknown as StatusTable;
const SELECT = { id: true, title: true, status: true, userId: true } as const;

/**
 * Moves item `id` of `kind` to status `to`. The same status again changes nothing (and records
 * nothing); a step the kind's map does not allow is a 409 BAD_TRANSITION. Inside `tx` when given
 * (an edit that also changes the status), else in a transaction of its own. `note`: what the
 * step says publicly, for the kinds that keep one (an article's retraction).
 */
export async function moveStatus({
  kind,
  id,
  to,
  actor,
  tx,
  note = null,
}: {
  kind: ModeratedKind;
  id: number;
  to: string;
  actor: Actor;
  tx?: Tx;
  note?: string | null;
}) {
  const config: KindConfig = KINDS[kind];
  if (!config.authorize) assertAdmin(actor);
  const run = async (t: Tx) => {
    const row = await tableOf(t, kind).findUnique({ where: { id }, select: SELECT });
    if (!row) throw new AppError("NOT_FOUND", config.notFound);
    config.authorize?.(row, to, actor);
    if (row.status === to) return { row, changed: false };
    if (!canMove(config.transitions, row.status, to))
      throw new AppError("BAD_TRANSITION", `Cannot change status from ${row.status} to ${to}`, { reason: "BAD_TRANSITION" });
    const columns = config.columns?.(row, to, note, new Date()) ?? {};
    const { count } = await tableOf(t, kind).updateMany({ where: { id, status: row.status }, data: { ...columns, status: to } });
    if (count === 0) throw new AppError("CONFLICT", "The status was changed meanwhile", { reason: "STATUS_CHANGED" });
    await config.apply?.(t, row, to, actor, note);
    await recordAudit(t, actor, { ...config.audit(row, to), targetType: kind, targetId: id });
    await config.announce?.(t, row, to, actor);
    return { row: { ...row, status: to }, changed: true };
  };
  return tx ? run(tx) : db.$transaction(run);
}
