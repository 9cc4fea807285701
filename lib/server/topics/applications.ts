import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { TApplyInput } from "@/lib/schemas/topics";
import type { Actor } from "@/lib/auth/session";
import { APPLY_DENIAL_TEXT, applyDenial, canManageTopic } from "@/lib/topics/rules";
import { getVisibleTopic } from "@/lib/server/topics/rows";

// Applications: a member applies once to an Active topic before its deadline; the admins and the
// member who suggested the topic read who applied.

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
