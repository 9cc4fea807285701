import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { createOpportunity } from "@/lib/server/opportunities";

// POST /backend/api/opportunities/create.php: a member shares a project (owner from the session, pending)
export const POST = route(opportunitiesApi.create, async ({ body, user, reply }) => {
  const opportunity = await createOpportunity({ input: body, actor: user });
  return reply({ message: "Opportunity created", id: opportunity.id, opportunity }, 201);
});
