import { legacyJson, route } from "@/lib/http/route";
import { ZIdBody } from "@/lib/schemas/common";
import { deleteOpportunity } from "@/lib/server/opportunities";

// DELETE /backend/api/opportunities/delete.php: JSON {id}; the owner or an admin
export const DELETE = route({ auth: "user", body: ZIdBody }, async ({ body, user }) => {
  await deleteOpportunity({ id: body.id, actor: user });
  return legacyJson({ message: "Opportunity deleted" });
});
