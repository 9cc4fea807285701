import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { joinOpportunity } from "@/lib/server/opportunities";

// POST /backend/api/opportunities/join.php: the session's member asks to join (409 on a repeat)
export const POST = route(opportunitiesApi.join, async ({ body, user, reply }) =>
  reply({ message: "Join request sent", request: await joinOpportunity({ input: body, actor: user }) }, 201),
);
