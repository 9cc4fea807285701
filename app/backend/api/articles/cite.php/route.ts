import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { getActor } from "@/lib/auth/session";
import { citeArticle } from "@/lib/server/articles/citations";

// GET /backend/api/articles/cite.php?id=&format=: bibtex, ris, csl-json (downloads), apa, chicago (text) (as get.php)
export const GET = route(articlesApi.cite, async ({ query }) => {
  const { text, headers } = await citeArticle({ query, actor: await getActor() });
  return new Response(text, { headers: { ...headers, "Cache-Control": "no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" } });
});
