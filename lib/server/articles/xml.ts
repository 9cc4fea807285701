import "server-only";
import katex from "katex";
import { LICENSE_URLS, toLicense } from "@/lib/articles/licenses";
import { citedName, oneLine } from "@/lib/articles/names";
import { splitKeywords } from "@/lib/posts/text";
import { env } from "@/lib/env";
import { zoneDateParts } from "@/lib/i18n/dates";
import { toArticleJson, type ArticleRow } from "@/lib/server/articles/serialize";

// What the XML outputs of an article (JATS, the Crossref deposit) share: escaping, the article's
// facts as both read them, and its formulas as MathML.

// characters XML 1.0 forbids (controls but tab and line ends, lone surrogates, U+FFFE/U+FFFF)
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML character data or an attribute value: escaped, characters XML cannot carry dropped. */
export const xmlText = (text: string) => text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** An element with attributes (unset ones left out) around content that is already XML. */
export function xmlElement(name: string, attributes: Record<string, string | number | null | undefined>, content?: string): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlText(String(v))}"`)
    .join("");
  return content === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`;
}

/** An element around plain text. */
export const textElement = (name: string, text: string, attributes: Record<string, string | number | null | undefined> = {}) =>
  xmlElement(name, attributes, xmlText(text));

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** The language of a short text (a keyword, a title): Arabic when it holds an Arabic letter, else English. */
export const languageOf = (text: string): "ar" | "en" => (ARABIC_LETTER.test(text) ? "ar" : "en");

/** A name cut into given names and a surname (the last word), as deposit formats ask; the name stays as written. */
export function nameParts(name: string): { given: string | null; surname: string } {
  const words = citedName(name).split(" ");
  const surname = words.pop() ?? name;
  return { given: words.length ? words.join(" ") : null, surname };
}

/** A day on the configured time zone's calendar, as the XML dates write it. */
export function dayOf(date: Date) {
  const { year, month, day } = zoneDateParts(date, env().APP_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { year: String(year), month: pad(month), day: pad(day), iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** The facts of a published article both outputs describe. */
export function articleFacts(row: ArticleRow & { body: string; references: { text: string }[] }) {
  const json = toArticleJson(row);
  const license = toLicense(row.license);
  return {
    titleAr: oneLine(row.title),
    titleEn: row.titleEn ? oneLine(row.titleEn) : null,
    abstractAr: row.abstractAr.trim(),
    abstractEn: row.abstractEn?.trim() || null,
    authors: json.authors.map((a) => ({ name: oneLine(a.name), affiliation: a.affiliation ? oneLine(a.affiliation) : null, orcid: a.orcid })),
    keywords: splitKeywords(row.keywords),
    license,
    licenseUrl: license ? LICENSE_URLS[license] : null,
    doi: row.doi,
    publishedAt: row.publishedAt ?? row.createdAt,
    volume: row.volume,
    articleNumber: row.articleNumber,
    references: row.references.map((r) => oneLine(r.text)).filter(Boolean),
    body: row.body,
  };
}

/** Paragraphs of a plain text (an abstract): a blank line starts one. */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((p) => oneLine(p))
    .filter(Boolean);

const MATHML_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"/;

/**
 * A formula as MathML with the `mml:` prefix JATS uses (KaTeX's MathML output, which is XML), or
 * null when KaTeX cannot read it (the caller keeps its source).
 */
export function formulaMathml(latex: string, display: boolean): string | null {
  const source = latex.trim();
  if (!source) return null;
  try {
    const html = katex.renderToString(source, {
      displayMode: display,
      output: "mathml",
      throwOnError: true,
      trust: false,
      strict: "ignore",
      maxSize: 20,
      maxExpand: 200,
    });
    const start = html.indexOf("<math");
    const end = html.lastIndexOf("</math>");
    if (start < 0 || end < 0) return null;
    return html
      .slice(start, end + "</math>".length)
      .replace(MATHML_NAMESPACE, "")
      .replace(/<(\/?)([a-z]+)/g, "<$1mml:$2");
  } catch {
    return null;
  }
}
