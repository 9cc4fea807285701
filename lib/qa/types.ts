// The Q&A's JSON as the browser receives it; client-safe.
import type { z } from "zod";
import type { ZQuestion, ZAnswer } from "@/lib/openapi/domains/qa";
import { crudApi } from "@/lib/lists/crud";

export type QuestionJson = z.output<typeof ZQuestion>;

export type AnswerJson = z.output<typeof ZAnswer>;

export type QuestionPage = { questions: QuestionJson[]; total: number; page: number; limit: number };
export type QuestionDetail = { question: QuestionJson; answers: AnswerJson[] };

export const QA_API = "/backend/api/qa";
export const QUESTIONS_ENDPOINT = `${QA_API}/read.php`;
export const QUESTION_ENDPOINT = `${QA_API}/get_single.php`;
export const SIMILAR_ENDPOINT = `${QA_API}/similar.php`;
export const QA_CRUD = crudApi(QA_API, { moderated: true });
