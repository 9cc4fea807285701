import "server-only";
import { Cite, plugins, type CslItem, type CslName } from "@citation-js/core";
import "@citation-js/plugin-csl";
import { licenseRights, type License } from "@/lib/articles/licenses";
import type { ArticleAuthorJson, CitationFormat } from "@/lib/articles/types";
import type { Actor } from "@/lib/auth/session";
import { contentDisposition } from "@/lib/files/files";
import { orcidUrl } from "@/lib/researchers/types";
import type { TCiteQuery } from "@/lib/schemas/articles";
import { getArticle } from "@/lib/server/articles/articles";
import { bibtexOf, oneLine, risOf } from "@/lib/server/articles/citation-files";
import ar from "@/messages/ar.json";
import { APA_ARTICLE, CHICAGO_AUTHOR_DATE } from "@/lib/server/articles/csl-styles";
import { articleUrl } from "@/lib/server/feeds";
import { journal } from "@/lib/server/journal";
import type { Journal } from "@/lib/articles/journal";

// Citations of an article, all made from one CSL-JSON item: APA and Chicago by citation-js, RIS
// and BibTeX by citation-files.ts, CSL-JSON as the item itself.

const csl = plugins.config.get("@csl");
if (!csl.styles.has("chicago")) csl.styles.add("chicago", CHICAGO_AUTHOR_DATE);
if (!csl.styles.has("apa-article")) csl.styles.add("apa-article", APA_ARTICLE);
/** The CSL style of each text format (csl-styles.ts says why APA is not the plugin's own). */
const TEXT_STYLES = { apa: "apa-article", chicago: "chicago" } as const;

/**
 * Titles written before a name: Arabic (د.، أ.د.، أ.م.د.، م.، الدكتور، الأستاذ، المهندس …) and
 * English (Dr., Prof., Professor, Mr., Mrs., Ms., Eng.), with or without their dots.
 */
const HONORIFIC = new RegExp(
  [
    String.raw`^(?:[أاإ]\.\s*(?:م\.\s*)?د|[أاإ]\.\s*م|د|م|[أاإ])\.\s*`,
    String.raw`^د\s+`,
    String.raw`^(?:ال)?(?:دكتور|دكتورة|أستاذ|أستاذة|استاذ|استاذة|بروفيسور|بروفسور|مهندس|مهندسة)\s+`,
    String.raw`^(?:(?:assoc|asst)\.?\s*prof|dr|prof|professor|mr|mrs|ms)(?:\.\s*|\s+)`,
    String.raw`^eng\.\s*`,
  ].join("|"),
  "iu",
);
/** Degrees written after a name: ", PhD", "، دكتوراه". */
const DEGREE = /[,،]\s*(?:ph\.?\s?d\.?|m\.?d\.?|دكتوراه)\s*$/iu;

/** A name as it is cited: as its owner wrote it, without the titles before it or degrees after it. */
export function citedName(name: string): string {
  let rest = oneLine(name).replace(DEGREE, "");
  for (let m = HONORIFIC.exec(rest); m && m[0].length < rest.length; m = HONORIFIC.exec(rest)) rest = rest.slice(m[0].length).trim();
  return rest || oneLine(name);
}

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

/** The citation in `format`: its text, its type and, for the files, a download name. */
export function formatCitation(item: CslItem, format: CitationFormat, fileName: string): { text: string; headers: Record<string, string> } {
  if (format === "apa" || format === "chicago") {
    const text = new Cite(item).format("bibliography", { format: "text", template: TEXT_STYLES[format], lang: "en-US" }).trim();
    return { text, headers: { "Content-Type": "text/plain; charset=utf-8" } };
  }
  const text = format === "bibtex" ? bibtexOf(item) : format === "ris" ? risOf(item) : JSON.stringify([item], null, 2);
  const file = FILES[format];
  return { text, headers: { "Content-Type": file.type, "Content-Disposition": contentDisposition(`${fileName}.${file.ext}`) } };
}

/** cite.php: the article's citation in `format`, for whoever may read the article. */
export async function citeArticle({ query, actor }: { query: TCiteQuery; actor: Actor | null }) {
  const article = await getArticle({ id: query.id, actor });
  const url = article.post_id ? articleUrl(article.post_id) : null;
  return formatCitation(articleCsl(article, { url, site: ar.Common.appName, journal: journal() }), query.format, article.title_ar);
}
