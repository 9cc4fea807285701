import { z } from "zod";
import { ZId, zFlag, zQueryInt } from "@/lib/schemas/common";

export const ZNotificationQuery = z.object({
  unread: zFlag(),
  limit: zQueryInt(1, 100),
});
export type TNotificationQuery = z.infer<typeof ZNotificationQuery>;

/** PUT mark_read.php: one notification by id, or all of them. */
export const ZMarkReadInput = z.union([z.object({ all: z.literal(true) }), z.object({ id: ZId })], "invalid");
export type TMarkReadInput = z.infer<typeof ZMarkReadInput>;
