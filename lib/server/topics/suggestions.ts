import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { TTopicInput, TTopicListQuery, TTopicStatusInput, TUpdateTopicInput } from "@/lib/schemas/topics";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { canManageTopic, dayIn } from "@/lib/topics/rules";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { notHidden } from "@/lib/server/hidden";
import { findPage } from "@/lib/server/paging";
import { getVisibleTopic, keyOf, serializeTopic, withApplications } from "@/lib/server/topics/rows";
import { takeWriteLimit } from "@/lib/server/write-limits";

// Topic suggestions: the board's list and search, and what members and admins do to a topic
// (suggest, edit, activate, delete).

/** Newest first; members see Active topics and their own, `admin` (admins only) all. */
export async function findTopics({ query, actor }: { query: TTopicListQuery; actor: Actor }) {
  if (query.admin) assertAdmin(actor);
  const visible = query.admin ? {} : query.mine ? { userId: actor.id } : { OR: [{ status: "Active" }, { userId: actor.id }] };
  const where = { AND: [visible, notHidden, query.status ? { status: query.status } : {}] };
  const { rows, nextCursor, paging } = await findPage({
    query,
    search: "Topic",
    rows: (narrowing, window) => db.topic.findMany({ where: { AND: [...where.AND, narrowing] }, include: withApplications(actor), ...window }),
    count: () => db.topic.count({ where }),
    createdAtOf: (id) => db.topic.findUnique({ where: { id }, select: { createdAt: true } }),
  });
  const now = new Date();
  return {
    topics: rows.map((r) => serializeTopic(r, actor, now)),
    ...paging,
    next_cursor: nextCursor,
  };
}

/** A suggestion goes in Under Review, whoever adds it; a deadline already past is refused. */
export async function createTopic({ input, actor }: { input: TTopicInput; actor: Actor }) {
  await takeWriteLimit("topic", actor);
  if (input.deadline < dayIn(new Date(), env().APP_TIME_ZONE))
    throw new AppError("BAD_REQUEST", "deadline: The deadline cannot be in the past", { reason: "DEADLINE_PAST" });
  const row = await db.$transaction(async (tx) => {
    const created = await tx.topic.create({
      data: { ...input, status: "Under Review", userId: actor.id, searchKey: keyOf(input) },
      include: withApplications(actor),
    });
    if (isAdminRole(actor.role)) await recordAudit(tx, actor, { action: "topic.create", targetType: "topic", targetId: created.id, summary: input.title });
    return created;
  });
  return serializeTopic(row, actor);
}

/** Admins edit every field (the status has its own endpoint). */
export async function updateTopic({ input, actor }: { input: TUpdateTopicInput; actor: Actor }) {
  assertAdmin(actor);
  const { id, ...fields } = input;
  const row = await db.$transaction(async (tx) => {
    const { count } = await tx.topic.updateMany({ where: { id }, data: { ...fields, searchKey: keyOf(fields) } });
    if (count === 0) throw new AppError("NOT_FOUND", "Topic not found");
    await recordAudit(tx, actor, { action: "topic.update", targetType: "topic", targetId: id, summary: fields.title });
    return tx.topic.findUniqueOrThrow({ where: { id }, include: withApplications(actor) });
  });
  return serializeTopic(row, actor);
}

/** Admins: Under Review ↔ Active, along the topic's transition map; applicants hear of it. */
export async function setTopicStatus({ input, actor }: { input: TTopicStatusInput; actor: Actor }) {
  await moveStatus({ kind: "topic", id: input.id, to: input.status, actor });
  return serializeTopic(await db.topic.findUniqueOrThrow({ where: { id: input.id }, include: withApplications(actor) }), actor);
}

/** An admin (recorded) or the member who suggested it; its applications go with it. */
export async function deleteTopic({ id, actor }: { id: number; actor: Actor }) {
  const current = await getVisibleTopic(id, actor);
  if (!canManageTopic(actor, current)) throw new AppError("FORBIDDEN");
  await db.$transaction(async (tx) => {
    await tx.topic.delete({ where: { id } });
    if (isAdminRole(actor.role)) await recordAudit(tx, actor, { action: "topic.delete", targetType: "topic", targetId: id, summary: current.title });
  });
}
