import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { TTopicInput } from "@/lib/schemas/topics";
import type { Actor } from "@/lib/auth/session";
import type { TopicJson } from "@/lib/topics/types";
import { hiddenFrom } from "@/lib/server/hidden";
import { canManageTopic, canSeeTopic, isClosed, type TopicStatus } from "@/lib/topics/rules";

// A topic as the use cases read it, its JSON shape and the lookup that hides what a member may not
// see. Members suggest topics (Under Review), admins activate them, and members apply once each to
// an Active topic until its deadline day has passed.

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

export const withApplications = (actor: Actor) =>
  ({ _count: { select: { applications: true } }, applications: { where: { userId: actor.id }, select: { id: true } } }) as const;

export function serializeTopic(t: TopicRow & { applications: { id: number }[] }, actor: Actor, now = new Date()): TopicJson {
  return {
    id: t.id,
    title: t.title,
    author: t.author,
    requirements: t.requirements,
    deadline: t.deadline,
    status: t.status as TopicStatus,
    applications: t._count.applications,
    applied: t.applications.length > 0,
    closed: isClosed(t.deadline, now, env().APP_TIME_ZONE),
    user_id: t.userId,
    created_at: t.createdAt.toISOString(),
    can_manage: canManageTopic(actor, t),
  };
}

/** The search key of a topic: its words, normalized, the title weighted. */
export const keyOf = (i: TTopicInput) => indexedKeyOf(i.title, i.author, i.requirements);

/** A topic the actor may see (others' suggestions under review are "not found", not "forbidden"). */
export async function getVisibleTopic(id: number, actor: Actor) {
  const row = await db.topic.findUnique({ where: { id }, include: withApplications(actor) });
  if (!row || hiddenFrom(actor, row) || !canSeeTopic(actor, row)) throw new AppError("NOT_FOUND", "Topic not found");
  return row;
}
