import { describe, expect, it } from "vitest";
import { highwireTags, jsonLdText, scholarlyArticle, type ScholarlyWork } from "./scholarly";

const work: ScholarlyWork = {
  url: "https://manara.example/article/7",
  title: "أثر </script><script>alert(1)</script> & التعلم",
  titleEn: "Learning",
  description: "ملخص",
  authors: ["سارة أحمد", "Omar Khaled"],
  publishedAt: "2026-03-09T10:00:00.000Z",
  keywords: ["تعلم الآلة", "NLP"],
  doi: "10.5555/manara.7",
  pdfUrl: "https://manara.example/uploads/a.pdf",
  license: "cc-by-4.0",
  site: "منارة",
  language: "ar",
};

describe("scholarly metadata", () => {
  it("gives Scholar one citation_author per author and its date format", () => {
    const tags = highwireTags(work);
    expect(tags.citation_author).toEqual(["سارة أحمد", "Omar Khaled"]);
    expect(tags.citation_publication_date).toBe("2026/03/09");
    expect(tags.citation_doi).toBe("10.5555/manara.7");
    expect(tags.citation_pdf_url).toBe(work.pdfUrl);
    expect(highwireTags({ ...work, doi: null, pdfUrl: null, keywords: [] })).not.toHaveProperty("citation_pdf_url");
  });

  it("writes JSON-LD that cannot close its script element and parses back to the same article", () => {
    const text = jsonLdText(scholarlyArticle(work));
    expect(text).not.toMatch(/[<>&]/);
    const parsed = JSON.parse(text);
    expect(parsed["@type"]).toBe("ScholarlyArticle");
    expect(parsed.headline).toBe(work.title);
    expect(parsed.author.map((a: { name: string }) => a.name)).toEqual(work.authors);
    expect(parsed.license).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(parsed.identifier).toEqual({ "@type": "PropertyValue", propertyID: "DOI", value: "10.5555/manara.7" });
  });

  it("says a retraction: the title as indexes should show it, and creativeWorkStatus", () => {
    const retracted = { ...work, retraction: { title: `مسحوب: ${work.title}`, at: "2026-05-01T00:00:00.000Z", note: "نتائج غير قابلة للتكرار" } };
    expect(highwireTags(retracted).citation_title).toBe(`مسحوب: ${work.title}`);
    expect(JSON.parse(jsonLdText(scholarlyArticle(retracted))).creativeWorkStatus).toBe("Retracted");
    expect(highwireTags(work).citation_title).toBe(work.title);
    expect(scholarlyArticle(work)).not.toHaveProperty("creativeWorkStatus");
  });
});
