import { z } from "zod";
import { normalizeHandle } from "@/lib/users/handles";

/** GET /backend/api/researchers/get.php?handle= */
export const ZResearcherQuery = z.object({
  handle: z.string("required").transform(normalizeHandle).pipe(z.string().min(1, "required").max(64, "tooLong")),
});
