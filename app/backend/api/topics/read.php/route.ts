import { legacyJson, route } from "@/lib/http/route";
import { ZTopicListQuery } from "@/lib/schemas/topics";
import { findTopics } from "@/lib/server/topics/suggestions";

// GET /backend/api/topics/read.php: Active topics and the member's own; ?admin=true (admins) all
export const GET = route({ auth: "user", query: ZTopicListQuery }, async ({ query, user }) => legacyJson(await findTopics({ query, actor: user })));
