import { route } from "@/lib/http/route";
import { opportunitiesApi } from "@/lib/openapi/domains/partnership";
import { findOpportunities } from "@/lib/server/opportunities";

// GET /backend/api/opportunities/read.php: approved ones and the member's own; ?admin=true (admins) all
export const GET = route(opportunitiesApi.read, async ({ query, user, reply }) => reply(await findOpportunities({ query, actor: user })));
