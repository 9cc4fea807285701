import "server-only";
import { formulasOf } from "@/lib/math";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canAccept, canDeleteAnswer, canDeleteQuestion, canEditQuestion, canSeeQuestion, canVote, type QuestionStatus } from "@/lib/qa/rules";
import type { Actor } from "@/lib/auth/session";
import { isHidden, notHidden } from "@/lib/server/hidden";
import type { QuestionJson } from "@/lib/qa/types";

// The rows of Q&A as the use cases read them, their JSON shapes, and the lookups that hide what a
// member may not see. Questions wait for review; answers on approved questions need none; members
// vote on others' answers; the asker (or an admin) marks one accepted answer.

type QuestionRow = {
  id: number;
  title: string;
  description: string;
  keyword: string;
  imagePath: string | null;
  status: string;
  userId: string;
  authorName: string;
  acceptedAnswerId: number | null;
  createdAt: Date;
  _count: { answers: number };
};

export const withAnswerCount = { _count: { select: { answers: { where: notHidden } } } } as const;

export function serializeQuestion(q: QuestionRow, actor: Actor): QuestionJson {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    formulas: formulasOf(q.description),
    keyword: q.keyword,
    image_path: q.imagePath,
    author: q.authorName,
    user_id: q.userId,
    status: q.status as QuestionStatus,
    answer_count: q._count.answers,
    solved: q.acceptedAnswerId !== null,
    accepted_answer_id: q.acceptedAnswerId,
    created_at: q.createdAt.toISOString(),
    can_edit: canEditQuestion(actor, q),
    can_delete: canDeleteQuestion(actor, q),
    can_accept: canAccept(actor, q),
  };
}

/** The search key of a question: its words, normalized, the title weighted. */
export const keyOf = (i: { title: string; description: string; keyword: string }) => indexedKeyOf(i.title, i.description, i.keyword);

/** A question the actor may see (others' unapproved ones are "not found", not "forbidden"). */
export async function getVisibleQuestion(id: number, actor: Actor) {
  const row = await db.question.findUnique({ where: { id }, include: withAnswerCount });
  // a hidden question is gone for everyone: the moderators find it through its report
  if (!row || isHidden(row) || !canSeeQuestion(actor, row)) throw new AppError("NOT_FOUND", "Question not found");
  return row;
}

type AnswerRow = {
  id: number;
  questionId: number;
  text: string;
  authorName: string;
  userId: string;
  createdAt: Date;
  _count: { votes: number };
  votes: { userId: string }[];
};
export const answerInclude = (actor: Actor) =>
  ({ _count: { select: { votes: true } }, votes: { where: { userId: actor.id }, select: { userId: true } } }) as const;

export function serializeAnswer(a: AnswerRow, acceptedId: number | null, actor: Actor) {
  return {
    id: a.id,
    question_id: a.questionId,
    text: a.text,
    formulas: formulasOf(a.text),
    author: a.authorName,
    user_id: a.userId,
    votes: a._count.votes,
    voted: a.votes.length > 0,
    accepted: a.id === acceptedId,
    created_at: a.createdAt.toISOString(),
    can_delete: canDeleteAnswer(actor, a),
    can_vote: canVote(actor, a),
  };
}

/** An answer (with its question) the actor may see. */
export async function getVisibleAnswer(id: number, actor: Actor) {
  const answer = await db.answer.findUnique({ where: { id }, include: { question: true } });
  if (!answer || isHidden(answer) || isHidden(answer.question) || !canSeeQuestion(actor, answer.question)) throw new AppError("NOT_FOUND", "Answer not found");
  return answer;
}
