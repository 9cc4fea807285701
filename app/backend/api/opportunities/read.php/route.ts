import { legacyJson, route } from "@/lib/http/route";
import { ZOpportunityListQuery } from "@/lib/schemas/opportunities";
import { findOpportunities } from "@/lib/server/opportunities";

// GET /backend/api/opportunities/read.php: approved ones and the member's own; ?admin=true (admins) all
export const GET = route({ auth: "user", query: ZOpportunityListQuery }, async ({ query, user }) =>
  legacyJson(await findOpportunities({ query, actor: user })),
);
