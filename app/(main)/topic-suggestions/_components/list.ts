import type { PagedListSpec } from "@/lib/lists/paged-list";
import { TOPICS_ENDPOINT } from "@/lib/topics/types";

/** The board's list, shared by the board (browser) and its page (the server renders the first page). */
export const TOPIC_LIST: PagedListSpec<"mine"> = { endpoint: TOPICS_ENDPOINT, pageSize: 9, filters: ["mine"] };
