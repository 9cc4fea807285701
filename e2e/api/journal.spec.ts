import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { publishArticle } from "../seed/articles";
import { yearMonthIn } from "../../lib/i18n/dates";

// A published article's place in the journal: its volume (the year it was published) and its number
// in that volume, given at publication in order, shown on its page and in every description of it.
// Without a configured journal the site's name stands in and no ISSN is claimed.

const metaValues = (html: string, name: string) => [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, "g"))].map((m) => m[1]);

test("publication numbers articles within the year's volume; the page, Highwire, JSON-LD and the citations name the journal, volume and number", async ({
  playwright,
}) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const first = await publishArticle(author, editor, { title: `مجلد ${Math.random().toString(36).slice(2, 8)}`, keywords: ["مجلة"] });
  const second = await publishArticle(author, editor, { title: `مجلد ${Math.random().toString(36).slice(2, 8)}`, keywords: ["مجلة"] });
  const read = async (id: number) => (await (await editor.get(`/backend/api/articles/get.php?id=${id}`)).json()).article;
  const [a, b] = [await read(first.id), await read(second.id)];
  const year = yearMonthIn(new Date(a.published_at), "Africa/Cairo").year;
  expect(a.volume).toBe(year);
  expect(b.volume).toBe(year);
  // in publication order, and the volume's numbers run 1, 2, … without a gap or a repeat (other
  // tests publish at the same time, so the second may not be the first's next)
  expect(b.article_number).toBeGreaterThan(a.article_number);
  const numbers = await (await testDb()).article.findMany({ where: { volume: year }, select: { articleNumber: true }, orderBy: { articleNumber: "asc" } });
  expect(numbers.map((n) => n.articleNumber)).toEqual(numbers.map((_, i) => i + 1));

  const html = await (await author.get(`/article/${second.postId}`)).text();
  expect(metaValues(html, "citation_journal_title")).toEqual(["منارة"]);
  expect(metaValues(html, "citation_volume")).toEqual([String(year)]);
  expect(metaValues(html, "citation_firstpage")).toEqual([String(b.article_number)]);
  expect(metaValues(html, "citation_issn")).toEqual([]);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
  expect(jsonLd.isPartOf).toMatchObject({ "@type": "PublicationVolume", volumeNumber: String(year), isPartOf: { "@type": "Periodical", name: "منارة" } });
  expect(jsonLd.isPartOf.isPartOf).not.toHaveProperty("issn");
  expect(html).toMatch(new RegExp(`data-testid="article-journal"><span dir="auto">منارة</span>، المجلد ${year}، المقال ${b.article_number}<`));

  const ris = await (await author.get(`/backend/api/articles/cite.php?id=${second.id}&format=ris`)).text();
  expect(ris).toContain(`T2  - منارة\r\nPB  - منارة\r\nVL  - ${year}\r\nSP  - ${b.article_number}\r\n`);
  expect(ris).not.toContain("SN  -");
  const apa = await (await author.get(`/backend/api/articles/cite.php?id=${second.id}&format=apa`)).text();
  expect(apa).toContain(`منارة, ${year}, Article ${b.article_number}.`);

  // a draft has no place yet; a bad id is still refused
  const draft = (
    await (await author.post("/backend/api/articles/submit.php", { multipart: { title_ar: "مسودة", abstract_ar: "ملخص", keywords: "[]" } })).json()
  ).article;
  expect([draft.volume, draft.article_number]).toEqual([null, null]);
  expect((await author.get("/backend/api/articles/cite.php?id=abc&format=ris")).status()).toBe(400);
});
