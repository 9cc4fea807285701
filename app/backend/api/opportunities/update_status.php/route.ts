import { legacyJson, route } from "@/lib/http/route";
import { ZStatusInput } from "@/lib/schemas/opportunities";
import { setOpportunityStatus } from "@/lib/server/opportunities";

// PUT /backend/api/opportunities/update_status.php: JSON {id,status}; admins
export const PUT = route({ auth: "admin", body: ZStatusInput }, async ({ body, user }) =>
  legacyJson({ message: "Status updated", opportunity: await setOpportunityStatus({ input: body, actor: user }) }),
);
