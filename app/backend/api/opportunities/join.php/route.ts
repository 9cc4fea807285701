import { legacyJson, route } from "@/lib/http/route";
import { ZJoinInput } from "@/lib/schemas/opportunities";
import { joinOpportunity } from "@/lib/server/opportunities";

// POST /backend/api/opportunities/join.php: the session's member asks to join (409 on a repeat)
export const POST = route({ auth: "user", body: ZJoinInput }, async ({ body, user }) =>
  legacyJson({ message: "Join request sent", request: await joinOpportunity({ input: body, actor: user }) }, 201),
);
