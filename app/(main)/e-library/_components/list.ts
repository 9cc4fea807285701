import type { PagedListSpec } from "@/lib/lists/paged-list";
import type { EnglishNames } from "@/lib/learning/names";
import { LIBRARY_CRUD, type BookJson } from "@/lib/learning/types";

export type BookPage = { books: BookJson[]; categories: string[]; names: EnglishNames; total: number };

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const BOOK_LIST: PagedListSpec<"category"> = { endpoint: LIBRARY_CRUD.list, pageSize: 12, filters: ["category"] };
