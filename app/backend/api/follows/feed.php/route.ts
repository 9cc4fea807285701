import { legacyJson, route } from "@/lib/http/route";
import { ZPageQuery } from "@/lib/schemas/common";
import { findFollowedFeed } from "@/lib/server/follows/follows";

// GET /backend/api/follows/feed.php: the published articles of the researchers and tags the member follows, newest first
export const GET = route({ auth: "user", query: ZPageQuery }, async ({ query, user }) => legacyJson(await findFollowedFeed({ query, actor: user })));
