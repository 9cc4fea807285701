import { z } from "zod";
import { apiFolder, named, ok, okMessage, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { ADMIN_API } from "@/lib/audit/types";
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TYPES } from "@/lib/reports/rules";
import { ZQueueQuery, ZQueueStepInput, ZReportInput, ZResolveReportInput } from "@/lib/schemas/reports";

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

const reports = apiFolder("/backend/api/reports");
const admin = apiFolder(ADMIN_API);

export const reportOperations: ApiOperation[] = [
  reports.post("create.php", "user", "A member reports an item they can see; one open report per member and item (409)", {
    body: ZReportInput,
    responses: { 201: ok({ message: z.string(), report: ZReport }) },
    errors: [404, 409, 429],
  }),
  reports.put(
    "resolve.php",
    "admin",
    "Dismisses the item's open reports, hides the item (kept in the database, out of every list, search and page) or deletes it; audited",
    { body: ZResolveReportInput, responses: { 200: ok({ message: z.string(), report: ZReport }) }, errors: [404, 409] },
  ),
  admin.get("queue.php", "admin", "A page of everything waiting for a moderator, oldest first, with the whole queue's counts per kind", {
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
  }),
  admin.put("queue.php", "admin", "Moves a waiting item one step along its kind's transition map (approve, reject, review)", {
    body: ZQueueStepInput,
    responses: { 200: okMessage() },
    errors: [404, 409],
  }),
];
