import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { updateOpportunity } from "@/lib/server/opportunities";

// PUT /backend/api/opportunities/update.php: the owner or an admin
export const PUT = route(opportunitiesApi.update, async ({ body, user, reply }) =>
  reply({ message: "Opportunity updated", opportunity: await updateOpportunity({ input: body, actor: user }) }),
);
