import type { PagedListSpec } from "@/lib/lists/paged-list";
import { PROJECTS_CRUD, type ResearchProjectJson } from "@/lib/partnership/types";

export type ProjectPage = { projects: ResearchProjectJson[]; total: number; page: number; limit: number; tags: string[] };

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const PROJECT_LIST: PagedListSpec<"tag"> = { endpoint: PROJECTS_CRUD.list, pageSize: 9, filters: ["tag"] };
