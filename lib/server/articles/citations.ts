import "server-only";
import { Cite, plugins, type CslItem, type CslName } from "@citation-js/core";
import "@citation-js/plugin-csl";
import { licenseRights, type License } from "@/lib/articles/licenses";
import { citedName, oneLine } from "@/lib/articles/names";
import type { ArticleAuthorJson, CitationFormat, CitationPart, CitationTextFormat, FormattedCitation } from "@/lib/articles/types";
import type { Actor } from "@/lib/auth/session";
import { contentDisposition } from "@/lib/files/files";
import { orcidUrl } from "@/lib/researchers/types";
import type { TCiteQuery } from "@/lib/schemas/articles";
import { getArticle } from "@/lib/server/articles/articles";
import { bibtexOf, risOf } from "@/lib/server/articles/citation-files";
import ar from "@/messages/ar.json";
import { APA_ARTICLE, APA_ARTICLE_AR, ARABIC_LOCALE, CHICAGO_AUTHOR_DATE, CHICAGO_AUTHOR_DATE_AR } from "@/lib/server/articles/csl-styles";
import type { Locale } from "@/lib/i18n/config";
import { articleUrl } from "@/lib/server/feeds";
import { journal } from "@/lib/server/journal";
import type { Journal } from "@/lib/articles/journal";
import { Lru } from "@/lib/lru";

// Citations of an article, all made from one CSL-JSON item: APA and Chicago by citation-js, RIS
// and BibTeX by citation-files.ts, CSL-JSON as the item itself.

const csl = plugins.config.get("@csl");
if (!csl.styles.has("chicago")) csl.styles.add("chicago", CHICAGO_AUTHOR_DATE);
if (!csl.styles.has("apa-article")) csl.styles.add("apa-article", APA_ARTICLE);
if (!csl.styles.has("apa-article-ar")) csl.styles.add("apa-article-ar", APA_ARTICLE_AR);
if (!csl.styles.has("chicago-ar")) csl.styles.add("chicago-ar", CHICAGO_AUTHOR_DATE_AR);
if (!csl.locales.has("ar")) csl.locales.add("ar", ARABIC_LOCALE);
/** The CSL style of each text format (csl-styles.ts says why APA is not the plugin's own), in English and in Arabic conventions. */
const TEXT_STYLES = {
  en: { apa: "apa-article", chicago: "chicago", lang: "en-US" },
  ar: { apa: "apa-article-ar", chicago: "chicago-ar", lang: "ar" },
} as const;

/**
 * The CSL name of an author: the name whole (`literal`), since authors give it as one field and
 * no rule splits every name right (عبد الله، أبو بكر، بن، آل are parts of one name), with the
 * ORCID iD as an address where they gave one.
 */
export function cslName(author: Pick<ArticleAuthorJson, "name" | "orcid">): CslName {
  return { literal: citedName(author.name), ...(author.orcid ? { ORCID: orcidUrl(author.orcid) } : {}) };
}

/** What a citation reads of an article. */
export type CitedArticle = {
  id: number;
  title_ar: string;
  abstract_ar: string;
  keywords: string[];
  authors: Pick<ArticleAuthorJson, "name" | "orcid">[];
  doi: string | null;
  license: License | null;
  published_at: string | null;
  created_at: string;
  /** its place in the journal, once published */
  volume?: number | null;
  article_number?: number | null;
};

/**
 * The CSL-JSON item of an article; `url` is where it is read, `site` the name of the publisher and
 * journal, unless `journal` (the configured one) names them, with its ISSN.
 */
export function articleCsl(article: CitedArticle, { url, site, journal }: { url: string | null; site: string; journal?: Journal }): CslItem {
  const date = new Date(article.published_at ?? article.created_at);
  return {
    id: `manara${article.id}`,
    type: "article-journal",
    title: oneLine(article.title_ar),
    author: article.authors.map(cslName),
    "container-title": journal?.title ?? site,
    publisher: journal?.publisher ?? site,
    ...(journal?.issn ? { ISSN: journal.issn } : {}),
    ...(article.volume ? { volume: String(article.volume) } : {}),
    ...(article.article_number ? { number: String(article.article_number) } : {}),
    issued: { "date-parts": [[date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]] },
    abstract: article.abstract_ar,
    ...(article.keywords.length ? { keyword: article.keywords.join(",") } : {}),
    ...(article.doi ? { DOI: article.doi } : {}),
    ...(url ? { URL: url } : {}),
    language: "ar",
    ...(article.license ? { license: licenseRights(article.license) } : {}),
  };
}

const FILES: Record<"bibtex" | "ris" | "csl-json", { ext: string; type: string }> = {
  bibtex: { ext: "bib", type: "application/x-bibtex; charset=utf-8" },
  ris: { ext: "ris", type: "application/x-research-info-systems; charset=utf-8" },
  "csl-json": { ext: "json", type: "application/vnd.citationstyles.csl+json; charset=utf-8" },
};

/**
 * The citation in `format`: its text, its type and, for the files, a download name. APA and
 * Chicago are the text the Cite panel shows and copies for a reader of `locale` (formattedCitation).
 */
export function formatCitation(
  item: CslItem,
  format: CitationFormat,
  fileName: string,
  locale: Locale = "en",
): { text: string; headers: Record<string, string> } {
  if (format === "apa" || format === "chicago") {
    const { text, lang } = formattedCitation(item, format, locale);
    return { text, headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": lang } };
  }
  const text = format === "bibtex" ? bibtexOf(item) : format === "ris" ? risOf(item) : JSON.stringify([item], null, 2);
  const file = FILES[format];
  return { text, headers: { "Content-Type": file.type, "Content-Disposition": contentDisposition(`${fileName}.${file.ext}`) } };
}

// Marks around the pieces of a reference that keep their own direction or are set in italics,
// characters of the private use area that no title or name holds and that citeproc passes through.
const ISOLATE = ["\uE000", "\uE001"] as const;
const ITALIC = ["\uE002", "\uE003"] as const;
const MARKS = /\uE000([^\uE001]*)\uE001|\uE002([^\uE003]*)\uE003/gu;
// citeproc adds no stop after a name or title that ends in its own, but behind a closing mark it
// no longer sees it: the stop it added there goes, as in the unmarked reference
const STOP_AFTER_MARK = /([.?!])([\uE001\uE003])\./gu;
const mark = ([open, close]: readonly [string, string], text: string | undefined) => (text ? `${open}${text}${close}` : text);

/** The direction of a text: that of its first letter (a title in Arabic reads right to left). */
export function textDirection(text: string): "rtl" | "ltr" {
  const first = /\p{L}/u.exec(text)?.[0] ?? "";
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(first) ? "rtl" : "ltr";
}

/** The references formatted lately, by style, language and item (an article page formats two). */
const formatted = new Lru<string, FormattedCitation>(2_000);
/** "و" joins the last author's name, as Arabic writes it (citeproc sets the term between spaces). */
const AND_BEFORE_MARK = / و (?=\uE000)/gu;

/**
 * The reference in APA or Chicago as a reader sees it: each author's name and the title isolated,
 * so that a reference mixing Arabic and English keeps every name and title in its own order, and
 * the publication's name in italics; the whole reads in the direction of its title. A reader whose
 * interface is Arabic reads an Arabic article's reference in Arabic conventions (csl-styles.ts:
 * the Arabic comma and semicolon, "و" before the last author, د.ت. and مج.); an English reader, or
 * an article whose title is not Arabic, reads the style's own English.
 */
export function formattedCitation(item: CslItem, format: CitationTextFormat, locale: Locale = "en"): FormattedCitation {
  // citeproc builds each reference anew (a few milliseconds, the article page's largest single
  // cost): the same item in the same style and language gives the same text, so it is kept by the item itself
  const key = `${format}\n${locale}\n${JSON.stringify(item)}`;
  const kept = formatted.get(key);
  if (kept) return { ...kept, parts: kept.parts.map((p) => ({ ...p })) };
  const shown = formatCitationText(item, format, locale);
  formatted.set(key, shown);
  return { ...shown, parts: shown.parts.map((p) => ({ ...p })) };
}

function formatCitationText(item: CslItem, format: CitationTextFormat, locale: Locale): FormattedCitation {
  const dir = textDirection(item.title ?? "");
  const arabic = locale === "ar" && dir === "rtl";
  const style = TEXT_STYLES[arabic ? "ar" : "en"];
  const marked: CslItem = {
    ...item,
    title: mark(ISOLATE, item.title),
    "container-title": mark(ITALIC, item["container-title"] as string | undefined),
    author: item.author?.map((a) => ({ ...a, literal: mark(ISOLATE, a.literal) })),
  };
  let raw = new Cite(marked).format("bibliography", { format: "text", template: style[format], lang: style.lang }).trim().replace(STOP_AFTER_MARK, "$1$2");
  if (arabic) raw = raw.replace(AND_BEFORE_MARK, " و");
  const parts: CitationPart[] = [];
  let at = 0;
  for (const m of raw.matchAll(MARKS)) {
    if (m.index > at) parts.push({ text: raw.slice(at, m.index) });
    parts.push(m[1] !== undefined ? { text: m[1], isolate: true } : { text: m[2], italic: true });
    at = m.index + m[0].length;
  }
  if (at < raw.length) parts.push({ text: raw.slice(at) });
  return { text: parts.map((p) => p.text).join(""), parts, dir, lang: dir === "rtl" ? "ar" : "en" };
}

/** cite.php: the article's citation in `format`, for whoever may read the article; APA and Chicago in the conventions of `locale`. */
export async function citeArticle({ query, actor, locale }: { query: TCiteQuery; actor: Actor | null; locale: Locale }) {
  const article = await getArticle({ id: query.id, actor });
  const url = article.post_id ? articleUrl(article.post_id) : null;
  return formatCitation(articleCsl(article, { url, site: ar.Common.appName, journal: journal() }), query.format, article.title_ar, locale);
}
