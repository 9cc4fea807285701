import { Cite } from "@citation-js/core";
import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { AST as RisAst } from "astrocite-ris";
import { describe, expect, it } from "vitest";
import { CITATION_FORMATS } from "@/lib/articles/types";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { articleCsl, textDirection, formatCitation, formattedCitation, type CitedArticle } from "@/lib/server/articles/citations";

// RIS and BibTeX are read back with parsers this project did not write and citation-js (which
// writes the other formats) is not: astrocite's RIS grammar, which takes nothing but tagged lines,
// and Better BibTeX's parser.

const author = (name: string, orcid: string | null = null) => ({ name, orcid });
const article: CitedArticle = {
  id: 42,
  title_ar: "أثر تحلية المياه على الزراعة",
  abstract_ar: "ملخص",
  keywords: ["مياه", "زراعة"],
  authors: [author("ليلى حداد"), author("عمر بن سعيد")],
  doi: "10.1234/manara.42",
  license: "CC-BY-SA-4.0",
  published_at: "2026-11-25T10:00:00.000Z",
  created_at: "2026-11-20T10:00:00.000Z",
};
const item = articleCsl(article, { url: "https://manara.example/article/7", site: "منارة" });

/** The one record of a RIS text as tag → values, after checking every line is a tag. */
function risRecord(text: string) {
  const lines = text.split("\r\n").filter(Boolean);
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
  const ast = RisAst.parse(text);
  expect(ast.children).toHaveLength(1);
  const tags = new Map<string, string[]>();
  for (const p of ast.children[0].properties) tags.set(p.key, [...(tags.get(p.key) ?? []), p.value]);
  return { type: ast.children[0].type, tags };
}

/** The one entry of a BibTeX text, parsed without errors. */
function bibEntry(text: string) {
  const library = parseBibtex(text, { sentenceCase: false });
  expect(library.errors).toEqual([]);
  expect(library.entries).toHaveLength(1);
  return library.entries[0];
}

describe("citations keep Arabic as written", { timeout: 60_000 }, () => {
  it("BibTeX parses back to the stored title, authors, DOI and licence, under an ASCII label", () => {
    const { text, headers } = formatCitation(item, "bibtex", article.title_ar);
    expect(text).toMatch(/^@article\{manara42,/);
    const entry = bibEntry(text);
    expect(entry.key).toBe("manara42");
    expect(entry.fields.title).toBe(article.title_ar);
    expect(entry.fields.author).toEqual([{ name: "ليلى حداد" }, { name: "عمر بن سعيد" }]);
    expect(entry.fields.doi).toBe(article.doi);
    expect(entry.fields.copyright).toBe("https://creativecommons.org/licenses/by-sa/4.0/");
    expect(headers["Content-Disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(article.title_ar)}.bib`);
  });
  it("BibTeX's month is its month macro, the whole date in biblatex's date", () => {
    const november = articleCsl({ ...article, published_at: "2026-11-28T23:30:00.000Z" }, { url: null, site: "منارة" });
    const { text } = formatCitation(november, "bibtex", "x");
    expect(text).toContain("  month = nov,\n");
    const entry = bibEntry(text);
    expect(entry.fields.year).toBe("2026");
    expect(entry.fields.month).toBe("11");
    expect(entry.fields.date).toBe("2026-11-28");
  });
  it("RIS parses back the same, one tag per line", () => {
    const { type, tags } = risRecord(formatCitation(item, "ris", "x").text);
    expect(type).toBe("JOUR");
    expect(tags.get("TI")).toEqual([article.title_ar]);
    expect(tags.get("AU")).toEqual(["ليلى حداد", "عمر بن سعيد"]);
    expect(tags.get("DO")).toEqual([article.doi]);
    expect(tags.get("KW")).toEqual(article.keywords);
    expect(tags.get("DA")).toEqual(["2026/11/25"]);
    expect(tags.get("CR")).toEqual(["https://creativecommons.org/licenses/by-sa/4.0/"]);
  });
  it("CSL-JSON is the item, with the licence's address; APA and Chicago name the authors whole and the title unfolded", () => {
    expect(JSON.parse(formatCitation(item, "csl-json", "x").text)).toEqual([item]);
    expect(item.license).toBe("https://creativecommons.org/licenses/by-sa/4.0/");
    const apa = formatCitation(item, "apa", "x").text;
    expect(apa).toContain("ليلى حداد & عمر بن سعيد. (2026).");
    expect(apa).toContain(article.title_ar);
    expect(apa).toContain("https://doi.org/10.1234/manara.42");
    const chicago = formatCitation(item, "chicago", "x").text;
    expect(chicago).toContain("ليلى حداد and عمر بن سعيد. 2026.");
    expect(chicago).toContain(`“${article.title_ar}.”`);
  });
});

describe("a reference as a reader sees it", { timeout: 60_000 }, () => {
  const mixed = articleCsl(
    { ...article, authors: [author("ليلى حداد"), author("James Whitfield")] },
    { url: "https://manara.example/article/7", site: "منارة" },
  );
  it.each(["apa", "chicago"] as const)("%s: the same text as cite.php, every name and the title isolated, the publication in italics", (format) => {
    const shown = formattedCitation(mixed, format);
    expect(shown.text).toBe(formatCitation(mixed, format, "x").text);
    expect(shown.parts.map((p) => p.text).join("")).toBe(shown.text);
    expect(shown.parts.filter((p) => p.isolate).map((p) => p.text)).toEqual(["ليلى حداد", "James Whitfield", article.title_ar]);
    expect(shown.parts.filter((p) => p.italic).map((p) => p.text)).toEqual(["منارة"]);
    expect(shown.text).not.toMatch(/[\uE000-\uF8FF]/u);
    expect(shown).toMatchObject({ dir: "rtl", lang: "ar" });
  });
  it.each(["apa", "chicago"] as const)("%s: a title or name ending in its own stop gets no second one, as in cite.php", (format) => {
    for (const [title, name] of [
      ["Does desalination pay?", "Omar S."],
      ["Water, at last!", "James Whitfield"],
      ["Desalination and farming.", "ليلى حداد"],
    ]) {
      const ended = articleCsl({ ...article, title_ar: title, authors: [author(name)] }, { url: "https://manara.example/article/7", site: "منارة" });
      const shown = formattedCitation(ended, format);
      expect(shown.text).toBe(formatCitation(ended, format, "x").text);
      expect(shown.text).not.toMatch(/[.?!][.]/);
      expect(shown.parts.filter((p) => p.isolate).map((p) => p.text)).toEqual([name, title]);
    }
  });
  it("kept once formatted: the same item gives the same reference, a changed one its own, and no caller's change reaches the next", () => {
    const first = formattedCitation(mixed, "apa");
    first.parts[0].text = "changed by a caller";
    const again = formattedCitation(mixed, "apa");
    expect(again.text).toBe(formatCitation(mixed, "apa", "x").text);
    expect(again.parts.map((p) => p.text).join("")).toBe(again.text);
    const retitled = { ...mixed, title: "Desalination and farming" };
    expect(formattedCitation(retitled, "apa").text).toBe(formatCitation(retitled, "apa", "x").text);
    expect(formattedCitation(mixed, "chicago").text).toBe(formatCitation(mixed, "chicago", "x").text);
  });
  it("reads in the direction of its title", () => {
    expect(formattedCitation({ ...mixed, title: "Desalination and farming" }, "apa")).toMatchObject({ dir: "ltr", lang: "en" });
    expect(textDirection("«أثر» 2026")).toBe("rtl");
    expect(textDirection("2026: DNA في الزراعة")).toBe("ltr");
    expect(textDirection("")).toBe("ltr");
  });
});

describe("a reference in Arabic conventions for an Arabic reader", { timeout: 60_000 }, () => {
  const three = articleCsl(
    { ...article, authors: [author("ليلى حداد"), author("James Whitfield"), author("عمر بن سعيد")], volume: 2026, article_number: 3 },
    { url: "https://manara.example/article/7", site: "منارة" },
  );
  const doi = "https://doi.org/10.1234/manara.42";
  it("APA: the Arabic comma, و joined to the last name, مج. and مقال; the English rendering stays APA's own", () => {
    expect(formattedCitation(three, "apa", "ar").text).toBe(
      `ليلى حداد، James Whitfield، وعمر بن سعيد. (2026). ${article.title_ar}. منارة، مج. 2026، مقال 3. ${doi}`,
    );
    expect(formattedCitation(three, "apa", "en").text).toBe(
      `ليلى حداد, James Whitfield, & عمر بن سعيد. (2026). ${article.title_ar}. منارة, 2026, Article 3. ${doi}`,
    );
  });
  it("Chicago: the title between Arabic quotation marks, the Arabic comma; English stays Chicago's own", () => {
    expect(formattedCitation(three, "chicago", "ar").text).toBe(
      `ليلى حداد، James Whitfield، وعمر بن سعيد. 2026. «${article.title_ar}». منارة، مج. 2026، مقال 3. ${doi}.`,
    );
    expect(formattedCitation(three, "chicago", "en").text).toBe(
      `ليلى حداد, James Whitfield, and عمر بن سعيد. 2026. “${article.title_ar}.” منارة 2026: 3. ${doi}.`,
    );
  });
  it("two authors joined by و alone; no date is د.ت.; pages are ص.; several citations are separated by the Arabic semicolon", () => {
    const undated = articleCsl(
      { ...article, authors: [author("ليلى حداد"), author("James Whitfield")] },
      { url: "https://manara.example/article/7", site: "منارة" },
    );
    delete undated.issued;
    expect(formattedCitation({ ...undated, page: "45-67" }, "apa", "ar").text).toBe(
      `ليلى حداد وJames Whitfield. (د.ت.). ${article.title_ar}. منارة، ص. 45–67. ${doi}`,
    );
    const cites = new Cite([
      { ...three, id: "a" },
      { ...three, id: "b", author: [{ literal: "سارة علي" }] },
    ]).format("citation", { template: "apa-article-ar", lang: "ar", format: "text" });
    expect(cites).toBe("(ليلى حداد وآخرون، 2026؛ سارة علي، 2026)");
  });
  it("keeps each name and the title isolated, reads right to left, and is the text cite.php answers for Arabic", () => {
    for (const format of ["apa", "chicago"] as const) {
      const shown = formattedCitation(three, format, "ar");
      expect(shown.parts.filter((p) => p.isolate).map((p) => p.text)).toEqual(["ليلى حداد", "James Whitfield", "عمر بن سعيد", article.title_ar]);
      expect(shown.parts.filter((p) => p.italic).map((p) => p.text)).toEqual(["منارة"]);
      expect(shown.parts.map((p) => p.text).join("")).toBe(shown.text);
      expect(shown).toMatchObject({ dir: "rtl", lang: "ar" });
      expect(formatCitation(three, format, "x", "ar").text).toBe(shown.text);
      // the marks change nothing but the joined و: the text is citeproc's own of the unmarked item
      const plain = new Cite(three).format("bibliography", { format: "text", template: format === "apa" ? "apa-article-ar" : "chicago-ar", lang: "ar" }).trim();
      expect(shown.text).toBe(plain.replace(" و عمر", " وعمر"));
    }
  });
  it("an article whose title is not Arabic keeps English conventions in the Arabic interface", () => {
    const english = { ...three, title: "Desalination and farming" };
    expect(formattedCitation(english, "apa", "ar")).toEqual(formattedCitation(english, "apa", "en"));
  });
});

describe("a name given in parts", () => {
  it("is written family first where both parts were given, whole otherwise", () => {
    const parts = { ...item, author: [{ family: "آل سعود", given: "أبو بكر" }, { family: "منارة" }] };
    expect(risRecord(formatCitation(parts, "ris", "x").text).tags.get("AU")).toEqual(["آل سعود, أبو بكر", "منارة"]);
    expect(bibEntry(formatCitation(parts, "bibtex", "x").text).fields.author).toEqual([{ lastName: "آل سعود", firstName: "أبو بكر" }, { name: "منارة" }]);
  });
});

describe("what outside tools read back exactly", { timeout: 60_000 }, () => {
  // a long abstract (once wrapped onto untagged lines), honorifics, compound Arabic names, ORCID
  // iDs, and a title and abstract that try to close their field or start a record of their own
  const forged = "دراسة }, @misc{x, title={مزورة}\nTY  - JOUR\nER  - ";
  const long = `${"يتناول هذا البحث أثر تحلية مياه البحر على الزراعة في المناطق الساحلية ".repeat(4)}\r\nER  - \nTY  - BOOK\n} @misc{y, 100% & $5 #1 a_b ~ ^ \\end`;
  const hostile: CitedArticle = {
    ...article,
    title_ar: forged,
    abstract_ar: long,
    authors: [author("د. عبد الله بن سعيد", "0000-0002-1825-0097"), author("أ.د. أبو بكر آل سعود"), author("Prof. Laila Haddad", "0000-0001-5109-3700")],
  };
  const hostileItem = articleCsl(hostile, { url: "https://manara.example/article/9", site: "منارة" });
  const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
  const names = ["عبد الله بن سعيد", "أبو بكر آل سعود", "Laila Haddad"];

  it("RIS: one record whose every line is a tag, with the exact fields", () => {
    const text = formatCitation(hostileItem, "ris", "x").text;
    expect(text.match(/^TY {2}- /gm)).toHaveLength(1);
    expect(text.match(/^ER {2}- /gm)).toHaveLength(1);
    const { tags } = risRecord(text);
    expect(tags.get("TI")).toEqual([oneLine(forged)]);
    expect(tags.get("AB")).toEqual([oneLine(long)]);
    expect(tags.get("AU")).toEqual(names);
  });
  it("BibTeX: one entry whose fields hold the exact text, ORCID iDs as biblatex's author annotation", () => {
    const { text } = formatCitation(hostileItem, "bibtex", "x");
    const entry = bibEntry(text);
    expect(entry.key).toBe("manara42");
    expect(entry.fields.title).toBe(oneLine(forged));
    expect(entry.fields.abstract).toBe(oneLine(long));
    expect(entry.fields.author).toEqual(names.map((name) => ({ name })));
    expect(text).toContain('author+an:orcid = {1="0000-0002-1825-0097"; 3="0000-0001-5109-3700"},');
    // BibTeX counts every brace, escaped or not: each field's braces pair up within the field
    for (const line of text.split("\n").slice(1, -2)) {
      let depth = 0;
      for (const c of line) {
        depth += c === "{" ? 1 : c === "}" ? -1 : 0;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
  });
  it("CSL-JSON: one item with the ORCID iDs on the names; APA and Chicago on one line", () => {
    const parsed = JSON.parse(formatCitation(hostileItem, "csl-json", "x").text);
    expect(parsed).toHaveLength(1);
    expect(parsed[0].title).toBe(oneLine(forged));
    expect(parsed[0].author).toEqual([
      { literal: names[0], ORCID: "https://orcid.org/0000-0002-1825-0097" },
      { literal: names[1] },
      { literal: names[2], ORCID: "https://orcid.org/0000-0001-5109-3700" },
    ]);
    for (const format of ["apa", "chicago"] as const) {
      const text = formatCitation(hostileItem, format, "x").text;
      expect(text).not.toMatch(/[\r\n]/);
      expect(text).toContain(oneLine(forged));
      for (const name of names) expect(text).toContain(name);
    }
  });
});

describe("the compact APA style", { timeout: 60_000 }, () => {
  // against the plugin's whole APA style (its engine is loaded only here): the same text for the
  // items articles make, with one, two and three authors and with a DOI, only an address, or neither
  const authors = [["ليلى حداد"], ["ليلى حداد", "Omar Ali Hassan"], ["ليلى حداد", "منارة", "Omar Hassan"]];
  const access = [
    { doi: "10.1234/manara.42", url: "https://manara.example/article/7" },
    { doi: null, url: "https://manara.example/article/7" },
    { doi: null, url: null },
  ];
  for (const names of authors)
    for (const { doi, url } of access)
      it(`equals the plugin's APA: ${names.length} author(s), ${doi ? "DOI" : url ? "address" : "no link"}`, () => {
        const one = articleCsl({ ...article, doi, authors: names.map((name) => author(name)) }, { url, site: "منارة" });
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

describe("the journal in every citation format", { timeout: 60_000 }, () => {
  const journal = { title: "مجلة منارة للبحوث", titleEn: "Manara Research Journal", publisher: "دار منارة", issn: "2049-3630", doiPrefix: "10.5555" };
  const numbered = articleCsl({ ...article, volume: 2026, article_number: 7 }, { url: "https://manara.example/article/7", site: "منارة", journal });

  it("names the journal, its ISSN, the volume and the article's number", () => {
    expect(numbered).toMatchObject({ "container-title": journal.title, publisher: "دار منارة", ISSN: "2049-3630", volume: "2026", number: "7" });
    const ris = risRecord(formatCitation(numbered, "ris", "x").text).tags;
    expect([ris.get("T2"), ris.get("SN"), ris.get("VL"), ris.get("SP")]).toEqual([[journal.title], ["2049-3630"], ["2026"], ["7"]]);
    const bib = bibEntry(formatCitation(numbered, "bibtex", "x").text).fields;
    expect([bib.journal, bib.issn, bib.volume, bib.eid]).toEqual([journal.title, "2049-3630", "2026", "7"]);
    expect(formatCitation(numbered, "apa", "x").text).toContain(`${journal.title}, 2026, Article 7.`);
    expect(formatCitation(numbered, "chicago", "x").text).toContain(`${journal.title} 2026: 7.`);
  });

  it("claims no ISSN, volume or number it does not have", () => {
    const bare = articleCsl(article, { url: null, site: "منارة", journal: { ...journal, issn: null } });
    expect(bare).not.toHaveProperty("ISSN");
    expect(bare).not.toHaveProperty("volume");
    expect(formatCitation(bare, "ris", "x").text).not.toMatch(/^(SN|VL|SP) /m);
    expect(formatCitation(bare, "apa", "x").text).not.toContain("Article");
  });
});
