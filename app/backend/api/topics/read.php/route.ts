import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { findTopics } from "@/lib/server/topics/suggestions";

// GET /backend/api/topics/read.php: Active topics and the member's own; ?admin=true (admins) all
export const GET = route(topicsApi.read, async ({ query, user, reply }) => reply(await findTopics({ query, actor: user })));
