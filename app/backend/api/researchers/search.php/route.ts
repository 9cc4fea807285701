import { route } from "@/lib/http/route";
import { researchersApi } from "@/lib/openapi/domains/researchers";
import { findMemberCandidates } from "@/lib/server/comments";

// GET /backend/api/researchers/search.php?q=: up to eight members to @mention or name as co-authors, by handle or name; members
export const GET = route(researchersApi.search, async ({ query, reply }) => reply(await findMemberCandidates({ q: query.q })));
