import "server-only";
import { questionPath } from "@/lib/qa/paths";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canAccept, canDeleteAnswer, canVote } from "@/lib/qa/rules";
import type { TAcceptInput, TAnswerInput } from "@/lib/schemas/qa";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { notify } from "@/lib/server/notifications";
import { getQuestion } from "@/lib/server/qa/questions";
import { answerInclude, getVisibleAnswer, getVisibleQuestion, serializeAnswer } from "@/lib/server/qa/rows";
import { takeWriteLimit } from "@/lib/server/write-limits";

// Answers: members answer approved questions, vote on others' answers, and the asker (or an
// admin) marks the one that solved the question; the people concerned are notified.

/** Answers need no review, but only an approved question takes them. */
export async function createAnswer({ input, actor }: { input: TAnswerInput; actor: Actor }) {
  await takeWriteLimit("answer", actor);
  const question = await getVisibleQuestion(input.question_id, actor);
  if (question.status !== "approved") throw new AppError("CONFLICT", "Only approved questions can be answered", { reason: "QUESTION_NOT_APPROVED" });
  const authorName = actor.name.trim() || actor.email;
  const row = await db.$transaction(async (tx) => {
    const created = await tx.answer.create({
      data: { questionId: question.id, text: input.text, userId: actor.id, authorName },
      include: answerInclude(actor),
    });
    await notify(tx, {
      userId: question.userId,
      actorId: actor.id,
      type: "question_answered",
      params: { title: question.title, name: authorName },
      link: questionPath(question.id),
    });
    return created;
  });
  return serializeAnswer(row, question.acceptedAnswerId, actor);
}

/** Its author or an admin (recorded). */
export async function deleteAnswer({ id, actor }: { id: number; actor: Actor }) {
  const answer = await getVisibleAnswer(id, actor);
  if (!canDeleteAnswer(actor, answer)) throw new AppError("FORBIDDEN");
  await db.$transaction(async (tx) => {
    await tx.answer.delete({ where: { id } }); // the accepted mark (SetNull) and votes go with it
    if (isAdminRole(actor.role)) await recordAudit(tx, actor, { action: "answer.delete", targetType: "answer", targetId: id, summary: answer.question.title });
  });
}

/**
 * Toggles the member's vote: the (answer, member) key makes a second row impossible, so any number
 * of simultaneous toggles leaves zero or one vote, and many members voting at once each count once.
 */
export async function toggleVote({ answerId, actor }: { answerId: number; actor: Actor }) {
  const answer = await getVisibleAnswer(answerId, actor);
  if (!canVote(actor, answer)) throw new AppError("FORBIDDEN", "You cannot vote on your own answer", { reason: "OWN_ANSWER" });
  const key = { answerId, userId: actor.id };
  const removed = await db.answerVote.deleteMany({ where: key });
  if (removed.count === 0) {
    await db.answerVote.create({ data: key }).catch((e) => {
      if ((e as { code?: string }).code !== "P2002") throw e; // a simultaneous toggle already voted
    });
  }
  const [votes, mine] = await Promise.all([db.answerVote.count({ where: { answerId } }), db.answerVote.findUnique({ where: { answerId_userId: key } })]);
  return { votes, voted: mine !== null };
}

/**
 * The asker or an admin marks (or unmarks) the accepted answer. It is one column on the question,
 * so two people accepting different answers at once leave exactly one accepted.
 */
export async function setAcceptedAnswer({ input, actor }: { input: TAcceptInput; actor: Actor }) {
  const answer = await getVisibleAnswer(input.answer_id, actor);
  if (!canAccept(actor, answer.question)) throw new AppError("FORBIDDEN", "Only the asker or an admin can accept an answer");
  const questionId = answer.questionId;
  await db.$transaction(async (tx) => {
    if (input.accepted) {
      await tx.question.update({ where: { id: questionId }, data: { acceptedAnswerId: answer.id } });
      if (answer.question.acceptedAnswerId !== answer.id) {
        await notify(tx, {
          userId: answer.userId,
          actorId: actor.id,
          type: "answer_accepted",
          params: { title: answer.question.title },
          link: questionPath(questionId),
        });
      }
    } else await tx.question.updateMany({ where: { id: questionId, acceptedAnswerId: answer.id }, data: { acceptedAnswerId: null } });
    if (isAdminRole(actor.role)) {
      await recordAudit(tx, actor, {
        action: input.accepted ? "answer.accept" : "answer.unaccept",
        targetType: "answer",
        targetId: answer.id,
        summary: answer.question.title,
      });
    }
  });
  return getQuestion({ id: questionId, actor });
}
