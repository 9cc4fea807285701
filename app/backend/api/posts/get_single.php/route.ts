import { route } from "@/lib/http/route";
import { postsApi } from "@/lib/openapi/domains/posts";
import { readLegacyPost } from "@/lib/server/posts";

// GET /backend/api/posts/get_single.php?id=: one article, counting the caller's view (member)
export const GET = route(postsApi.getSingle, async ({ req, query, user, reply }) =>
  reply({ post: await readLegacyPost({ id: query.id, actor: user, headers: req.headers }) }),
);
