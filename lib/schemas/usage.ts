import { z } from "zod";
import { ZId } from "@/lib/schemas/common";

/** GET stats.php. */
export const ZArticleStatsQuery = z.object({ id: ZId });
