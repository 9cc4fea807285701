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

// The one way a moderator moves an item along its workflow: the role, the kind's transition map,
// an update guarded by the old status (of two moderators deciding at once, one wins and the other
// gets a 409), the audit entry and the author's notification, all in one transaction.

type Tx = Prisma.TransactionClient;
export type ModeratedRow = { id: number; title: string; status: string; userId: string | null };

/** What a kind of item needs beyond the shared steps: its table, map, audit wording and who hears of it. */
type KindConfig = {
  table: "question" | "topic" | "opportunity" | "learningResource";
  transitions: TransitionMap<string>;
  notFound: string;
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
} satisfies Record<string, KindConfig>;

export type ModeratedKind = keyof typeof KINDS;

/** The few calls every moderated table answers alike (Prisma's delegates differ only in their types). */
type StatusTable = {
  findUnique(args: { where: { id: number }; select: Record<keyof ModeratedRow, true> }): Promise<ModeratedRow | null>;
  updateMany(args: { where: { id: number; status: string }; data: { status: string } }): Promise<{ count: number }>;
};
const tableOf = (tx: Tx, kind: ModeratedKind) => tx[KINDS[kind].table] as unknown as StatusTable;
const SELECT = { id: true, title: true, status: true, userId: true } as const;

/**
 * Moves item `id` of `kind` to status `to`. The same status again changes nothing (and records
 * nothing); a step the kind's map does not allow is a 409 BAD_TRANSITION. Inside `tx` when given
 * (an edit that also changes the status), else in a transaction of its own.
 */
export async function moveStatus({ kind, id, to, actor, tx }: { kind: ModeratedKind; id: number; to: string; actor: Actor; tx?: Tx }) {
  assertAdmin(actor);
  const run = async (t: Tx) => {
    const config: KindConfig = KINDS[kind];
    const row = await tableOf(t, kind).findUnique({ where: { id }, select: SELECT });
    if (!row) throw new AppError("NOT_FOUND", config.notFound);
    if (row.status === to) return { row, changed: false };
    if (!canMove(config.transitions, row.status, to))
      throw new AppError("BAD_TRANSITION", `Cannot change status from ${row.status} to ${to}`, { reason: "BAD_TRANSITION" });
    const { count } = await tableOf(t, kind).updateMany({ where: { id, status: row.status }, data: { status: to } });
    if (count === 0) throw new AppError("CONFLICT", "The status was changed meanwhile", { reason: "STATUS_CHANGED" });
    await recordAudit(t, actor, { ...config.audit(row, to), targetType: kind, targetId: id });
    await config.announce?.(t, row, to, actor);
    return { row: { ...row, status: to }, changed: true };
  };
  return tx ? run(tx) : db.$transaction(run);
}
