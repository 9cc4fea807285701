import { legacyJson, route } from "@/lib/http/route";
import { ZMemberSearchQuery } from "@/lib/schemas/comments";
import { findMemberCandidates } from "@/lib/server/comments";

// GET /backend/api/researchers/search.php?q=: up to eight members to @mention or name as co-authors, by handle or name; members
export const GET = route({ auth: "user", query: ZMemberSearchQuery }, async ({ query }) => legacyJson(await findMemberCandidates({ q: query.q })));
