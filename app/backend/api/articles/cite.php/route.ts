import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { getActor } from "@/lib/auth/session";
import { citeArticle } from "@/lib/server/articles/citations";
import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/i18n/config";

// GET /backend/api/articles/cite.php?id=&format=[&lang=ar|en]: bibtex, ris, csl-json (downloads), apa, chicago (text, in
// the conventions of `lang`, else of the interface language the reader chose (its cookie), else
// APA's and Chicago's own English, as clients that never sent a language always had) (as get.php)
export const GET = route(articlesApi.cite, async ({ req, query }) => {
  const chosen = LOCALES.find((l) => l === req.cookies.get(LOCALE_COOKIE)?.value);
  const locale: Locale = query.lang ?? chosen ?? "en";
  const { text, headers } = await citeArticle({ query, actor: await getActor(), locale });
  return new Response(text, { headers: { ...headers, "Cache-Control": "no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" } });
});
