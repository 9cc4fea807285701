import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canMove, type TransitionMap } from "@/lib/moderation/transitions";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { MOVES, tableOf, type ModeratedKind, type ModeratedRow, type MoveConfig } from "@/lib/server/kinds";

// The one way an item moves along its workflow: the role, the kind's transition map (each kind's
// entry in lib/server/kinds.ts), an update guarded by the old status (of two moderators deciding at
// once, one wins and the other gets a 409), the audit entry and the notifications, all in one
// transaction.

type Tx = Prisma.TransactionClient;

const SELECT = { id: true, title: true, status: true, userId: true } as const;
const readRow = (t: Tx, config: MoveConfig, id: number) =>
  config.read ? config.read(t, id) : (tableOf(t, config.table).findUnique({ where: { id }, select: SELECT }) as Promise<ModeratedRow | null>);

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
  only,
}: {
  kind: ModeratedKind;
  id: number;
  to: string;
  actor: Actor;
  tx?: Tx;
  note?: string | null;
  /** The steps this caller offers (the queue: a moderator's own): any other step of the kind's map is a 403. */
  only?: TransitionMap<string>;
}) {
  const config: MoveConfig = MOVES[kind];
  if (!config.authorize) assertAdmin(actor);
  const run = async (t: Tx) => {
    const row = await readRow(t, config, id);
    if (!row) throw new AppError("NOT_FOUND", config.notFound);
    config.authorize?.(row, to, actor);
    if (row.status === to) return { row, changed: false };
    if (!canMove(config.transitions, row.status, to))
      throw new AppError("BAD_TRANSITION", `Cannot change status from ${row.status} to ${to}`, { reason: "BAD_TRANSITION" });
    if (only && !canMove(only, row.status, to)) throw new AppError("FORBIDDEN", "This step is not a moderator's to take");
    const step = { actor, note, now: new Date() };
    const columns = config.columns?.(row, to, step) ?? {};
    const { count } = await tableOf(t, config.table).updateMany({ where: { id, status: row.status }, data: { ...columns, status: to } });
    if (count === 0) throw new AppError("CONFLICT", "The status was changed meanwhile", { reason: "STATUS_CHANGED" });
    await config.apply?.(t, row, to, step);
    const audit = config.audit(row, to, actor);
    if (audit) await recordAudit(t, actor, { targetType: kind, targetId: id, ...audit });
    await config.announce?.(t, row, to, actor);
    return { row: { ...row, status: to }, changed: true };
  };
  return tx ? run(tx) : db.$transaction(run);
}
