import { afterAll, describe, expect, it, vi } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { jatsErrors } from "@/test/jats";

// A real database (test/database.ts), with every migration applied.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { member } = await import("@/test/domain-fixtures");
const { articleJats } = await import("./jats");

afterAll(closeDatabase);

const BODY = [
  "<p>مقدمة فيها معادلة $E = mc^2$ داخل النص.</p>",
  '<h2>الطريقة</h2><p>نص <strong>عريض</strong> و<em>مائل</em> و<a href="https://example.org">رابط</a>.</p>',
  '<div data-type="block-math" data-latex="\\frac{a}{b} &lt; 1"></div>',
  "<h3>تفاصيل</h3><ul><li><p>أول</p></li><li>ثان $x_1$</li></ul><ol><li>واحد</li></ol>",
  "<blockquote><p>اقتباس</p></blockquote><pre><code>let x = 1 &lt; 2;</code></pre>",
  "<table><tbody><tr><th>العمود</th><th>Column</th></tr><tr><td><p>١</p></td><td>2</td></tr></tbody></table>",
  '<figure><img src="https://example.org/a.png" alt="صورة"><figcaption>شكل</figcaption></figure>',
  "<h2>النتائج</h2><p>English paragraph with a broken formula $\\frac{1}{$ here.</p><p>$$\\sum_{i=1}^n i$$</p>",
].join("");

let numbers = 0;
async function published(extra: { body?: string; titleEn?: string | null; abstractEn?: string | null } = {}) {
  const author = await member();
  await db.user.update({ where: { id: author.id }, data: { affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" } });
  const article = await db.article.create({
    data: {
      title: "مقال في الرياضيات",
      titleEn: extra.titleEn === undefined ? "An article on mathematics" : extra.titleEn,
      abstractAr: "ملخص أول.\n\nفقرة ثانية من الملخص.",
      abstractEn: extra.abstractEn === undefined ? "An abstract." : extra.abstractEn,
      body: extra.body ?? BODY,
      keywords: "رياضيات, algebra, جبر",
      license: "CC-BY-4.0",
      doi: "10.5555/manara.1",
      authorName: author.name,
      userId: author.id,
      status: "published",
      publishedAt: new Date("2026-03-04T10:00:00Z"),
      volume: 2026,
      articleNumber: 7 + numbers++,
      pageId: 900_000 + Math.floor(Math.random() * 99_999),
      coAuthors: { create: [{ name: "د. سارة علي", affiliation: "جامعة عين شمس", orcid: null, position: 0 }] },
      references: { create: [{ text: "الباحث، أ. (2020). عنوان. مجلة، 1(2)، 3–4.", position: 0 }] },
    },
  });
  return { article, author };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false });

describe("JATS 1.3", { timeout: 30_000 }, () => {
  it("writes a published article that xmllint finds valid against the Archiving DTD with MathML 3", async () => {
    const { article, author } = await published();
    const xml = await articleJats({ id: article.id, actor: author });
    expect(jatsErrors(xml)).toBe("");
    const doc = parser.parse(xml).article;
    expect(doc["@xml:lang"]).toBe("ar");
    const meta = doc.front["article-meta"];
    expect(meta["title-group"]["trans-title-group"]).toMatchObject({ "@xml:lang": "en", "trans-title": "An article on mathematics" });
    expect(meta["trans-abstract"]["@xml:lang"]).toBe("en");
    expect(meta.abstract.p).toEqual(["ملخص أول.", "فقرة ثانية من الملخص."]);
    expect(meta["kwd-group"].map((g: Record<string, unknown>) => [g["@xml:lang"], g.kwd])).toEqual([
      ["ar", ["رياضيات", "جبر"]],
      ["en", "algebra"],
    ]);
    const contribs = meta["contrib-group"].contrib;
    expect(contribs[0]["contrib-id"]).toMatchObject({ "@contrib-id-type": "orcid", "#text": "https://orcid.org/0000-0002-1825-0097" });
    expect(contribs[0].aff).toBe("جامعة القاهرة");
    expect(contribs[1]).toMatchObject({ "string-name": "د. سارة علي", aff: "جامعة عين شمس" });
    expect(meta["article-id"]).toMatchObject({ "@pub-id-type": "doi", "#text": "10.5555/manara.1" });
    expect(meta["pub-date"]["@iso-8601-date"]).toBe("2026-03-04");
    expect([meta.volume, meta["elocation-id"]]).toEqual(["2026", String(article.articleNumber)]);
    expect(meta.permissions.license["@xlink:href"]).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(doc.back["ref-list"].ref["mixed-citation"]).toBe("الباحث، أ. (2020). عنوان. مجلة، 1(2)، 3–4.");
    // sections by heading level, formulas as MathML, a broken one as its source
    expect(doc.body.sec.map((s: { title: string }) => s.title)).toEqual(["الطريقة", "النتائج"]);
    expect(doc.body.sec[0].sec.title).toBe("تفاصيل");
    expect(xml).toContain("<inline-formula><mml:math><mml:semantics><mml:mrow><mml:mi>E</mml:mi>");
    expect(xml).toMatch(/<disp-formula><mml:math display="block">.*<mml:mfrac>/);
    expect(xml).toContain("<inline-formula><tex-math>$\\frac{1}{$</tex-math></inline-formula>");
    expect(xml).toContain('<p xml:lang="en">English paragraph');
    expect(xml).toContain("<table-wrap><table><tbody><tr><th>العمود</th>");
  });

  it("stays valid with only the Arabic title and abstract and no body", async () => {
    const { article, author } = await published({ body: "", titleEn: null, abstractEn: null });
    const xml = await articleJats({ id: article.id, actor: author });
    expect(jatsErrors(xml)).toBe("");
    expect(xml).toContain("<title-group><article-title>مقال في الرياضيات</article-title></title-group>");
    expect(xml).not.toContain("<body>");
  });

  it("answers nothing for an article that is not published", async () => {
    const { article, author } = await published();
    await db.article.update({ where: { id: article.id }, data: { status: "accepted" } });
    await expect(articleJats({ id: article.id, actor: author })).rejects.toMatchObject({ status: 404 });
  });
});
