import { z } from "zod";
import { ZIdQuery } from "@/lib/schemas/common";
import { apiFolder, named, ok, pageFields, zFormulas, zInstant, zUpload, type ApiOperation } from "@/lib/openapi/registry";
import {
  ZAcceptInput,
  ZAnswerInput,
  ZQuestionInput,
  ZQuestionListQuery,
  ZQuestionStatusInput,
  ZSimilarQuery,
  ZUpdateQuestionInput,
  ZVoteInput,
} from "@/lib/schemas/qa";

const QA = "/backend/api/qa";

export const ZQuestion = named(
  "Question",
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    formulas: zFormulas,
    keyword: z.string(),
    image_path: z.string().nullable(),
    author: z.string(),
    user_id: z.string(),
    status: z.enum(["pending", "approved", "rejected"]),
    answer_count: z.number().int(),
    solved: z.boolean(),
    accepted_answer_id: z.number().int().nullable(),
    created_at: zInstant(),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    can_accept: z.boolean(),
  }),
);

export const ZAnswer = named(
  "Answer",
  z.object({
    id: z.number().int(),
    question_id: z.number().int(),
    text: z.string(),
    formulas: zFormulas,
    author: z.string(),
    user_id: z.string(),
    votes: z.number().int(),
    voted: z.boolean(),
    accepted: z.boolean(),
    created_at: zInstant(),
    can_delete: z.boolean(),
    can_vote: z.boolean(),
  }),
);

const detail = ok({ question: ZQuestion, answers: z.array(ZAnswer) });

const qa = apiFolder(QA);

export const qaApi = {
  read: qa.get("read.php", "user", "Approved questions and the member's own; ?admin=true (admins) every status", {
    query: ZQuestionListQuery,
    responses: { 200: ok({ questions: z.array(ZQuestion), ...pageFields, next_cursor: z.number().int().nullable() }) },
  }),
  getSingle: qa.get("get_single.php", "user", "A question with its answers: accepted first, then votes, then oldest", {
    query: ZIdQuery,
    responses: { 200: detail },
    errors: [404],
  }),
  similar: qa.get("similar.php", "user", "Up to five approved questions like a title being typed", {
    query: ZSimilarQuery,
    responses: { 200: ok({ questions: z.array(ZQuestion) }) },
  }),
  create: qa.post("create.php", "user", "Ask a question (pending until approved)", {
    body: ZQuestionInput,
    responses: { 201: ok({ message: z.string(), question: ZQuestion }) },
    errors: [429],
  }),
  uploadImage: qa.post("upload_image.php", "user", "Upload a question image (any image type by content, ≤ 5 MB)", {
    form: z.object({ image: zUpload() }),
    responses: { 200: ok({ image_path: z.string() }) },
    errors: [429],
  }),
  update: qa.put("update.php", "user", "Edit a question (the asker while pending, or an admin)", {
    body: ZUpdateQuestionInput,
    responses: { 200: ok({ message: z.string(), question: ZQuestion }) },
    errors: [404, 409],
  }),
  updateStatus: qa.put("update_status.php", "admin", "Moderate a question along its transition map", {
    body: ZQuestionStatusInput,
    responses: { 200: ok({ message: z.string(), question: ZQuestion }) },
    errors: [404, 409],
  }),
  delete: qa.deleteById("delete.php", "user", "Remove a question (the asker or an admin)"),
  answer: qa.post("answer.php", "user", "Answer an approved question", {
    body: ZAnswerInput,
    responses: { 201: ok({ message: z.string(), answer: ZAnswer }) },
    errors: [404, 409, 429],
  }),
  deleteAnswer: qa.deleteById("delete_answer.php", "user", "Remove an answer (its author or an admin)"),
  vote: qa.post("vote.php", "user", "Toggle the member's vote on an answer (never one's own)", {
    body: ZVoteInput,
    responses: { 200: ok({ votes: z.number().int(), voted: z.boolean() }) },
    errors: [404, 409],
  }),
  accept: qa.put("accept.php", "user", "Accept or unaccept an answer (the asker or an admin); at most one per question", {
    body: ZAcceptInput,
    responses: { 200: detail },
    errors: [404, 409],
  }),
};

export const qaOperations: ApiOperation[] = [...Object.values(qaApi)];
