import { tagSlug } from "../../lib/articles/tags";
import { createUser, expect, loginAs, test, useLocale } from "../fixtures";
import { seedArticle } from "../seed/published";

// An article with an English title and abstract is read in the reader's interface language first:
// on its tag page's card, its page's heading and <title>, its abstract and its author's researcher
// page; the other language follows. A byline of several names joins them with the interface's comma.

const CASES = [
  { locale: "ar", width: 390, lead: (t: string) => t, other: (t: string) => `${t} (English)`, abstract: "ملخص البحث", byline: "ليلى حداد، James Whitfield" },
  {
    locale: "en",
    width: 1280,
    lead: (t: string) => `${t} (English)`,
    other: (t: string) => t,
    abstract: "The abstract in English.",
    byline: "ليلى حداد, James Whitfield",
  },
] as const;

for (const { locale, width, lead, other, abstract, byline } of CASES) {
  test(`the interface's language leads an article's titles (${locale}, ${width}px)`, async ({ page }) => {
    const unique = Math.random().toString(36).slice(2, 8);
    const title = `الزراعة المائية في المدن ${unique}`;
    const keyword = `زراعة${unique}`;
    const author = await createUser();
    const { post } = await seedArticle({ title, keywords: keyword, userId: author.id, coAuthors: [{ name: "James Whitfield" }] });
    await page.setViewportSize({ width, height: 900 });
    await useLocale(page, locale);
    await loginAs(page, await createUser());

    await page.goto(`/tags/${encodeURIComponent(tagSlug(keyword))}`);
    const card = page.getByTestId("post-card");
    await expect(card.getByRole("heading")).toHaveText(lead(title));
    await expect(card.getByTestId("post-card-other-title")).toHaveText(other(title));
    // several names read in the interface's direction, so the first named leads in either script
    await expect(card.getByText(byline, { exact: true })).toBeVisible();
    await expect(card.getByText(byline, { exact: true })).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

    await page.goto(`/article/${post!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lead(title));
    await expect(page.getByTestId("article-other-title")).toHaveText(other(title));
    await expect(page).toHaveTitle(new RegExp(`^${lead(title).replace(/[()]/g, "\\$&")}`));
    await expect(page.getByTestId("article-abstract")).toContainText(abstract);
    await page.screenshot({ path: `test-results/reading-order-article-${locale}-${width}.png` });
    // printed, the other language's title and abstract are there too
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("article-other-language")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.goto(`/researchers/${author.id}`);
    await expect(page.getByTestId("researcher-articles").getByRole("link", { name: lead(title) })).toBeVisible();
    await page.screenshot({ path: `test-results/reading-order-researcher-${locale}-${width}.png`, fullPage: true });
  });
}
