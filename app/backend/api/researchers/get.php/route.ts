import { getActor } from "@/lib/auth/session";
import { legacyJson, route } from "@/lib/http/route";
import { ZResearcherQuery } from "@/lib/schemas/researchers";
import { readResearcherPage } from "@/lib/server/researchers";

// GET /backend/api/researchers/get.php?handle=: a member's researcher page with their latest work (member; anyone when PUBLIC_READING=1)
export const GET = route({ auth: "public", query: ZResearcherQuery }, async ({ query }) =>
  legacyJson(await readResearcherPage({ handle: query.handle, actor: await getActor() })),
);
