// What a published article tells machines that read the page: Google Scholar reads the Highwire
// Press `citation_*` meta tags, search engines the schema.org ScholarlyArticle JSON-LD, link
// previews the Open Graph tags. One description of the work feeds all three, so they agree.
import { LICENSE_URLS, type License } from "@/lib/articles/licenses";
import { citedName } from "@/lib/articles/names";
import { doiUrl } from "@/lib/articles/rules";
import type { CitationTextFormat, FormattedCitation } from "@/lib/articles/types";
import { SHARE_EXCERPT_LENGTH } from "@/lib/posts/text";
import { orcidUrl } from "@/lib/researchers/types";
import type { Journal } from "@/lib/articles/journal";

/**
 * An author as the work credits them: affiliation and ORCID iD (canonical, bare) when known. The
 * name is as its owner wrote it; the tags and the JSON-LD cite it without titles (citedName), as
 * the citations do.
 */
export type ScholarlyAuthor = { name: string; affiliation: string | null; orcid: string | null };

/** The picture a link preview shows: a raster image at least 1200×630, its absolute address. */
export type SocialImage = { url: string; width: number; height: number; type: string };

/** What an article's page shows of its scholarly description: the work, its written-out references, whether it was reviewed. */
export type ScholarlyPage = { work: ScholarlyWork; citations: Record<CitationTextFormat, FormattedCitation>; reviewed: boolean };

/** A published article as citing tools see it; URLs are absolute (from APP_URL). */
export type ScholarlyWork = {
  url: string;
  title: string;
  titleEn: string | null;
  /** plain text, as written */
  description: string;
  authors: ScholarlyAuthor[];
  /** ISO 8601 */
  publishedAt: string;
  keywords: string[];
  doi: string | null;
  pdfUrl: string | null;
  license: License | null;
  site: string;
  /** the journal it appears in, and its place there (a reviewed article's, once published) */
  journal: Journal;
  volume: number | null;
  articleNumber: number | null;
  language: "ar";
  image: SocialImage;
  /** set once retracted: the title as citation indexes should show it ("Retracted: …"), when and why */
  retraction?: { title: string; at: string; note: string } | null;
};

/** The page's description: a reviewed article's abstract as written (its first 200 characters), a shortcut post's share excerpt. */
export function pageDescription(w: ScholarlyWork, reviewed: boolean): string {
  const chars = [...w.description];
  return reviewed ? chars.slice(0, 200).join("") : `${chars.slice(0, SHARE_EXCERPT_LENGTH).join("")}...`;
}

/**
 * Highwire Press tags in document order, as Scholar's inclusion guidelines ask: a name once, or
 * once per value. An author's institution and ORCID iD follow their own `citation_author`: their
 * place is how a reader of the tags knows whose they are, so the tags are a list, not a map by name.
 */
export function highwireTags(w: ScholarlyWork): [name: string, content: string][] {
  // Scholar documents no retraction tag; the retraction is said in the title, as journals title their retracted articles
  const tags: [string, string][] = [["citation_title", w.retraction?.title ?? w.title]];
  for (const a of w.authors) {
    tags.push(["citation_author", citedName(a.name)]);
    if (a.affiliation) tags.push(["citation_author_institution", a.affiliation]);
    if (a.orcid) tags.push(["citation_author_orcid", orcidUrl(a.orcid)]);
  }
  tags.push(
    // Scholar reads dates as YYYY/MM/DD
    ["citation_publication_date", w.publishedAt.slice(0, 10).replaceAll("-", "/")],
    ["citation_journal_title", w.journal.title],
    ["citation_publisher", w.journal.publisher],
  );
  if (w.journal.issn) tags.push(["citation_issn", w.journal.issn]);
  // continuous publication: the volume is the year, and the article's number stands for its first page
  if (w.volume && w.articleNumber) tags.push(["citation_volume", String(w.volume)], ["citation_firstpage", String(w.articleNumber)]);
  tags.push(["citation_language", w.language], ["citation_abstract_html_url", w.url]);
  if (w.keywords.length) tags.push(["citation_keywords", w.keywords.join("; ")]);
  if (w.doi) tags.push(["citation_doi", w.doi]);
  if (w.pdfUrl) tags.push(["citation_pdf_url", w.pdfUrl]);
  return tags;
}

/** A schema.org Person: an author with an ORCID iD is named by it, so every page about them is known to be theirs. */
function personOf(a: ScholarlyAuthor) {
  const id = a.orcid ? orcidUrl(a.orcid) : null;
  return {
    "@type": "Person",
    ...(id ? { "@id": id, identifier: id } : {}),
    name: citedName(a.name),
    ...(a.affiliation ? { affiliation: { "@type": "Organization", name: a.affiliation } } : {}),
  };
}

/** The journal as schema.org's Periodical, with its ISSN when it has one. */
function periodicalOf(j: Journal) {
  return {
    "@type": "Periodical",
    name: j.title,
    ...(j.titleEn !== j.title ? { alternateName: j.titleEn } : {}),
    ...(j.issn ? { issn: j.issn } : {}),
    publisher: { "@type": "Organization", name: j.publisher },
  };
}

/** Where the work appears: the volume of the journal when it has one, else the journal itself. */
function isPartOf(w: ScholarlyWork) {
  const periodical = periodicalOf(w.journal);
  return w.volume ? { "@type": "PublicationVolume", volumeNumber: String(w.volume), isPartOf: periodical } : periodical;
}

/** The schema.org ScholarlyArticle of the work. */
export function scholarlyArticle(w: ScholarlyWork) {
  const license = w.license ? LICENSE_URLS[w.license] : null;
  return {
    "@context": "https://schema.org",
    "@type": "ScholarlyArticle",
    headline: w.title,
    name: w.title,
    ...(w.titleEn ? { alternativeHeadline: w.titleEn } : {}),
    description: w.description,
    author: w.authors.map(personOf),
    datePublished: w.publishedAt,
    keywords: w.keywords,
    inLanguage: w.language,
    url: w.url,
    image: { "@type": "ImageObject", url: w.image.url, width: w.image.width, height: w.image.height },
    mainEntityOfPage: w.url,
    publisher: { "@type": "Organization", name: w.journal.publisher },
    isPartOf: isPartOf(w),
    ...(w.articleNumber ? { pagination: String(w.articleNumber) } : {}),
    ...(license ? { license } : {}),
    ...(w.doi ? { identifier: { "@type": "PropertyValue", propertyID: "DOI", value: w.doi }, sameAs: doiUrl(w.doi) } : {}),
    ...(w.pdfUrl ? { encoding: { "@type": "MediaObject", contentUrl: w.pdfUrl, encodingFormat: "application/pdf" } } : {}),
    ...(w.retraction ? { creativeWorkStatus: "Retracted" } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: an author's "</script>" inside a title must
 * not end the element, so `<`, `>` and `&` are written as \u escapes (still the same JSON), as are
 * the two line separators that older parsers treat as line ends.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
