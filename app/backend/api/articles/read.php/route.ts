import { getActor } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { findArticles } from "@/lib/server/articles/articles";

// GET /backend/api/articles/read.php: ?status=&author=&tag=&q=&admin= (members; published ones to anyone when reading is public)
export const GET = route(articlesApi.read, async ({ query, reply }) => reply(await findArticles({ query, actor: await getActor() })));
