import type { PagedListSpec } from "@/lib/lists/paged-list";
import { OPPORTUNITIES_CRUD, type OpportunityJson } from "@/lib/partnership/types";

export type OpportunityPage = { opportunities: OpportunityJson[]; total: number; page: number; limit: number };

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const OPPORTUNITY_LIST: PagedListSpec<"field" | "mine"> = { endpoint: OPPORTUNITIES_CRUD.list, pageSize: 9, filters: ["field", "mine"] };
