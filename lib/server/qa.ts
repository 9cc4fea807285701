import "server-only";
import { questionPath } from "@/lib/qa/paths";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { IMAGE_KINDS } from "@/lib/files/files";
import {
  canAccept,
  canDeleteAnswer,
  canDeleteQuestion,
  canEditQuestion,
  canSeeQuestion,
  canVote,
  rankSimilar,
  significantWords,
  SIMILAR_LIMIT,
  sortAnswers,
} from "@/lib/qa/rules";
import { assertAdmin } from "@/lib/auth/roles";
import {
  QA_IMAGE_MAX_BYTES,
  type TAcceptInput,
  type TAnswerInput,
  type TQuestionInput,
  type TQuestionListQuery,
  type TQuestionStatusInput,
  type TUpdateQuestionInput,
} from "@/lib/schemas/qa";
import { isAdminRole } from "@/lib/schemas/users";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { notify } from "@/lib/server/notifications";
import { afterCursor } from "@/lib/server/community-cursor";
import { pageArgs } from "@/lib/server/paging";
import { searchFiltered } from "@/lib/server/search";
import { claimUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeUploadLimit, takeWriteLimit } from "@/lib/server/write-limits";

// Q&A (DESIGN §2b): questions wait for review, answers on approved questions need none, members
// vote on others' answers, and the asker (or an admin) marks one accepted answer.

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

const withAnswerCount = { _count: { select: { answers: true } } } as const;

export function serializeQuestion(q: QuestionRow, actor: Actor) {
  return {
    id: q.id,
    title: q.title,
    description: q.description,
    keyword: q.keyword,
    image_path: q.imagePath,
    author: q.authorName,
    user_id: q.userId,
    status: q.status,
    answer_count: q._count.answers,
    solved: q.acceptedAnswerId !== null,
    accepted_answer_id: q.acceptedAnswerId,
    created_at: q.createdAt.toISOString(),
    can_edit: canEditQuestion(actor, q),
    can_delete: canDeleteQuestion(actor, q),
    can_accept: canAccept(actor, q),
  };
}
export type QuestionJson = ReturnType<typeof serializeQuestion>;

const keyOf = (i: { title: string; description: string; keyword: string }) => indexedKeyOf(i.title, i.description, i.keyword);

/** Newest first; members see approved questions and their own, `admin` (admins only) all. */
export async function findQuestions({ query, actor }: { query: TQuestionListQuery; actor: Actor }) {
  if (query.admin) assertAdmin(actor);
  const visible = query.admin ? {} : query.mine ? { userId: actor.id } : { OR: [{ status: "approved" }, { userId: actor.id }] };
  const where = { AND: [visible, query.status ? { status: query.status } : {}] };
  const paging = pageArgs(query);
  const newest = async () => {
    const after = await afterCursor(query.cursor, (id) => db.question.findUnique({ where: { id }, select: { createdAt: true } }));
    const skip = query.cursor === undefined ? (paging.page - 1) * paging.limit : 0;
    const [rows, total] = await Promise.all([
      db.question.findMany({
        where: { AND: [...where.AND, after] },
        include: withAnswerCount,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take: paging.limit + 1,
      }),
      db.question.count({ where }),
    ]);
    const items = rows.slice(0, paging.limit);
    return { items, total, nextCursor: rows.length > paging.limit ? items[items.length - 1].id : null };
  };
  const found = await searchFiltered({
    table: "Question",
    q: query.q,
    find: (ids) => db.question.findMany({ where: { AND: [...where.AND, { id: { in: ids } }] }, include: withAnswerCount }),
    page: paging.page,
    limit: paging.limit,
    cursor: query.cursor,
  });
  const { items, total, nextCursor } = found ? { items: found.rows, total: found.total, nextCursor: found.nextCursor } : await newest();
  return {
    questions: items.map((r) => serializeQuestion(r, actor)),
    ...paging.meta(total),
    next_cursor: nextCursor,
  };
}

/** Up to five approved questions like a title being typed (the same stemmed words as search). */
export async function findSimilarQuestions({ q, actor }: { q: string; actor: Actor }) {
  const words = significantWords(q);
  if (words.length === 0) return [];
  const candidates = await db.question.findMany({
    where: { status: "approved", OR: words.map((w) => ({ searchKey: { contains: w } })) },
    include: withAnswerCount,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rankSimilar(q, candidates, SIMILAR_LIMIT).map((r) => serializeQuestion(r, actor));
}

async function getQuestionRow(id: number) {
  const row = await db.question.findUnique({ where: { id }, include: withAnswerCount });
  if (!row) throw new AppError("NOT_FOUND", "Question not found");
  return row;
}

/** A question the actor may see (others' unapproved ones are "not found", not "forbidden"). */
async function getVisibleQuestion(id: number, actor: Actor) {
  const row = await getQuestionRow(id);
  if (!canSeeQuestion(actor, row)) throw new AppError("NOT_FOUND", "Question not found");
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
const answerInclude = (actor: Actor) => ({ _count: { select: { votes: true } }, votes: { where: { userId: actor.id }, select: { userId: true } } }) as const;

function serializeAnswer(a: AnswerRow, acceptedId: number | null, actor: Actor) {
  return {
    id: a.id,
    question_id: a.questionId,
    text: a.text,
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
export type AnswerJson = ReturnType<typeof serializeAnswer>;

/** One question and its answers: accepted first, then votes, then oldest. */
export async function getQuestion({ id, actor }: { id: number; actor: Actor }) {
  const question = await getVisibleQuestion(id, actor);
  const rows = await db.answer.findMany({ where: { questionId: id }, include: answerInclude(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const answers = rows.map((r) => serializeAnswer(r, question.acceptedAnswerId, actor));
  const byId = new Map(answers.map((a) => [a.id, a]));
  const order = sortAnswers(answers.map((a) => ({ id: a.id, accepted: a.accepted, votes: a.votes, createdAt: a.created_at })));
  return { question: serializeQuestion(question, actor), answers: order.map((o) => byId.get(o.id)!) };
}

/** A member asks; the question waits for review. */
export async function createQuestion({ input, actor }: { input: TQuestionInput; actor: Actor }) {
  await takeWriteLimit("question", actor);
  const row = await db.$transaction(async (tx) => {
    // only an image the asker uploaded for a question
    await claimUpload(tx, { value: input.image_path, purpose: "question", actor, field: "image_path" });
    return tx.question.create({
      data: {
        title: input.title,
        description: input.description,
        keyword: input.keyword,
        imagePath: input.image_path,
        status: "pending",
        userId: actor.id,
        authorName: actor.name.trim() || actor.email,
        searchKey: keyOf(input),
      },
      include: withAnswerCount,
    });
  });
  return serializeQuestion(row, actor);
}

/** The asker while pending, or an admin (recorded in the audit log). */
export async function updateQuestion({ input, actor }: { input: TUpdateQuestionInput; actor: Actor }) {
  const current = await getVisibleQuestion(input.id, actor);
  if (!canEditQuestion(actor, current))
    throw new AppError("FORBIDDEN", current.userId === actor.id ? "Only a question waiting for review can be edited" : "Forbidden");
  const data = { title: input.title, description: input.description, keyword: input.keyword, searchKey: keyOf(input) };
  const row = await db.$transaction(async (tx) => {
    // the asker's edit applies only while the question is still pending
    const where = isAdminRole(actor.role) ? { id: input.id } : { id: input.id, userId: actor.id, status: "pending" };
    const { count } = await tx.question.updateMany({ where, data });
    if (count === 0) throw new AppError("CONFLICT", "The question was changed meanwhile");
    if (isAdminRole(actor.role)) await recordAudit(tx, actor, { action: "question.update", targetType: "question", targetId: input.id, summary: input.title });
    return tx.question.findUniqueOrThrow({ where: { id: input.id }, include: withAnswerCount });
  });
  return serializeQuestion(row, actor);
}

/** Admins: approve, reject or send back to review, along the question's transition map. */
export async function setQuestionStatus({ input, actor }: { input: TQuestionStatusInput; actor: Actor }) {
  await moveStatus({ kind: "question", id: input.id, to: input.status, actor });
  return serializeQuestion(await db.question.findUniqueOrThrow({ where: { id: input.id }, include: withAnswerCount }), actor);
}

/** The asker or an admin; answers and votes go with it, and so does its image. */
export async function deleteQuestion({ id, actor }: { id: number; actor: Actor }) {
  const current = await getVisibleQuestion(id, actor);
  if (!canDeleteQuestion(actor, current)) throw new AppError("FORBIDDEN");
  await db.$transaction(async (tx) => {
    await tx.question.delete({ where: { id } });
    if (isAdminRole(actor.role)) await recordAudit(tx, actor, { action: "question.delete", targetType: "question", targetId: id, summary: current.title });
  });
  await releaseUploads([current.imagePath]);
}

/** An image for a question: any image type we recognise by content, at most 5 MB. */
export async function saveQuestionImage({ file, actor }: { file: File; actor: Actor }) {
  await takeUploadLimit(actor, [file]);
  return (await storeUpload({ file, allowed: IMAGE_KINDS, maxBytes: QA_IMAGE_MAX_BYTES, purpose: "question", uploader: actor })).path;
}

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

async function getVisibleAnswer(id: number, actor: Actor) {
  const answer = await db.answer.findUnique({ where: { id }, include: { question: true } });
  if (!answer || !canSeeQuestion(actor, answer.question)) throw new AppError("NOT_FOUND", "Answer not found");
  return answer;
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
