import { legacyJson, route } from "@/lib/http/route";
import { ZResearcherQuery } from "@/lib/schemas/researchers";
import { getResearcherPage } from "@/lib/server/researchers";

// GET /backend/api/researchers/get.php?handle=: a member's researcher page with their latest work (member)
export const GET = route({ auth: "user", query: ZResearcherQuery }, async ({ query }) => legacyJson(await getResearcherPage({ handle: query.handle })));
