import { getActor } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { getArticle, getArticleVersion } from "@/lib/server/articles/articles";

// GET /backend/api/articles/get.php?id=[&version=n]: the article (reviews for its author and editors), or one of its versions (author, editors)
export const GET = route(articlesApi.get, async ({ query, reply }) => {
  const actor = await getActor();
  if (query.version !== undefined) return reply({ version: await getArticleVersion({ id: query.id, n: query.version, actor }) });
  return reply({ article: await getArticle({ id: query.id, actor }) });
});
