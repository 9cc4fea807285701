import { z } from "zod";
import { apiFolder, named, ok, zInstant, type ApiOperation } from "@/lib/openapi/registry";
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TYPES } from "@/lib/reports/rules";
import { ZReportInput, ZResolveReportInput } from "@/lib/schemas/reports";

export const ZReport = named(
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

const reports = apiFolder("/backend/api/reports");

export const reportsApi = {
  create: reports.post("create.php", "user", "A member reports an item they can see; one open report per member and item (409)", {
    body: ZReportInput,
    responses: { 201: ok({ message: z.string(), report: ZReport }) },
    errors: [404, 409, 429],
  }),
  resolve: reports.put(
    "resolve.php",
    "admin",
    "Dismisses the item's open reports, hides the item (kept in the database, out of every list, search and page) or deletes it; audited",
    { body: ZResolveReportInput, responses: { 200: ok({ message: z.string(), report: ZReport }) }, errors: [404, 409] },
  ),
};

export const reportOperations: ApiOperation[] = Object.values(reportsApi);
