import { getActor } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { researchersApi } from "@/lib/openapi/domains/researchers";
import { readResearcherPage } from "@/lib/server/researchers";

// GET /backend/api/researchers/get.php?handle=: a member's researcher page with their latest work (member; anyone when PUBLIC_READING=1)
export const GET = route(researchersApi.get, async ({ query, reply }) => reply(await readResearcherPage({ handle: query.handle, actor: await getActor() })));
