import type { PagedListSpec } from "@/lib/lists/paged-list";
import type { EnglishNames } from "@/lib/learning/names";
import { EXAMS_CRUD, type ExamJson } from "@/lib/learning/types";

export type ExamPage = { exams: ExamJson[]; categories: string[]; names: EnglishNames; total: number };

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const EXAM_LIST: PagedListSpec<"category"> = { endpoint: EXAMS_CRUD.list, pageSize: 9, filters: ["category"] };
