import { route } from "@/lib/http/route";
import { reportsApi } from "@/lib/openapi/domains/reports";
import { createReport } from "@/lib/server/reports";

// POST /backend/api/reports/create.php: JSON {type,id,reason,note?}; a member reports an item (one open report each)
export const POST = route(reportsApi.create, async ({ body, user, reply }) =>
  reply({ message: "Report received", report: await createReport({ input: body, actor: user }) }, 201),
);
