import { z } from "zod";
import { named, ok, okMessage, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TYPES } from "@/lib/reports/rules";
import { ZQueueQuery, ZQueueStepInput, ZReportInput, ZResolveReportInput } from "@/lib/schemas/reports";

const tag = "reports";
const count = z.number().int().min(0);

const ZReport = named(
  "Report",
  z.strictObject({
    id: z.number().int(),
    type: z.enum(REPORT_TYPES),
    item_id: z.string(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    created_at: zInstant(),
    resolved_at: zInstant().nullable(),
  }),
);

const ZQueueItem = named(
  "QueueItem",
  z.strictObject({
    type: z.string(),
    id: z.union([z.number().int(), z.string()]),
    title: z.string(),
    status: z.string(),
    report_id: z.number().int().optional(),
    reason: z.enum(REPORT_REASONS).optional(),
    reports: count,
    created_at: zInstant(),
  }),
);

export const reportOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/backend/api/reports/create.php",
    tag,
    summary: "A member reports an item they can see; one open report per member and item (409)",
    auth: "user",
    body: ZReportInput,
    responses: { 201: ok({ message: z.string(), report: ZReport }) },
    errors: [404, 409, 429],
  },
  {
    method: "put",
    path: "/backend/api/reports/resolve.php",
    tag,
    summary: "Dismisses the item's open reports, hides the item (kept in the database, out of every list, search and page) or deletes it; audited",
    auth: "admin",
    body: ZResolveReportInput,
    responses: { 200: ok({ message: z.string(), report: ZReport }) },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/backend/api/admin/queue.php",
    tag: "admin",
    summary: "A page of everything waiting for a moderator, oldest first, with the whole queue's counts per kind",
    auth: "admin",
    query: ZQueueQuery,
    responses: {
      200: ok({
        items: z.array(ZQueueItem),
        total: count,
        page: z.number().int().min(1),
        limit: z.number().int().min(1),
        counts: z.strictObject({ question: count, topic: count, resource: count, opportunity: count, article: count, report: count }),
      }),
    },
  },

  {
    method: "put",
    path: "/backend/api/admin/queue.php",
    tag: "admin",
    summary: "Moves a waiting item one step along its kind's transition map (approve, reject, review)",
    auth: "admin",
    body: ZQueueStepInput,
    responses: { 200: okMessage() },
    errors: [404, 409],
  },
];
