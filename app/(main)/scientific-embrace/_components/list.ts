import type { PagedListSpec } from "@/lib/lists/paged-list";
import { RESOURCES_CRUD, type ResourceJson } from "@/lib/learning/types";

export type ResourcePage = { resources: ResourceJson[]; total: number };

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const RESOURCE_LIST: PagedListSpec<"type"> = { endpoint: RESOURCES_CRUD.list, pageSize: 9, filters: ["type"] };
