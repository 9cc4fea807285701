import { describe, expect, it } from "vitest";
import { highwireTags, jsonLdText, pageDescription, scholarlyArticle, type ScholarlyWork } from "./scholarly";

const work: ScholarlyWork = {
  url: "https://manara.example/article/7",
  title: "أثر </script><script>alert(1)</script> & التعلم",
  titleEn: "Learning",
  description: "ملخص (p<0.05) وكانت a<b و c>d و R&D",
  authors: [
    { name: "سارة أحمد", affiliation: null, orcid: null },
    { name: "Omar <Khaled> & co", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" },
    { name: "ليلى", affiliation: null, orcid: "0000-0001-5109-3700" },
  ],
  publishedAt: "2026-03-09T10:00:00.000Z",
  keywords: ["تعلم الآلة", "NLP"],
  doi: "10.5555/manara.7",
  pdfUrl: "https://manara.example/uploads/a.pdf",
  license: "CC-BY-4.0",
  site: "منارة",
  journal: { title: "منارة", titleEn: "Manara", publisher: "منارة", issn: null, doiPrefix: null },
  volume: null,
  articleNumber: null,
  language: "ar",
  image: { url: "https://manara.example/images/article-card.png", width: 1200, height: 630, type: "image/png" },
};

const valuesOf = (tags: [string, string][], name: string) => tags.filter(([n]) => n === name).map(([, v]) => v);

describe("scholarly metadata", () => {
  it("gives Scholar one citation_author per author, each followed by their own institution and ORCID iD", () => {
    const tags = highwireTags(work);
    expect(tags.filter(([n]) => n.startsWith("citation_author"))).toEqual([
      ["citation_author", "سارة أحمد"],
      ["citation_author", "Omar <Khaled> & co"],
      ["citation_author_institution", "جامعة القاهرة"],
      ["citation_author_orcid", "https://orcid.org/0000-0002-1825-0097"],
      ["citation_author", "ليلى"],
      ["citation_author_orcid", "https://orcid.org/0000-0001-5109-3700"],
    ]);
    expect(tags[0]).toEqual(["citation_title", work.title]);
    expect(valuesOf(tags, "citation_publication_date")).toEqual(["2026/03/09"]);
    expect(valuesOf(tags, "citation_doi")).toEqual(["10.5555/manara.7"]);
    expect(valuesOf(tags, "citation_pdf_url")).toEqual([work.pdfUrl]);
    expect(valuesOf(tags, "citation_keywords")).toEqual(["تعلم الآلة; NLP"]);
    const bare = highwireTags({ ...work, doi: null, pdfUrl: null, keywords: [] }).map(([n]) => n);
    expect(bare).not.toContain("citation_pdf_url");
    expect(bare).not.toContain("citation_doi");
    expect(bare).not.toContain("citation_keywords");
  });

  it("writes JSON-LD that cannot close its script element and parses back to the same article", () => {
    const text = jsonLdText(scholarlyArticle(work));
    expect(text).not.toMatch(/[<>&]/);
    const parsed = JSON.parse(text);
    expect(parsed["@type"]).toBe("ScholarlyArticle");
    expect(parsed.headline).toBe(work.title);
    expect(parsed.description).toBe(work.description);
    expect(parsed.author).toEqual([
      { "@type": "Person", name: "سارة أحمد" },
      {
        "@type": "Person",
        "@id": "https://orcid.org/0000-0002-1825-0097",
        identifier: "https://orcid.org/0000-0002-1825-0097",
        name: "Omar <Khaled> & co",
        affiliation: { "@type": "Organization", name: "جامعة القاهرة" },
      },
      { "@type": "Person", "@id": "https://orcid.org/0000-0001-5109-3700", identifier: "https://orcid.org/0000-0001-5109-3700", name: "ليلى" },
    ]);
    expect(parsed.image).toEqual({ "@type": "ImageObject", url: work.image.url, width: 1200, height: 630 });
    expect(parsed.license).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(parsed.identifier).toEqual({ "@type": "PropertyValue", propertyID: "DOI", value: "10.5555/manara.7" });
  });

  it("describes a reviewed article by its abstract as written, a shortcut post by its share excerpt", () => {
    expect(pageDescription(work, true)).toBe(work.description);
    const long = { ...work, description: "ب".repeat(149) + "<x>".repeat(40) };
    expect([...pageDescription(long, true)]).toHaveLength(200);
    expect(pageDescription(long, true).endsWith("<x><x>")).toBe(true);
    expect(pageDescription(long, false)).toBe(`${"ب".repeat(100)}...`);
  });

  it("says a retraction: the title as indexes should show it, and creativeWorkStatus", () => {
    const retracted = { ...work, retraction: { title: `مسحوب: ${work.title}`, at: "2026-05-01T00:00:00.000Z", note: "نتائج غير قابلة للتكرار" } };
    const titleOf = (w: typeof work) => highwireTags(w).find(([name]) => name === "citation_title")?.[1];
    expect(titleOf(retracted)).toBe(`مسحوب: ${work.title}`);
    expect(JSON.parse(jsonLdText(scholarlyArticle(retracted))).creativeWorkStatus).toBe("Retracted");
    expect(titleOf(work)).toBe(work.title);
    expect(scholarlyArticle(work)).not.toHaveProperty("creativeWorkStatus");
  });

  it("names authors in the tags and the JSON-LD as the citations do: without the titles before a name or the degree after it", () => {
    const titled = {
      ...work,
      authors: [
        { name: "أ.د. عبد الله بن سعيد", affiliation: null, orcid: null },
        { name: "الدكتورة أبو بكر آل سعود", affiliation: "جامعة القاهرة", orcid: null },
        { name: "Prof. Laila Haddad, PhD", affiliation: null, orcid: "0000-0001-5109-3700" },
        { name: "Dr Omar Hassan", affiliation: null, orcid: null },
        { name: "Drew Barrymore", affiliation: null, orcid: null },
      ],
    };
    const cited = ["عبد الله بن سعيد", "أبو بكر آل سعود", "Laila Haddad", "Omar Hassan", "Drew Barrymore"];
    expect(valuesOf(highwireTags(titled), "citation_author")).toEqual(cited);
    const parsed = JSON.parse(jsonLdText(scholarlyArticle(titled)));
    expect(parsed.author.map((a: { name: string }) => a.name)).toEqual(cited);
    expect(parsed.author[2]["@id"]).toBe("https://orcid.org/0000-0001-5109-3700");
  });

  it("names the journal, its ISSN, the volume and the article's number when it has them, and claims none it lacks", () => {
    const bare = highwireTags(work);
    expect(valuesOf(bare, "citation_journal_title")).toEqual(["منارة"]);
    for (const name of ["citation_issn", "citation_volume", "citation_firstpage"]) expect(valuesOf(bare, name)).toEqual([]);
    expect(scholarlyArticle(work).isPartOf).toEqual({
      "@type": "Periodical",
      name: "منارة",
      alternateName: "Manara",
      publisher: { "@type": "Organization", name: "منارة" },
    });

    const journal = { title: "مجلة منارة للبحوث", titleEn: "Manara Research Journal", publisher: "دار منارة", issn: "2049-3630", doiPrefix: "10.5555" };
    const numbered = { ...work, journal, volume: 2026, articleNumber: 12 };
    const tags = highwireTags(numbered);
    expect(valuesOf(tags, "citation_journal_title")).toEqual([journal.title]);
    expect(valuesOf(tags, "citation_publisher")).toEqual(["دار منارة"]);
    expect(valuesOf(tags, "citation_issn")).toEqual(["2049-3630"]);
    expect(valuesOf(tags, "citation_volume")).toEqual(["2026"]);
    expect(valuesOf(tags, "citation_firstpage")).toEqual(["12"]);
    expect(scholarlyArticle(numbered)).toMatchObject({
      pagination: "12",
      isPartOf: {
        "@type": "PublicationVolume",
        volumeNumber: "2026",
        isPartOf: { "@type": "Periodical", name: journal.title, alternateName: journal.titleEn, issn: "2049-3630", publisher: { name: "دار منارة" } },
      },
    });
  });
});
