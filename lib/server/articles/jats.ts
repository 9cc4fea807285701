import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canSeeArticle } from "@/lib/articles/rules";
import { isPublicReading } from "@/lib/auth/public-pages";
import type { Actor } from "@/lib/auth/session";
import { orcidUrl } from "@/lib/researchers/types";
import { ARTICLE_INCLUDE } from "@/lib/server/articles/serialize";
import { jatsBody } from "@/lib/server/articles/jats-body";
import { articleFacts, dayOf, languageOf, paragraphsOf, textElement, xmlElement } from "@/lib/server/articles/xml";
import { articleUrl } from "@/lib/server/feeds";
import { journal } from "@/lib/server/journal";

// The version of record as archives and indexes read it: JATS 1.3, the Journal Archiving and
// Interchange tag set with MathML 3. The article is Arabic (`xml:lang="ar"`); its English title and
// abstract are its translations, each marked with its language.

const DOCTYPE =
  '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD with MathML3 v1.3 20210610//EN" "https://jats.nlm.nih.gov/archiving/1.3/JATS-archivearticle1-3-mathml3.dtd">';

/** The rows a JATS file (and the Crossref deposit) are written from. */
export const XML_ARTICLE_INCLUDE = { ...ARTICLE_INCLUDE, references: { orderBy: { position: "asc" }, select: { text: true } } } as const;

type Facts = ReturnType<typeof articleFacts>;

function journalMeta(): string {
  const j = journal();
  const titles =
    textElement("journal-title", j.title, { "xml:lang": languageOf(j.title) }) +
    (j.titleEn !== j.title ? xmlElement("trans-title-group", { "xml:lang": "en" }, textElement("trans-title", j.titleEn)) : "");
  return xmlElement(
    "journal-meta",
    {},
    textElement("journal-id", j.titleEn, { "journal-id-type": "publisher-id" }) +
      xmlElement("journal-title-group", {}, titles) +
      (j.issn ? textElement("issn", j.issn, { "publication-format": "electronic" }) : "") +
      xmlElement("publisher", {}, textElement("publisher-name", j.publisher)),
  );
}

function contribGroup(f: Facts): string {
  const contribs = f.authors.map((a) =>
    xmlElement(
      "contrib",
      { "contrib-type": "author" },
      (a.orcid ? textElement("contrib-id", orcidUrl(a.orcid), { "contrib-id-type": "orcid" }) : "") +
        textElement("string-name", a.name) +
        (a.affiliation ? textElement("aff", a.affiliation) : ""),
    ),
  );
  return contribs.length ? xmlElement("contrib-group", {}, contribs.join("")) : "";
}

function permissions(f: Facts, year: string): string {
  const j = journal();
  const statement = f.licenseUrl
    ? xmlElement("license", { "xlink:href": f.licenseUrl }, textElement("ali:license_ref", f.licenseUrl) + textElement("license-p", f.license ?? ""))
    : "";
  return xmlElement(
    "permissions",
    {},
    (f.licenseUrl ? "" : textElement("copyright-statement", "All rights reserved")) +
      textElement("copyright-year", year) +
      textElement("copyright-holder", f.authors.map((a) => a.name).join("، ") || j.publisher) +
      statement,
  );
}

const abstractParagraphs = (text: string) =>
  paragraphsOf(text)
    .map((p) => textElement("p", p))
    .join("") || "<p/>";

function keywordGroups(keywords: string[]): string {
  const byLanguage = new Map<string, string[]>();
  for (const k of keywords) byLanguage.set(languageOf(k), [...(byLanguage.get(languageOf(k)) ?? []), k]);
  return [...byLanguage]
    .map(([lang, words]) => xmlElement("kwd-group", { "xml:lang": lang, "kwd-group-type": "author" }, words.map((w) => textElement("kwd", w)).join("")))
    .join("");
}

/** The JATS document of a published article (its address is the article page's). */
function jatsDocument(f: Facts, pageId: number): string {
  const day = dayOf(f.publishedAt);
  const articleMeta =
    (f.doi ? textElement("article-id", f.doi, { "pub-id-type": "doi" }) : "") +
    xmlElement(
      "title-group",
      {},
      textElement("article-title", f.titleAr) + (f.titleEn ? xmlElement("trans-title-group", { "xml:lang": "en" }, textElement("trans-title", f.titleEn)) : ""),
    ) +
    contribGroup(f) +
    xmlElement(
      "pub-date",
      { "publication-format": "electronic", "date-type": "pub", "iso-8601-date": day.iso },
      textElement("day", day.day) + textElement("month", day.month) + textElement("year", day.year),
    ) +
    (f.volume ? textElement("volume", String(f.volume)) : "") +
    (f.articleNumber ? textElement("elocation-id", String(f.articleNumber)) : "") +
    permissions(f, day.year) +
    xmlElement("self-uri", { "xlink:href": articleUrl(pageId) }) +
    xmlElement("abstract", {}, abstractParagraphs(f.abstractAr)) +
    (f.abstractEn ? xmlElement("trans-abstract", { "xml:lang": "en" }, abstractParagraphs(f.abstractEn)) : "") +
    keywordGroups(f.keywords);
  const body = jatsBody(f.body);
  const back = f.references.length
    ? xmlElement(
        "back",
        {},
        xmlElement("ref-list", {}, f.references.map((text, i) => xmlElement("ref", { id: `ref${i + 1}` }, textElement("mixed-citation", text))).join("")),
      )
    : "";
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n` +
    xmlElement(
      "article",
      {
        "xmlns:xlink": "http://www.w3.org/1999/xlink",
        "xmlns:mml": "http://www.w3.org/1998/Math/MathML",
        "xmlns:ali": "http://www.niso.org/schemas/ali/1.0/",
        "article-type": "research-article",
        "dtd-version": "1.3",
        "xml:lang": "ar",
      },
      xmlElement("front", {}, journalMeta() + xmlElement("article-meta", {}, articleMeta)) + (body ? xmlElement("body", {}, body) : "") + back,
    ) +
    "\n"
  );
}

/** A published article as the JATS file's writers read it, for whoever may read its page; 404 before publication. */
export async function findPublishedArticleRow({ id, actor }: { id: number; actor: Actor | null }) {
  if (!actor && !isPublicReading()) throw new AppError("UNAUTHORIZED");
  const row = await db.article.findUnique({ where: { id }, include: XML_ARTICLE_INCLUDE });
  if (!row || !canSeeArticle(actor, row)) throw new AppError("NOT_FOUND", "Article not found");
  if (row.status !== "published" || row.pageId === null)
    throw new AppError("NOT_FOUND", "The article has no version of record: it is not published", { reason: "NOT_PUBLISHED" });
  return { ...row, pageId: row.pageId };
}

/** jats.php: the JATS 1.3 XML of a published article. */
export async function articleJats({ id, actor }: { id: number; actor: Actor | null }) {
  const row = await findPublishedArticleRow({ id, actor });
  return jatsDocument(articleFacts(row), row.pageId);
}
