import { createUser, expect, forEachLocale, listSettled, loginAs, test, testDb, useLocale } from "../fixtures";
import { seedPost } from "../seed/posts";
import { seedTopic } from "../seed/topics";
import { dateFormatter } from "../../lib/i18n/dates";

// A member who chose Arabic-Indic digits reads every number in them, not only the dates: an
// article's read time, views and likes, and a list's count and pager; and the counts take Arabic's
// plural forms.

const TEXT = {
  ar: {
    views: (n: string) => `${n} مشاهدة`,
    pageOf: (page: string, pages: string) => `صفحة ${page} من ${pages}`,
  },
  en: {
    views: (n: string) => `${n} views`,
    pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
  },
} as const;

const LATIN = /[0-9]/;
const ARABIC_INDIC = /^[\u0660-\u0669\u066C]+$/;
const arabic = (n: number) => dateFormatter({ locale: "ar", preferences: { calendar: "gregorian", digits: "arab" } }).number(n);

forEachLocale(TEXT, (t, locale) => {
  test(`with Arabic-Indic digits chosen, an article's counts and a list's pager show no Latin digit (${locale})`, async ({ page }) => {
    const db = await testDb();
    const member = await createUser();
    await db.user.update({ where: { id: member.id }, data: { digits: "arab" } });
    const post = await seedPost();
    // eleven views once the member's own is counted: Arabic's "many" form (eleven to ninety-nine)
    await db.post.update({ where: { id: post.id }, data: { readTime: 3, viewCount: 10, likeCount: 12 } });
    for (let i = 0; i < 10; i++) await seedTopic(member);
    await useLocale(page, locale);
    await loginAs(page, member);

    await page.goto(`/article/${post.id}`);
    await expect(page.getByTestId("read-time")).toContainText(arabic(3));
    await expect(page.getByTestId("view-count")).toHaveText(t.views(arabic(11)));
    await expect(page.getByTestId("like-count")).toHaveText(arabic(12));
    for (const id of ["read-time", "view-count", "like-count"]) expect(await page.getByTestId(id).textContent()).not.toMatch(LATIN);

    // a board of more than one page: its total and its pager, and the pager's pages
    await page.goto("/topic-suggestions");
    await listSettled(page);
    const pager = page.getByRole("navigation", { name: t.pageOf(arabic(1), "") });
    await expect(pager).toBeVisible();
    const text = (await pager.textContent()) ?? "";
    expect(text).not.toMatch(LATIN);
    const [, pages] = /من ([^\s]+)/.exec((await pager.getAttribute("aria-label")) ?? "") ?? [];
    expect(pages).toMatch(ARABIC_INDIC);
  });
});
