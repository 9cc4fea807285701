import { legacyJson, route } from "@/lib/http/route";
import { ZUpdateOpportunityInput } from "@/lib/schemas/opportunities";
import { updateOpportunity } from "@/lib/server/opportunities";

// PUT /backend/api/opportunities/update.php: the owner or an admin
export const PUT = route({ auth: "user", body: ZUpdateOpportunityInput }, async ({ body, user }) =>
  legacyJson({ message: "Opportunity updated", opportunity: await updateOpportunity({ input: body, actor: user }) }),
);
