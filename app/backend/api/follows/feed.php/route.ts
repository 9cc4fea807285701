import { route } from "@/lib/http/route";
import { followsApi } from "@/lib/openapi/domains/follows";
import { findFollowedFeed } from "@/lib/server/follows/follows";

// GET /backend/api/follows/feed.php: the published articles of the researchers and tags the member follows, newest first
export const GET = route(followsApi.feed, async ({ query, user, reply }) => reply(await findFollowedFeed({ query, actor: user })));
