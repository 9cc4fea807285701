import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { findTargetRequests } from "@/lib/server/partnership-requests";

// GET /backend/api/opportunities/requests.php?id= (or ?project_id=): the owner's or an admin's view
export const GET = route(opportunitiesApi.requests, async ({ query, user, reply }) => {
  const target = query.id !== undefined ? { opportunityId: query.id } : { projectId: query.project_id as number };
  return reply({ requests: await findTargetRequests({ target, actor: user }) });
});
