import { apiClient, createUser, expect, forEachLocale, hydrated, loginAs, test, testDb, useLocale } from "../fixtures";
import { handleOf, seedAuthoredPost } from "../seed/follows";

// A member follows a researcher from their page, or a tag from its page, finds the article in the
// home feed's Following tab, and unfollows; the profile lists what they follow.

const TEXT = {
  ar: {
    dir: "rtl",
    follow: (name: string) => `متابعة ${name}`,
    following: "تتابعه",
    tab: "متابَعاتي",
    empty: "لا شيء هنا بعد",
    mine: "ما تتابعه",
    unfollow: (name: string) => `إلغاء متابعة ${name}`,
    digest: "الملخص الأسبوعي",
  },
  en: {
    dir: "ltr",
    follow: (name: string) => `Follow ${name}`,
    following: "Following",
    tab: "Following",
    empty: "Nothing here yet",
    mine: "What you follow",
    unfollow: (name: string) => `Unfollow ${name}`,
    digest: "Weekly digest",
  },
} as const;

const followRows = async (userId: string) => (await testDb()).follow.count({ where: { userId } });

forEachLocale(TEXT, (t, locale) => {
  // a phone's width: the narrow layout is the one that hides and folds things
  const width = 390;
  test(`follow a researcher from their page, see their article in the Following tab, unfollow (${locale}, ${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const author = await createUser("user", { name: `Dr Follow ${locale} ${width} ${Date.now() % 100000}` });
    const post = await seedAuthoredPost({ by: author, createdAt: new Date(), title: `مقال للمتابعة ${author.name}` });
    const reader = await createUser();
    await useLocale(page, locale);
    await loginAs(page, reader);

    await page.goto(`/researchers/${await handleOf(author)}`);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await hydrated(page);
    const button = page.getByRole("button", { name: t.follow(author.name) });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toContainText(t.following);
    await expect.poll(() => followRows(reader.id)).toBe(1);

    await page.goto("/");
    await page.getByRole("link", { name: t.tab, exact: true }).click();
    await expect(page).toHaveURL(/\?tab=following/);
    await expect(page.getByRole("link", { name: t.tab, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("post-list")).toContainText(post.title);

    // the page remembers the follow; unfollowing empties the tab
    await page.goto(`/researchers/${await handleOf(author)}`);
    await hydrated(page);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => followRows(reader.id)).toBe(0);
    await page.goto("/?tab=following");
    await expect(page.getByRole("heading", { name: t.empty })).toBeVisible();
    await expect(page.getByTestId("post-list")).toHaveCount(0);
  });

  test(`follow a tag from its page and see its article in the Following tab (${locale}, ${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const keyword = `موارد مائية ${locale} ${width} ${Date.now() % 100000}`;
    const post = await seedAuthoredPost({ by: await createUser(), createdAt: new Date(), keywords: keyword, title: `مقال الوسم ${keyword}` });
    const reader = await createUser();
    await useLocale(page, locale);
    await loginAs(page, reader);

    // from the article, its keyword leads to the tag page
    await page.goto(`/article/${post.id}`);
    await page.getByRole("link", { name: keyword, exact: true }).first().click();
    await expect(page).toHaveURL(/\/tags\//);
    await expect(page.getByRole("heading", { level: 1, name: keyword })).toBeVisible();
    await hydrated(page);
    const button = page.getByTestId("tag-actions").getByRole("button", { name: t.follow(keyword) });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => followRows(reader.id)).toBe(1);

    await page.goto("/?tab=following");
    await expect(page.getByTestId("post-list")).toContainText(post.title);
  });

  test(`no follow button on one's own page; the profile lists follows with unfollow and the digest switch (${locale})`, async ({ page, playwright }) => {
    const me = await createUser();
    const researcher = await createUser("user", { name: `Dr Listed ${locale} ${Date.now() % 100000}` });
    const ctx = await apiClient(playwright, me);
    expect((await ctx.post("/backend/api/follows/create.php", { data: { type: "researcher", target: await handleOf(researcher) } })).status()).toBe(201);
    await useLocale(page, locale);
    await loginAs(page, me);

    await page.goto(`/researchers/${await handleOf(me)}`);
    await expect(page.getByRole("heading", { level: 1, name: me.name })).toBeVisible();
    await expect(page.getByTestId("follow-button")).toHaveCount(0);

    await page.goto("/profile?tab=preferences");
    await hydrated(page);
    await expect(page.getByRole("switch", { name: t.digest })).toHaveAttribute("aria-checked", "false");
    const list = page.getByTestId("my-follows");
    await expect(list.getByRole("heading", { name: t.mine })).toBeVisible();
    await expect(list.getByRole("link", { name: researcher.name })).toBeVisible();
    await list.getByRole("button", { name: t.unfollow(researcher.name) }).click();
    await expect(list.getByRole("link", { name: researcher.name })).toHaveCount(0);
    await expect.poll(() => followRows(me.id)).toBe(0);
  });
});
