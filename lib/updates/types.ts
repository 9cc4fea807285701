// Client-safe shape of a latest update (updates/read.php).
import type { z } from "zod";
import type { ZLatestUpdate } from "@/lib/openapi/domains/site";
export type LatestUpdateJson = z.output<typeof ZLatestUpdate>;

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const UPDATES_API = "/backend/api/updates";
