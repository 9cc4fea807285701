import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { TApplyInput, TTopicInput, TTopicListQuery, TTopicStatusInput, TUpdateTopicInput } from "@/lib/schemas/topics";
import { isAdminRole } from "@/lib/schemas/users";
import type { Actor } from "@/lib/auth/session";
import { APPLY_DENIAL_TEXT, applyDenial, canManageTopic, canSeeTopic, dayIn, isClosed } from "@/lib/topics/rules";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { findPage } from "@/lib/server/paging";
import { takeWriteLimit } from "@/lib/server/write-limits";

// Topic suggestions (DESIGN §2b): members suggest (Under Review), admins activate, members apply
// once each to an Active topic until its deadline day has passed.

type TopicRow = {
  id: number;
  title: string;
  author: string;
  requirements: string;
  deadline: string;
  status: string;
  userId: string;
  createdAt: Date;
  _count: { applications: number };
};

const include = (actor: Actor) =>
  ({ _count: { select: { applications: true } }, applications: { where: { userId: actor.id }, select: { id: true } } }) as const;

export function serializeTopic(t: TopicRow & { applications: { id: number }[] }, actor: Actor, now = new Date()) {
  return {
    id: t.id,
    title: t.title,
    author: t.author,
    requirements: t.requirements,
    deadline: t.deadline,
    status: t.status,
    applications: t._count.applications,
    applied: t.applications.length > 0,
    closed: isClosed(t.deadline, now, env().APP_TIME_ZONE),
    user_id: t.userId,
    created_at: t.createdAt.toISOString(),
    can_manage: canManageTopic(actor, t),
  };
}
export type TopicJson = ReturnType<typeof serializeTopic>;

const keyOf = (i: TTopicInput) => indexedKeyOf(i.title, i.author, i.requirements);

/** Newest first; members see Active topics and their own, `admin` (admins only) all. */
export async function findTopics({ query, actor }: { query: TTopicListQuery; actor: Actor }) {
  if (query.admin) assertAdmin(actor);
  const visible = query.admin ? {} : query.mine ? { userId: actor.id } : { OR: [{ status: "Active" }, { userId: actor.id }] };
  const where = { AND: [visible, query.status ? { status: query.status } : {}] };
  const { rows, nextCursor, paging } = await findPage({
    query,
    search: "Topic",
    rows: (narrowing, window) => db.topic.findMany({ where: { AND: [...where.AND, narrowing] }, include: include(actor), ...window }),
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

async function getVisibleTopic(id: number, actor: Actor) {
  const row = await db.topic.findUnique({ where: { id }, include: include(actor) });
  if (!row || !canSeeTopic(actor, row)) throw new AppError("NOT_FOUND", "Topic not found");
  return row;
}

/** A suggestion goes in Under Review, whoever adds it; a deadline already past is refused. */
export async function createTopic({ input, actor }: { input: TTopicInput; actor: Actor }) {
  await takeWriteLimit("topic", actor);
  if (input.deadline < dayIn(new Date(), env().APP_TIME_ZONE))
    throw new AppError("BAD_REQUEST", "deadline: The deadline cannot be in the past", { reason: "DEADLINE_PAST" });
  const row = await db.$transaction(async (tx) => {
    const created = await tx.topic.create({ data: { ...input, status: "Under Review", userId: actor.id, searchKey: keyOf(input) }, include: include(actor) });
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
    return tx.topic.findUniqueOrThrow({ where: { id }, include: include(actor) });
  });
  return serializeTopic(row, actor);
}

/** Admins: Under Review ↔ Active, along the topic's transition map; applicants hear of it. */
export async function setTopicStatus({ input, actor }: { input: TTopicStatusInput; actor: Actor }) {
  await moveStatus({ kind: "topic", id: input.id, to: input.status, actor });
  return serializeTopic(await db.topic.findUniqueOrThrow({ where: { id: input.id }, include: include(actor) }), actor);
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

/** One application per member and topic (the unique key decides a race); Active and open only. */
export async function applyToTopic({ input, actor }: { input: TApplyInput; actor: Actor }) {
  const topic = await getVisibleTopic(input.topic_id, actor);
  const denial = applyDenial(topic, new Date(), env().APP_TIME_ZONE);
  if (denial) throw new AppError("CONFLICT", APPLY_DENIAL_TEXT[denial], { reason: denial === "CLOSED" ? "TOPIC_CLOSED" : "TOPIC_NOT_ACTIVE" });
  try {
    const row = await db.topicApplication.create({
      data: { topicId: topic.id, userId: actor.id, motivation: input.motivation },
      include: { user: { select: { name: true, email: true } } },
    });
    const applications = await db.topicApplication.count({ where: { topicId: topic.id } });
    return { application: serializeApplication(row), applications };
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") throw new AppError("CONFLICT", "You have already applied to this topic", { reason: "ALREADY_APPLIED" });
    throw e;
  }
}

type ApplicationRow = { id: number; topicId: number; userId: string; motivation: string; createdAt: Date; user: { name: string; email: string } };
const serializeApplication = (a: ApplicationRow) => ({
  id: a.id,
  topic_id: a.topicId,
  user_id: a.userId,
  name: a.user.name,
  email: a.user.email,
  motivation: a.motivation,
  created_at: a.createdAt.toISOString(),
});
export type TopicApplicationJson = ReturnType<typeof serializeApplication>;

/** An admin or the member who suggested the topic; newest first. */
export async function findTopicApplications({ id, actor }: { id: number; actor: Actor }) {
  const topic = await getVisibleTopic(id, actor);
  if (!canManageTopic(actor, topic)) throw new AppError("FORBIDDEN");
  const rows = await db.topicApplication.findMany({
    where: { topicId: id },
    include: { user: { select: { name: true, email: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializeApplication);
}
