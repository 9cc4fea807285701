import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { getActor } from "@/lib/auth/session";
import { citeArticle } from "@/lib/server/articles/citations";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";

// GET /backend/api/articles/cite.php?id=&format=[&lang=ar|en]: bibtex, ris, csl-json (downloads), apa, chicago (text, in
// the conventions of `lang`, by default the reader's interface language) (as get.php)
export const GET = route(articlesApi.cite, async ({ query }) => {
  const locale = query.lang ?? ((await getLocale()) as Locale);
  const { text, headers } = await citeArticle({ query, actor: await getActor(), locale });
  return new Response(text, { headers: { ...headers, "Cache-Control": "no-store", Vary: "Cookie", "X-Content-Type-Options": "nosniff" } });
});
