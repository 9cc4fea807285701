import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { respondToRequest } from "@/lib/server/partnership-requests";

// PUT /backend/api/opportunities/respond.php: JSON {id,status accepted|declined}; the owner or an admin
export const PUT = route(opportunitiesApi.respond, async ({ body, user, reply }) =>
  reply({ message: "Request updated", request: await respondToRequest({ input: body, actor: user }) }),
);
