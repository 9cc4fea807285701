import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { deleteOpportunity } from "@/lib/server/opportunities";

// DELETE /backend/api/opportunities/delete.php: JSON {id}; the owner or an admin
export const DELETE = route(opportunitiesApi.delete, async ({ body, user, reply }) => {
  await deleteOpportunity({ id: body.id, actor: user });
  return reply({ message: "Opportunity deleted" });
});
