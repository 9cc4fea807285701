import { legacyJson, route } from "@/lib/http/route";
import { ZRequestsQuery } from "@/lib/schemas/opportunities";
import { findTargetRequests } from "@/lib/server/partnership-requests";

// GET /backend/api/opportunities/requests.php?id= (or ?project_id=): the owner's or an admin's view
export const GET = route({ auth: "user", query: ZRequestsQuery }, async ({ query, user }) => {
  const target = query.id !== undefined ? { opportunityId: query.id } : { projectId: query.project_id as number };
  return legacyJson({ requests: await findTargetRequests({ target, actor: user }) });
});
