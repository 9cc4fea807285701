import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { articleCrossref } from "@/lib/server/crossref/deposits";

// GET /backend/api/articles/crossref.php?id=: the Crossref 5.3.1 deposit of a published article (editors)
export const GET = route(articlesApi.crossref, async ({ query, user }) => {
  const xml = await articleCrossref({ id: query.id, actor: user });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" },
  });
});
