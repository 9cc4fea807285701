import { legacyJson, route } from "@/lib/http/route";
import { ZOpportunityInput } from "@/lib/schemas/opportunities";
import { createOpportunity } from "@/lib/server/opportunities";

// POST /backend/api/opportunities/create.php: a member shares a project (owner from the session, pending)
export const POST = route({ auth: "user", body: ZOpportunityInput }, async ({ body, user }) => {
  const opportunity = await createOpportunity({ input: body, actor: user });
  return legacyJson({ message: "Opportunity created", id: opportunity.id, opportunity }, 201);
});
