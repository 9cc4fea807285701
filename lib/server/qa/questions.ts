import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { IMAGE_KINDS } from "@/lib/files/files";
import { canDeleteQuestion, canEditQuestion, rankSimilar, significantWords, SIMILAR_LIMIT, sortAnswers } from "@/lib/qa/rules";
import { assertAdmin } from "@/lib/auth/roles";
import { QA_IMAGE_MAX_BYTES, type TQuestionInput, type TQuestionListQuery, type TQuestionStatusInput, type TUpdateQuestionInput } from "@/lib/schemas/qa";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { findPage } from "@/lib/server/paging";
import { answerInclude, getVisibleQuestion, keyOf, serializeAnswer, serializeQuestion, withAnswerCount } from "@/lib/server/qa/rows";
import { claimUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeUploadLimit, takeWriteLimit } from "@/lib/server/write-limits";
import { notHidden } from "@/lib/server/hidden";

// Questions: the board's list and search, one question with its answers, and what the asker and
// the admins do to a question (ask, edit, review, delete).

/** Newest first; members see approved questions and their own, `admin` (admins only) all. */
export async function findQuestions({ query, actor }: { query: TQuestionListQuery; actor: Actor }) {
  if (query.admin) assertAdmin(actor);
  const visible = query.admin ? {} : query.mine ? { userId: actor.id } : { OR: [{ status: "approved" }, { userId: actor.id }] };
  const where = { AND: [visible, notHidden, query.status ? { status: query.status } : {}] };
  const { rows, nextCursor, paging } = await findPage({
    query,
    search: "Question",
    rows: (narrowing, window) => db.question.findMany({ where: { AND: [...where.AND, narrowing] }, include: withAnswerCount, ...window }),
    count: () => db.question.count({ where }),
    createdAtOf: (id) => db.question.findUnique({ where: { id }, select: { createdAt: true } }),
  });
  return {
    questions: rows.map((r) => serializeQuestion(r, actor)),
    ...paging,
    next_cursor: nextCursor,
  };
}

/** Up to five approved questions like a title being typed (the same stemmed words as search). */
export async function findSimilarQuestions({ q, actor }: { q: string; actor: Actor }) {
  const words = significantWords(q);
  if (words.length === 0) return [];
  const candidates = await db.question.findMany({
    where: { status: "approved", ...notHidden, OR: words.map((w) => ({ searchKey: { contains: w } })) },
    include: withAnswerCount,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rankSimilar(q, candidates, SIMILAR_LIMIT).map((r) => serializeQuestion(r, actor));
}

/** One question and its answers: accepted first, then votes, then oldest. */
export async function getQuestion({ id, actor }: { id: number; actor: Actor }) {
  const question = await getVisibleQuestion(id, actor);
  const rows = await db.answer.findMany({
    where: { questionId: id, ...notHidden },
    include: answerInclude(actor),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
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
