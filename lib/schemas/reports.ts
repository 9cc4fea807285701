import { z } from "zod";
import { REPORT_ACTIONS, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TYPES } from "@/lib/reports/rules";
import { ZId, ZPageQuery, zOptionalText } from "@/lib/schemas/common";
import { QUEUE_KINDS } from "@/lib/moderation/kinds";
import { QUEUE_FILTERS } from "@/lib/reports/types";

/**
 * A member's report. Members have text ids (or are named by handle), every other kind a numeric one (sent as a number or a
 * numeric string); `id` comes out as text either way, as the report stores it.
 */
export const ZReportInput = z
  .object({
    type: z.enum(REPORT_TYPES),
    id: z.union([z.number(), z.string().trim().min(1).max(64)]),
    reason: z.enum(REPORT_REASONS),
    note: zOptionalText(REPORT_NOTE_MAX),
  })
  .transform((v, ctx) => {
    if (v.type === "member") return { ...v, id: String(v.id) };
    const id = ZId.safeParse(v.id);
    if (!id.success) {
      ctx.addIssue({ code: "custom", path: ["id"], message: "invalid" });
      return z.NEVER;
    }
    return { ...v, id: String(id.data) };
  });
export type TReportInput = z.infer<typeof ZReportInput>;

export const ZResolveReportInput = z.object({ id: ZId, action: z.enum(REPORT_ACTIONS) });
export type TResolveReportInput = z.infer<typeof ZResolveReportInput>;

/** A page of the queue (`page`, `limit`), of one `kind` or of everything. */
export const ZQueueQuery = ZPageQuery.pick({ page: true, limit: true }).extend({ kind: z.enum(QUEUE_FILTERS).optional() });
export type TQueueQuery = z.infer<typeof ZQueueQuery>;

/** A moderator's step on a waiting item, through its kind's transition map. */
export const ZQueueStepInput = z.object({ type: z.enum(QUEUE_KINDS), id: ZId, to: z.string().trim().min(1).max(40) });
export type TQueueStepInput = z.infer<typeof ZQueueStepInput>;
