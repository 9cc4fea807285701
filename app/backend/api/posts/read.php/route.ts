import { legacyJson, route } from "@/lib/http/route";
import { ZPostListQuery } from "@/lib/schemas/posts";
import { findPosts } from "@/lib/server/posts";

// GET /backend/api/posts/read.php[?q=&limit=&cursor=&page=]: articles newest first (member)
export const GET = route({ auth: "user", query: ZPostListQuery }, async ({ query }) => legacyJson(await findPosts({ query })));
