import { z } from "zod";
import { ZId, zFlag, zQueryInt } from "@/lib/schemas/common";

export const ZNotificationQuery = z.object({
  unread: zFlag(),
  limit: zQueryInt(1, 100),
});
export type TNotificationQuery = z.infer<typeof ZNotificationQuery>;

/** PUT mark_read.php: one notification by id, or all of them (`all: true`); a bad value names its field. */
export const ZMarkReadInput = z
  .object({ all: z.literal(true, "invalid").optional(), id: ZId.optional() })
  .superRefine((v, ctx) => {
    if (!v.all && v.id === undefined) ctx.addIssue({ code: "custom", path: ["id"], message: "required" });
  })
  .transform((v): { all: true } | { id: number } => (v.all ? { all: true } : { id: v.id! }));
export type TMarkReadInput = z.infer<typeof ZMarkReadInput>;
