import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { setOpportunityStatus } from "@/lib/server/opportunities";

// PUT /backend/api/opportunities/update_status.php: JSON {id,status}; admins
export const PUT = route(opportunitiesApi.updateStatus, async ({ body, user, reply }) =>
  reply({ message: "Status updated", opportunity: await setOpportunityStatus({ input: body, actor: user }) }),
);
