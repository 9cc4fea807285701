import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/auth/roles";
import type { TAuditQuery } from "@/lib/schemas/audit";
import { pageArgs } from "@/lib/server/paging";
import { hasLikeWildcard, literalMatches } from "@/lib/server/search";
import { hasWordCharacter } from "@/lib/search/arabic";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import type { ReviewDecision } from "@/lib/articles/rules";
import type { ReviewMode } from "@/lib/reviews/rules";

/** A transaction client (or `db` itself): the entry is written with the change it records. */
type Tx = Pick<Prisma.TransactionClient, "auditEntry">;

export type AuditInput = {
  /** verb-first, dotted: "user.delete", "post.create", "opportunity.status", "about.update" */
  action: string;
  targetType: string;
  targetId: string | number;
  /** a short human summary: what members wrote (the record's title, a name), no code of the app */
  summary: string;
  /** the step taken, as codes each reader's language words: a status's `from` and `to`, a report's `reason` */
  detail?: AuditDetail;
};

export type AuditDetail = {
  from?: string;
  to?: string;
  reason?: string;
  /** an editor's decision on an article, with how many reviews of its round were in */
  decision?: ReviewDecision;
  reviews?: number;
  round?: number;
  /** how an article is reviewed, as an editor set it */
  mode?: ReviewMode;
};

const parseDetail = (raw: string | null): AuditDetail | null => {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw);
    return v && typeof v === "object" ? v : null;
  } catch {
    return null;
  }
};

/**
 * Records one admin write. Call it inside the same `db.$transaction` as the write, so the change
 * and its entry land together or not at all. Entries are never edited or deleted.
 */
export async function recordAudit(tx: Tx, actor: Pick<Actor, "id" | "email">, entry: AuditInput) {
  await tx.auditEntry.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      summary: entry.summary.slice(0, 300),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    },
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

/** An entry as admin/audit.php answers it: `{id,actor_id,actor_email,action,target_type,target_id,summary,created_at}`. */
export function serializeAuditEntry(e: {
  id: number;
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  detail: string | null;
  createdAt: Date;
}) {
  return {
    id: e.id,
    actor_id: e.actorId,
    actor_email: e.actorEmail,
    action: e.action,
    target_type: e.targetType,
    target_id: e.targetId,
    summary: e.summary,
    detail: parseDetail(e.detail),
    created_at: e.createdAt.toISOString(),
  };
}

/**
 * `action`: exact, or ending with a dot a prefix ("post."). A '%' or '_' in it is no wildcard: the
 * few distinct actions that hold it literally are looked up first (lib/server/search.ts).
 */
async function actionFilter(action: string | undefined): Promise<Prisma.AuditEntryWhereInput> {
  if (!action) return {};
  if (!action.endsWith(".")) return { action };
  if (!hasLikeWildcard(action)) return { action: { startsWith: action } };
  return { action: { in: await literalMatches<string>({ column: "AuditEntry.action", matches: [{ startsWith: action }], select: "value" }) } };
}

/** The list's search box, a part of the actor's e-mail: literally, and nothing without a letter or digit in it. */
async function emailSearch(q: string | undefined): Promise<Prisma.AuditEntryWhereInput> {
  if (!q) return {};
  const part = q.toLowerCase();
  if (!hasWordCharacter(part)) return { id: { in: [] } };
  if (!hasLikeWildcard(part)) return { actorEmail: { contains: part } };
  return { actorEmail: { in: await literalMatches<string>({ column: "AuditEntry.actorEmail", matches: [{ contains: part }], select: "value" }) } };
}

/**
 * GET admin/audit.php: newest first, paged; `action` is exact or, ending with a dot, a prefix
 * ("post."); `actor` is an id or an e-mail; `q` a part of the e-mail. Every filter is served by an index.
 */
export async function findAuditEntries({ query, actor }: { query: TAuditQuery; actor: Actor }) {
  assertAdmin(actor);
  const who = query.actor ? (query.actor.includes("@") ? { actorEmail: query.actor.toLowerCase() } : { actorId: query.actor }) : {};
  const where: Prisma.AuditEntryWhereInput = { AND: [await actionFilter(query.action), who, await emailSearch(query.q)] };
  const { page, limit, meta } = pageArgs(query, { defaultLimit: 20 });
  const [rows, total] = await Promise.all([
    db.auditEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * limit, take: limit }),
    db.auditEntry.count({ where }),
  ]);
  return { entries: rows.map(serializeAuditEntry), ...meta(total) };
}

/** The distinct actions recorded so far, for the filter (a short list). */
export async function findAuditActions({ actor }: { actor: Actor }) {
  assertAdmin(actor);
  const rows = await db.auditEntry.groupBy({ by: ["action"], orderBy: { action: "asc" } });
  return rows.map((r) => r.action);
}
