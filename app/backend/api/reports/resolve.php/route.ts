import { route } from "@/lib/http/route";
import { reportsApi } from "@/lib/openapi/domains/reports";
import { resolveReport } from "@/lib/server/reports";

// PUT /backend/api/reports/resolve.php: JSON {id,action dismiss|hide|delete}; admins
export const PUT = route(reportsApi.resolve, async ({ body, user, reply }) =>
  reply({ message: "Report resolved", report: await resolveReport({ input: body, actor: user }) }),
);
