import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { getActor } from "@/lib/auth/session";
import { articleJats } from "@/lib/server/articles/jats";

// GET /backend/api/articles/jats.php?id=: the JATS 1.3 XML of a published article (as get.php)
export const GET = route(articlesApi.jats, async ({ query }) => {
  const xml = await articleJats({ id: query.id, actor: await getActor() });
  return new Response(xml, {
    headers: { "Content-Type": "application/jats+xml; charset=utf-8", "Cache-Control": "no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" },
  });
});
