import { route } from "@/lib/http/route";
import { getActor } from "@/lib/auth/session";
import { ZCiteQuery } from "@/lib/schemas/articles";
import { citeArticle } from "@/lib/server/articles/citations";

// GET /backend/api/articles/cite.php?id=&format=: bibtex, ris, csl-json (downloads), apa, chicago (text) (as get.php)
export const GET = route({ auth: "public", query: ZCiteQuery }, async ({ query }) => {
  const { text, headers } = await citeArticle({ query, actor: await getActor() });
  return new Response(text, { headers: { ...headers, "Cache-Control": "no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" } });
});
