import "server-only";
import { orcidUrl } from "@/lib/researchers/types";
import type { CrossrefConfig } from "@/lib/server/crossref/config";
import { articleFacts, dayOf, languageOf, nameParts, paragraphsOf, textElement, xmlElement } from "@/lib/server/articles/xml";
import { journal } from "@/lib/server/journal";

// The Crossref deposit (schema 5.3.1) of a published article: a doi_batch holding one journal
// article. Its Arabic title is the title in its original language and its English title the one
// Crossref shows first; both abstracts are JATS abstracts marked with their language.

const SCHEMA = "http://www.crossref.org/schema/5.3.1";

type Facts = ReturnType<typeof articleFacts>;

const date = (d: ReturnType<typeof dayOf>, mediaType: string) =>
  xmlElement("publication_date", { media_type: mediaType }, textElement("month", d.month) + textElement("day", d.day) + textElement("year", d.year));

function contributors(f: Facts): string {
  const people = f.authors.map((a, i) => {
    const { given, surname } = nameParts(a.name);
    return xmlElement(
      "person_name",
      { sequence: i === 0 ? "first" : "additional", contributor_role: "author" },
      (given ? textElement("given_name", given) : "") +
        textElement("surname", surname) +
        (a.affiliation ? xmlElement("affiliations", {}, xmlElement("institution", {}, textElement("institution_name", a.affiliation))) : "") +
        (a.orcid ? textElement("ORCID", orcidUrl(a.orcid)) : ""),
    );
  });
  return people.length ? xmlElement("contributors", {}, people.join("")) : "";
}

const abstract = (text: string, lang: string) =>
  xmlElement(
    "jats:abstract",
    { "xml:lang": lang },
    paragraphsOf(text)
      .map((p) => textElement("jats:p", p))
      .join("") || "<jats:p/>",
  );

/** The deposit of `f` under `doi`, resolving to `url`; `batchId` and `timestamp` tell deposits apart (a later one replaces an earlier). */
export function crossrefDocument(
  f: Facts,
  { doi, url, batchId, timestamp, config }: { doi: string; url: string; batchId: string; timestamp: number; config: CrossrefConfig },
) {
  const j = journal();
  const day = dayOf(f.publishedAt);
  const titles = f.titleEn
    ? textElement("title", f.titleEn) + textElement("original_language_title", f.titleAr, { language: "ar" })
    : textElement("title", f.titleAr);
  const head = xmlElement(
    "head",
    {},
    textElement("doi_batch_id", batchId) +
      textElement("timestamp", String(timestamp)) +
      xmlElement("depositor", {}, textElement("depositor_name", config.depositorName) + textElement("email_address", config.depositorEmail)) +
      textElement("registrant", j.publisher),
  );
  const journalMetadata = xmlElement(
    "journal_metadata",
    { language: languageOf(j.title) },
    textElement("full_title", j.title) +
      (j.titleEn !== j.title ? textElement("full_title", j.titleEn) : "") +
      (j.issn ? textElement("issn", j.issn, { media_type: "electronic" }) : ""),
  );
  const issue = f.volume
    ? xmlElement("journal_issue", {}, date(day, "online") + xmlElement("journal_volume", {}, textElement("volume", String(f.volume))))
    : "";
  const article = xmlElement(
    "journal_article",
    { publication_type: "full_text", language: "ar" },
    xmlElement("titles", {}, titles) +
      contributors(f) +
      abstract(f.abstractAr, "ar") +
      (f.abstractEn ? abstract(f.abstractEn, "en") : "") +
      date(day, "online") +
      (f.articleNumber ? xmlElement("publisher_item", {}, textElement("item_number", String(f.articleNumber), { item_number_type: "article_number" })) : "") +
      (f.licenseUrl ? xmlElement("ai:program", { name: "AccessIndicators" }, textElement("ai:license_ref", f.licenseUrl, { applies_to: "vor" })) : "") +
      xmlElement("doi_data", {}, textElement("doi", doi) + textElement("resource", url)) +
      (f.references.length
        ? xmlElement(
            "citation_list",
            {},
            f.references.map((text, i) => xmlElement("citation", { key: `ref${i + 1}` }, textElement("unstructured_citation", text))).join(""),
          )
        : ""),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    xmlElement(
      "doi_batch",
      {
        version: "5.3.1",
        xmlns: SCHEMA,
        "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
        "xsi:schemaLocation": `${SCHEMA} https://www.crossref.org/schemas/crossref5.3.1.xsd`,
        "xmlns:jats": "http://www.ncbi.nlm.nih.gov/JATS1",
        "xmlns:ai": "http://www.crossref.org/AccessIndicators.xsd",
      },
      head + xmlElement("body", {}, xmlElement("journal", {}, journalMetadata + issue + article)),
    ) +
    "\n"
  );
}
