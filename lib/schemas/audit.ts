import { z } from "zod";
import { ZPageQuery } from "@/lib/schemas/common";

// GET /backend/api/admin/audit.php: ?action=&actor=&page=&limit=.
export const ZAuditQuery = ZPageQuery.extend({
  /** an exact action ("post.delete") or a prefix ending with a dot ("post.") */
  action: z
    .string()
    .trim()
    .max(80, "tooLong")
    .regex(/^[a-z_.]*$/, "invalid")
    .optional(),
  /** the actor's id or e-mail */
  actor: z.string().trim().max(254, "tooLong").optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
