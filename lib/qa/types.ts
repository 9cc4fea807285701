// The Q&A's JSON as the browser receives it; client-safe.
import { crudApi } from "@/lib/lists/crud";
import type { Formulas } from "@/lib/math-text";

export type QuestionJson = {
  id: number;
  title: string;
  description: string;
  /** the description's formulas ($…$, $$…$$) typeset on the server, by their source as typed; absent when it has none */
  formulas?: Formulas;
  keyword: string;
  image_path: string | null;
  author: string;
  user_id: string;
  status: "pending" | "approved" | "rejected";
  answer_count: number;
  solved: boolean;
  accepted_answer_id: number | null;
  created_at: string;
  can_edit: boolean;
  can_delete: boolean;
  can_accept: boolean;
};

export type AnswerJson = {
  id: number;
  question_id: number;
  text: string;
  /** its formulas ($…$, $$…$$) typeset on the server, by their source as typed; absent when it has none */
  formulas?: Formulas;
  author: string;
  user_id: string;
  votes: number;
  voted: boolean;
  accepted: boolean;
  created_at: string;
  can_delete: boolean;
  can_vote: boolean;
};

export type QuestionPage = { questions: QuestionJson[]; total: number; page: number; limit: number };
export type QuestionDetail = { question: QuestionJson; answers: AnswerJson[] };

export const QA_API = "/backend/api/qa";
export const QUESTIONS_ENDPOINT = `${QA_API}/read.php`;
export const QUESTION_ENDPOINT = `${QA_API}/get_single.php`;
export const SIMILAR_ENDPOINT = `${QA_API}/similar.php`;
export const QA_CRUD = crudApi(QA_API, { moderated: true });
