import { afterAll, describe, expect, it, vi } from "vitest";

// A real database (test/database.ts), with every migration applied.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { assignArticleNumber, journal } = await import("./journal");

afterAll(closeDatabase);

// a year no other test publishes in, so the volume's numbers are this test's alone
let years = 0;
const freshYear = () => 2400 + 3 * years++;
const inYear = (year: number, month = 6) => new Date(Date.UTC(year, month, 15, 12));

async function newArticle() {
  return db.article.create({ data: { title: "مقال", authorName: "باحث", abstractAr: "ملخص", status: "published" } });
}
const publish = (id: number, at: Date) => db.$transaction((tx) => assignArticleNumber(tx, id, at));
const placeOf = (id: number) => db.article.findUniqueOrThrow({ where: { id }, select: { volume: true, articleNumber: true } });

describe("articles numbered within a volume", () => {
  it("numbers the articles of a year 1, 2, 3 in order of publication, in the volume of that year", async () => {
    const year = freshYear();
    const [a, b, c] = [await newArticle(), await newArticle(), await newArticle()];
    await publish(a.id, inYear(year, 0));
    await publish(b.id, inYear(year, 5));
    await publish(c.id, inYear(year + 1, 0));
    expect(await placeOf(a.id)).toEqual({ volume: year, articleNumber: 1 });
    expect(await placeOf(b.id)).toEqual({ volume: year, articleNumber: 2 });
    expect(await placeOf(c.id)).toEqual({ volume: year + 1, articleNumber: 1 });
  });

  it("gives an article its number once: published again, it keeps it", async () => {
    const year = freshYear();
    const a = await newArticle();
    await publish(a.id, inYear(year));
    await publish(a.id, inYear(year + 1));
    expect(await placeOf(a.id)).toEqual({ volume: year, articleNumber: 1 });
  });

  it("takes the year on the configured time zone's calendar (Cairo's new year comes before London's)", async () => {
    const year = freshYear();
    const a = await newArticle();
    await publish(a.id, new Date(Date.UTC(year - 1, 11, 31, 23, 0))); // 01:00 on 1 January in Cairo
    expect((await placeOf(a.id)).volume).toBe(year);
  });

  it("never gives two articles published at once the same number", async () => {
    const year = freshYear();
    const articles = await Promise.all(Array.from({ length: 12 }, newArticle));
    await Promise.all(articles.map((a) => publish(a.id, inYear(year))));
    const numbers = await Promise.all(articles.map(async (a) => (await placeOf(a.id)).articleNumber));
    expect([...numbers].sort((x, y) => x! - y!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("refuses a second article with a number already taken in the volume", async () => {
    const year = freshYear();
    const [a, b] = [await newArticle(), await newArticle()];
    await publish(a.id, inYear(year));
    await expect(db.article.update({ where: { id: b.id }, data: { volume: year, articleNumber: 1 } })).rejects.toThrow();
  });
});

describe("the journal", () => {
  it("is the site without configuration, with no ISSN", () => {
    expect(journal()).toEqual({ title: "منارة", titleEn: "Manara", publisher: "منارة", issn: null, doiPrefix: null });
  });
});
