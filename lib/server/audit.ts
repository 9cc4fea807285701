import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isAdminRole } from "@/lib/schemas/users";
import type { Actor } from "@/lib/session";

/** A transaction client (or `db` itself): the entry is written with the change it records. */
type Tx = Pick<Prisma.TransactionClient, "auditEntry">;

export type AuditInput = {
  /** verb-first, dotted: "user.delete", "post.create", "opportunity.status", "about.update" */
  action: string;
  targetType: string;
  targetId: string | number;
  /** a short human summary, e.g. the record's title and the new status */
  summary: string;
};

/**
 * Records one admin write. Call it inside the same `db.$transaction` as the write, so the change
 * and its entry land together or not at all. Entries are never edited or deleted.
 */
export async function recordAudit(tx: Tx, actor: Pick<Actor, "id" | "email">, entry: AuditInput) {
  await tx.auditEntry.create({
    data: { actorId: actor.id, actorEmail: actor.email, action: entry.action, targetType: entry.targetType, targetId: String(entry.targetId), summary: entry.summary.slice(0, 300) },
  });
}

/**
 * Whether a write on a member-owned record (opportunity, research project, request) is an admin
 * write: the actor is an admin and the record is someone else's. An admin managing their own
 * opportunity acts as its owner, like any member, and is not audited.
 */
export function actsAsAdmin(actor: Pick<Actor, "id" | "role">, owned: { userId: string }) {
  return isAdminRole(actor.role) && owned.userId !== actor.id;
}
