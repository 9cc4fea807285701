import "server-only";
import { Cite, plugins, type CslItem, type CslName } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-csl";
import type { ArticleJson, CitationFormat } from "@/lib/articles/types";
import type { Actor } from "@/lib/auth/session";
import { contentDisposition } from "@/lib/files/files";
import type { TCiteQuery } from "@/lib/schemas/articles";
import { getArticle } from "@/lib/server/articles/articles";
import ar from "@/messages/ar.json";
import { APA_ARTICLE, CHICAGO_AUTHOR_DATE } from "@/lib/server/articles/csl-styles";
import { articleUrl } from "@/lib/server/feeds";

// Citations of an article, all made by citation-js from one CSL-JSON item. Its BibTeX writer
// folds non-ASCII text away by default (an Arabic title became spaces and the entry's label
// "undefined2026undefined"), so names and titles are kept as written and every entry is labelled
// with its ASCII id instead.

const bibtex = plugins.config.get("@bibtex");
bibtex.format.asciiOnly = false;
bibtex.format.useIdAsLabel = true;
const csl = plugins.config.get("@csl");
if (!csl.styles.has("chicago")) csl.styles.add("chicago", CHICAGO_AUTHOR_DATE);
if (!csl.styles.has("apa-article")) csl.styles.add("apa-article", APA_ARTICLE);
/** The CSL style of each text format (csl-styles.ts says why APA is not the plugin's own). */
const TEXT_STYLES = { apa: "apa-article", chicago: "chicago" } as const;

/** A name as a citation wants it: the last word the family name, the rest given names; one word stays whole. */
export function cslName(name: string): CslName {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { literal: name.trim() };
  return { given: words.slice(0, -1).join(" "), family: words[words.length - 1] };
}

/** The CSL-JSON item of an article; `url` is where it is read, `site` the name of the publisher. */
export function articleCsl(
  article: Pick<ArticleJson, "id" | "title_ar" | "abstract_ar" | "keywords" | "authors" | "doi" | "published_at" | "created_at">,
  { url, site }: { url: string | null; site: string },
): CslItem {
  const date = new Date(article.published_at ?? article.created_at);
  return {
    id: `manara${article.id}`,
    type: "article-journal",
    title: article.title_ar,
    author: article.authors.map((a) => cslName(a.name)),
    "container-title": site,
    publisher: site,
    issued: { "date-parts": [[date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]] },
    abstract: article.abstract_ar,
    ...(article.keywords.length ? { keyword: article.keywords.join(",") } : {}),
    ...(article.doi ? { DOI: article.doi } : {}),
    ...(url ? { URL: url } : {}),
    language: "ar",
  };
}

const FILES: Record<"bibtex" | "ris" | "csl-json", { ext: string; type: string }> = {
  bibtex: { ext: "bib", type: "application/x-bibtex; charset=utf-8" },
  ris: { ext: "ris", type: "application/x-research-info-systems; charset=utf-8" },
  "csl-json": { ext: "json", type: "application/vnd.citationstyles.csl+json; charset=utf-8" },
};

/** The citation in `format`: its text, its type and, for the files, a download name. */
export function formatCitation(item: CslItem, format: CitationFormat, fileName: string): { text: string; headers: Record<string, string> } {
  const cite = new Cite(item);
  if (format === "apa" || format === "chicago") {
    const text = cite.format("bibliography", { format: "text", template: TEXT_STYLES[format], lang: "en-US" }).trim();
    return { text, headers: { "Content-Type": "text/plain; charset=utf-8" } };
  }
  const text =
    format === "bibtex"
      ? cite.format("bibtex", { format: "text" })
      : format === "ris"
        ? cite.format("ris", { format: "text" })
        : JSON.stringify([item], null, 2);
  const file = FILES[format];
  return { text, headers: { "Content-Type": file.type, "Content-Disposition": contentDisposition(`${fileName}.${file.ext}`) } };
}

/** cite.php: the article's citation in `format`, for whoever may read the article. */
export async function citeArticle({ query, actor }: { query: TCiteQuery; actor: Actor | null }) {
  const article = await getArticle({ id: query.id, actor });
  const url = article.post_id ? articleUrl(article.post_id) : null;
  return formatCitation(articleCsl(article, { url, site: ar.Common.appName }), query.format, article.title_ar);
}
