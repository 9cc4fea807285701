import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomXml, feedUpdated } from "@/lib/feeds/atom";
import { el, escapeXml, xmlDocument } from "@/lib/feeds/xml";

describe("escapeXml", () => {
  it("escapes the five markup characters and keeps Arabic as written", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;");
    expect(escapeXml("الذكاء الاصطناعي ﷺ 😀")).toBe("الذكاء الاصطناعي ﷺ 😀");
  });

  it("drops what XML 1.0 forbids (control characters, lone surrogates) and keeps tabs and newlines", () => {
    expect(escapeXml("a\u0000b\u0008c\u001Fd\uFFFEe\uD800f\tg\nh\ri")).toBe("abcdef\tg\nh\ri");
  });
});

describe("el", () => {
  it("escapes text and attributes once, places written nodes as they are, and leaves out empty attributes", () => {
    const node = el("p", { title: `"<b>"`, lang: undefined, n: 3 }, "x < y", el("b", null, "&"), null, false, ["1", 2]);
    expect(node.xml).toBe('<p title="&quot;&lt;b&gt;&quot;" n="3">x &lt; y<b>&amp;</b>12</p>');
    expect(el("br", null).xml).toBe("<br/>");
  });

  it("writes a document a real parser reads back to the same text", () => {
    const hostile = `</title><script>alert(1)</script> & "quotes" — عنوان`;
    const doc = xmlDocument(el("root", { a: hostile }, el("title", null, hostile)));
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(doc);
    expect(parsed.root.title).toBe(hostile);
    expect(parsed.root["@a"]).toBe(hostile);
  });
});

describe("atomXml", () => {
  it("writes a feed with its entries: ids, links, authors, dates, summary and categories", () => {
    const published = new Date("2026-01-02T03:04:05.000Z");
    const xml = atomXml({
      title: "منارة",
      id: "https://m.example/feeds/articles.atom",
      selfUrl: "https://m.example/feeds/articles.atom?token=t",
      pageUrl: "https://m.example/",
      lang: "ar",
      fallbackAuthor: "منارة",
      entries: [
        {
          url: "https://m.example/article/7",
          title: "تعلم <الآلة>",
          authors: ["أ. باحث", " "],
          published,
          updated: new Date("2026-01-03T00:00:00.000Z"),
          summary: "ملخص & نص",
          categories: [{ term: "تعلم-الآلة", label: "تعلم الآلة" }],
        },
        { url: "https://m.example/article/6", title: "b", authors: [], published, updated: published, summary: "", categories: [] },
      ],
    });
    const feed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      isArray: (n) => ["entry", "author", "category", "link"].includes(n),
    }).parse(xml).feed;
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed["@xml:lang"]).toBe("ar");
    expect(feed.id).toBe("https://m.example/feeds/articles.atom");
    expect(feed.link[0]).toEqual({ "@rel": "self", "@type": "application/atom+xml", "@href": "https://m.example/feeds/articles.atom?token=t" });
    expect(feed.updated).toBe("2026-01-03T00:00:00.000Z");
    const [first, second] = feed.entry;
    expect(first.id).toBe("https://m.example/article/7");
    expect(first.title["#text"]).toBe("تعلم <الآلة>");
    expect(first.link[0]["@href"]).toBe("https://m.example/article/7");
    expect(first.author.map((a: { name: string }) => a.name)).toEqual(["أ. باحث"]);
    expect(first.published).toBe("2026-01-02T03:04:05.000Z");
    expect(first.summary["#text"]).toBe("ملخص & نص");
    expect(first.category[0]).toEqual({ "@term": "تعلم-الآلة", "@label": "تعلم الآلة" });
    // an entry without a named author takes the site's name; an empty summary is left out
    expect(second.author.map((a: { name: string }) => a.name)).toEqual(["منارة"]);
    expect(second.summary).toBeUndefined();
  });

  it("says when a feed last changed: its newest entry's update, the epoch when empty", () => {
    const entry = (updated: string) => ({ url: "u", title: "t", authors: [], published: new Date(0), updated: new Date(updated), summary: "", categories: [] });
    expect(feedUpdated([entry("2026-01-02T00:00:00Z"), entry("2026-03-01T00:00:00Z"), entry("2026-02-01T00:00:00Z")])).toEqual(
      new Date("2026-03-01T00:00:00Z"),
    );
    expect(feedUpdated([]).getTime()).toBe(0);
  });
});
