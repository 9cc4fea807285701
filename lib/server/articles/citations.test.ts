import { Cite } from "@citation-js/core";
import { describe, expect, it } from "vitest";
import { CITATION_FORMATS } from "@/lib/articles/types";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { articleCsl, formatCitation } from "@/lib/server/articles/citations";

const article = {
  id: 42,
  title_ar: "أثر تحلية المياه على الزراعة",
  abstract_ar: "ملخص",
  keywords: ["مياه", "زراعة"],
  authors: [
    { name: "ليلى حداد", affiliation: null, orcid: null, user_id: null },
    { name: "عمر بن سعيد", affiliation: null, orcid: null, user_id: null },
  ],
  doi: "10.1234/manara.42",
  published_at: "2026-11-25T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
};
const item = articleCsl(article, { url: "https://manara.example/article/7", site: "منارة" });
const names = (parsed: { author?: { given?: string; family?: string; literal?: string }[] }) =>
  (parsed.author ?? []).map((a) => a.literal ?? `${a.given} ${a.family}`);

describe("citations keep Arabic as written", { timeout: 60_000 }, () => {
  it("BibTeX parses back to the stored title, authors and DOI, under an ASCII label", () => {
    const { text, headers } = formatCitation(item, "bibtex", article.title_ar);
    expect(text).toMatch(/^@article\{manara42,/);
    const parsed = new Cite(text).data[0];
    expect(parsed.title).toBe(article.title_ar);
    expect(names(parsed)).toEqual(["ليلى حداد", "عمر بن سعيد"]);
    expect(parsed.DOI).toBe(article.doi);
    expect(headers["Content-Disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(article.title_ar)}.bib`);
  });
  it("RIS parses back the same", () => {
    const parsed = new Cite(formatCitation(item, "ris", "x").text).data[0];
    expect(parsed.title).toBe(article.title_ar);
    expect(names(parsed)).toEqual(["ليلى حداد", "عمر بن سعيد"]);
    expect(parsed.DOI).toBe(article.doi);
  });
  it("CSL-JSON is the item; APA and Chicago name the authors and title unfolded", () => {
    expect(JSON.parse(formatCitation(item, "csl-json", "x").text)).toEqual([item]);
    const apa = formatCitation(item, "apa", "x").text;
    expect(apa).toContain("حداد, ل.");
    expect(apa).toContain(article.title_ar);
    expect(apa).toContain("https://doi.org/10.1234/manara.42");
    const chicago = formatCitation(item, "chicago", "x").text;
    expect(chicago).toContain("حداد, ليلى, and عمر بن سعيد. 2026.");
    expect(chicago).toContain(`“${article.title_ar}.”`);
  });
});

describe("the compact APA style", { timeout: 60_000 }, () => {
  // against the plugin's whole APA style (its engine is loaded only here): the same text for the
  // items articles make, with one, two and three authors (a single word kept whole) and with a
  // DOI, only an address, or neither
  const authors = [["ليلى حداد"], ["ليلى حداد", "Omar Ali Hassan"], ["ليلى حداد", "منارة", "Omar Hassan"]];
  const access = [
    { doi: "10.1234/manara.42", url: "https://manara.example/article/7" },
    { doi: null, url: "https://manara.example/article/7" },
    { doi: null, url: null },
  ];
  for (const names of authors)
    for (const { doi, url } of access)
      it(`equals the plugin's APA: ${names.length} author(s), ${doi ? "DOI" : url ? "address" : "no link"}`, () => {
        const one = articleCsl(
          { ...article, doi, authors: names.map((name) => ({ name, affiliation: null, orcid: null, user_id: null })) },
          { url, site: "منارة" },
        );
        const full = new Cite(one).format("bibliography", { format: "text", template: "apa", lang: "en-US" }).trim();
        expect(formatCitation(one, "apa", "x").text).toBe(full);
      });
});

it("answers each format with a media type the OpenAPI document lists for cite.php, and lists no other", () => {
  const cite = buildOpenApiDocument().paths["/backend/api/articles/cite.php"] as { get: { responses: Record<string, { content?: object }> } };
  const documented = Object.keys(cite.get.responses["200"].content ?? {}).sort();
  const answered = [...new Set(CITATION_FORMATS.map((format) => formatCitation(item, format, "x").headers["Content-Type"].split(";")[0]))].sort();
  expect(documented).toEqual(answered);
  expect(answered).toHaveLength(4);
}, 60_000);
