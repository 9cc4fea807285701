import { getActor } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { articleUsage } from "@/lib/server/usage";

// GET /backend/api/articles/stats.php?id=: the article's views and downloads (totals as get.php; by month for its author and editors)
export const GET = route(articlesApi.stats, async ({ query, reply }) => reply(await articleUsage({ id: query.id, actor: await getActor() })));
