import { legacyJson, route } from "@/lib/http/route";
import { ZMemberSearchQuery } from "@/lib/schemas/comments";
import { findMentionCandidates } from "@/lib/server/comments";

// GET /backend/api/researchers/search.php?q=: up to eight members to @mention, by handle or name; members
export const GET = route({ auth: "user", query: ZMemberSearchQuery }, async ({ query }) => legacyJson(await findMentionCandidates({ q: query.q })));
