import { tagSlug } from "../../lib/articles/tags";
import { apiClient, createUser, expect, hydrated, LOCALES, loginAs, test, testDb, useLocale } from "../fixtures";
import { publishArticle } from "../seed/articles";
import { seedPost } from "../seed/posts";

// Tag pages: a keyword on an article leads to the page of the articles that carry it, newest
// first, a page at a time, with its Atom feed; a printed article is the article and its citation.

const TEXT = {
  ar: { dir: "rtl", keywords: "الكلمات المفتاحية", feed: "خلاصة Atom", older: "مقالات أقدم", newest: "الأحدث" },
  en: { dir: "ltr", keywords: "Keywords", feed: "Atom feed", older: "Older articles", newest: "Newest" },
} as const;

const unique = () => Math.random().toString(36).slice(2, 8);

for (const locale of LOCALES) {
  for (const width of [1280, 390]) {
    test(`a keyword on an article opens its tag page, which lists the article (${locale}, ${width}px)`, async ({ page, playwright }) => {
      const t = TEXT[locale];
      const keyword = `الذكاء الاصطناعي ${unique()}`;
      const slug = tagSlug(keyword);
      const article = await publishArticle(await apiClient(playwright, await createUser()), await apiClient(playwright, await createUser("admin")), {
        title: `تعلم الآلة في المكتبات ${unique()}`,
        keywords: [keyword, "مكتبات"],
      });
      await page.setViewportSize({ width, height: 900 });
      await useLocale(page, locale);
      await loginAs(page, await createUser());
      await page.goto(`/article/${article.postId}`);
      await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
      await hydrated(page);
      await page.getByRole("list", { name: t.keywords }).getByRole("link", { name: keyword }).click();

      await expect(page).toHaveURL(new RegExp(`/tags/${encodeURIComponent(slug)}$`));
      const tagPage = page.getByTestId("tag-page");
      await expect(tagPage.getByRole("heading", { level: 1 })).toHaveText(keyword);
      // the card leads with the title in the interface's language (the seeded article's English one in English)
      const cardTitle = locale === "en" ? "An English title" : article.title;
      await expect(tagPage.getByTestId("post-list").getByRole("link", { name: cardTitle }).first()).toHaveAttribute("href", `/article/${article.postId}`);
      const feed = `/feeds/tags/${encodeURIComponent(slug)}.atom`;
      // a members-only site's feed reader has no session: the member's link carries their private token
      await expect(tagPage.getByRole("link", { name: t.feed })).toHaveAttribute("href", new RegExp(`^${feed.replace(/[.]/g, "\\.")}\\?token=[\\w-]+$`));
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`${feed.replace(/[.]/g, "\\.")}$`),
      );
      await page.screenshot({ path: `test-results/tag-page-${locale}-${width}.png`, fullPage: true });
    });
  }
}

test("a tag page lists its articles newest first, twelve at a time; an unknown tag is a 404", async ({ page }) => {
  const keyword = `Machine Learning ${unique()}`;
  const titles: string[] = [];
  for (let i = 0; i < 13; i++) titles.push((await seedPost({ title: `مقال ${i} ${unique()}`, keywords: `${keyword}, أخرى` })).title);
  // another article whose keyword differs only in case and spacing is the same tag
  titles.push((await seedPost({ title: `مقال أخير ${unique()}`, keywords: keyword.toLowerCase().replace(" ", "  ") })).title);
  const newestFirst = [...titles].reverse();
  await useLocale(page, "en");
  await loginAs(page, await createUser());
  await page.goto(`/tags/${encodeURIComponent(tagSlug(keyword))}`);
  await expect(page.getByText("14 articles")).toBeVisible();
  const cards = page.getByTestId("post-card").getByRole("heading", { level: 2 });
  await expect(cards).toHaveText(newestFirst.slice(0, 12));
  await page.getByRole("link", { name: TEXT.en.older }).click();
  await expect(cards).toHaveText(newestFirst.slice(12));
  await expect(page.getByRole("link", { name: TEXT.en.older })).toHaveCount(0);
  await page.getByRole("link", { name: TEXT.en.newest }).click();
  await expect(cards).toHaveText(newestFirst.slice(0, 12));

  const missing = await page.goto(`/tags/${encodeURIComponent(`لا-وسم-${unique()}`)}`);
  expect(missing?.status()).toBe(404);
});

for (const locale of LOCALES) {
  test(`a printed article has no sidebar, panels or actions and ends with its citation and address (${locale})`, async ({ page, playwright, baseURL }) => {
    const article = await publishArticle(await apiClient(playwright, await createUser()), await apiClient(playwright, await createUser("admin")), {
      title: `الطاقة المتجددة ${unique()}`,
      keywords: ["طاقة"],
    });
    await useLocale(page, locale);
    await loginAs(page, await createUser());
    await page.goto(`/article/${article.postId}`);
    const footer = page.getByTestId("article-print-footer");
    await expect(page.getByTestId("sidebar")).toBeVisible();
    await expect(footer).toBeHidden();

    await page.emulateMedia({ media: "print" });
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(article.title);
    await expect(footer).toContainText(`${baseURL}/article/${article.postId}`);
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await expect(page.getByTestId("updates-panel")).toBeHidden();
    await expect(page.getByTestId("article-actions")).toBeHidden();
    // the printed heading is the title in the interface's language (the seeded article's English one in English)
    const heading = page.getByRole("heading", { level: 1, name: locale === "en" ? "An English title" : article.title });
    await expect(heading).toBeVisible();
    // paper is white: the dark theme prints in the light palette's ink
    const ink = () => heading.evaluate((e) => getComputedStyle(e).color);
    const light = await ink();
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    expect(await ink()).toBe(light);
    await page.emulateMedia({ media: "screen" });
    expect(await ink()).not.toBe(light);
    // the APA text names the authors as written
    const apa = await (await page.request.get(`/backend/api/articles/cite.php?id=${article.id}&format=apa`)).text();
    await expect(footer).toContainText(apa.split("(")[0].trim());
  });
}

test("keywords on the home page's cards link to their tag pages", async ({ page }) => {
  const keyword = `وسم البطاقة ${unique()}`;
  const token = `card${unique()}`;
  const post = await seedPost({ title: `بطاقة ${token}`, keywords: keyword });
  const db = await testDb();
  expect(await db.postTag.count({ where: { postId: post.id, slug: tagSlug(keyword) } })).toBe(1);
  await loginAs(page, await createUser());
  // searched for, so that the articles other tests publish meanwhile cannot push it off the first page
  await page.goto(`/?q=${token}`);
  const card = page.getByTestId("post-card").filter({ hasText: post.title });
  await card.getByRole("link", { name: keyword }).click();
  await expect(page.getByTestId("tag-page").getByRole("heading", { level: 1 })).toHaveText(keyword);
});
