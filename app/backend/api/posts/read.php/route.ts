import { route } from "@/lib/http/route";
import { postsApi } from "@/lib/openapi/domains/posts";
import { findPosts } from "@/lib/server/posts";

// GET /backend/api/posts/read.php[?q=&limit=&cursor=&page=]: articles newest first (member)
export const GET = route(postsApi.read, async ({ query, reply }) => reply(await findPosts({ query })));
