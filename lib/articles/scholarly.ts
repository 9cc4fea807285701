// What a published article tells machines that read the page: Google Scholar reads the Highwire
// Press `citation_*` meta tags, search engines the schema.org ScholarlyArticle JSON-LD, link
// previews the Open Graph tags. One description of the work feeds all three, so they agree.
import { doiUrl, LICENSE_URLS, type License } from "@/lib/articles/rules";

/** A published article as citing tools see it; URLs are absolute (from APP_URL). */
export type ScholarlyWork = {
  url: string;
  title: string;
  titleEn: string | null;
  description: string;
  authors: string[];
  /** ISO 8601 */
  publishedAt: string;
  keywords: string[];
  doi: string | null;
  pdfUrl: string | null;
  license: License | null;
  site: string;
  language: "ar";
  /** set once retracted: the title as citation indexes should show it ("Retracted: …"), when and why */
  retraction?: { title: string; at: string; note: string } | null;
};

/** Highwire Press tags, each name once or (authors) once per value, as Scholar's inclusion guidelines ask. */
export function highwireTags(w: ScholarlyWork): Record<string, string | string[]> {
  return {
    // Scholar documents no retraction tag; the retraction is said in the title, as journals title their retracted articles
    citation_title: w.retraction?.title ?? w.title,
    citation_author: w.authors,
    // Scholar reads dates as YYYY/MM/DD
    citation_publication_date: w.publishedAt.slice(0, 10).replaceAll("-", "/"),
    citation_journal_title: w.site,
    citation_publisher: w.site,
    citation_language: w.language,
    citation_abstract_html_url: w.url,
    ...(w.keywords.length ? { citation_keywords: w.keywords.join("; ") } : {}),
    ...(w.doi ? { citation_doi: w.doi } : {}),
    ...(w.pdfUrl ? { citation_pdf_url: w.pdfUrl } : {}),
  };
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
    author: w.authors.map((name) => ({ "@type": "Person", name })),
    datePublished: w.publishedAt,
    keywords: w.keywords,
    inLanguage: w.language,
    url: w.url,
    mainEntityOfPage: w.url,
    publisher: { "@type": "Organization", name: w.site },
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
