import type { PagedListSpec } from "@/lib/lists/paged-list";
import { QUESTIONS_ENDPOINT } from "@/lib/qa/types";

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const QUESTION_LIST: PagedListSpec<"mine"> = { endpoint: QUESTIONS_ENDPOINT, pageSize: 10, filters: ["mine"] };
