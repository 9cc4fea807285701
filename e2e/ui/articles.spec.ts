import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  createUser,
  expect,
  DESKTOP,
  forEachLocale,
  holdRequests,
  hydrated,
  isServerAction,
  loginAs,
  test,
  testDb,
  type TestUser,
  useLocale as chooseLocale,
} from "../fixtures";
import { seedPost } from "../seed/posts";

const TEXT = {
  ar: {
    dir: "rtl",
    showMore: "عرض المزيد",
    search: "بحث",
    searchBox: "البحث في المقالات",
    noResults: "لم يتم العثور على نتائج",
    like: "إعجاب",
    unlike: "إلغاء الإعجاب",
    save: "حفظ المقال",
    unsave: "إلغاء حفظ المقال",
    savedTitle: "تم الحفظ",
    savedBody: "تم حفظ المقال في المحفوظات",
    unsavedTitle: "تم إلغاء الحفظ",
    unsavedBody: "تم إزالة المقال من المحفوظات",
    share: "مشاركة",
    copiedTitle: "تم النسخ",
    copiedBody: "تم نسخ رابط المقال إلى الحافظة",
    back: "رجوع",
    notFound: "المقال غير موجود",
    backHome: "العودة للرئيسية",
    notFoundToast: "لم يتم العثور على المقال",
    // Arabic's own plural forms: one and two are words, three to ten take the plural
    views: (n: number) =>
      (({ zero: "لا مشاهدات", one: "مشاهدة واحدة", two: "مشاهدتان", few: `${n} مشاهدات` }) as Partial<Record<Intl.LDMLPluralRule, string>>)[
        new Intl.PluralRules("ar").select(n)
      ] ?? `${n} مشاهدة`,
    readFull: "قراءة المقال كاملاً",
    hero: "منارة: مجتمع الباحثين الشباب",
    join: "انضم إلى المجتمع",
    browse: "تصفح المقالات",
    savedPage: "المقالات المحفوظة",
  },
  en: {
    dir: "ltr",
    showMore: "Show more",
    search: "Search",
    searchBox: "Search articles",
    noResults: "No results found",
    like: "Like",
    unlike: "Unlike",
    save: "Save article",
    unsave: "Remove from saved",
    savedTitle: "Saved",
    savedBody: "The article was added to your saved articles",
    unsavedTitle: "Removed",
    unsavedBody: "The article was removed from your saved articles",
    share: "Share",
    copiedTitle: "Copied",
    copiedBody: "The article link was copied to the clipboard",
    back: "Back",
    notFound: "Article not found",
    backHome: "Back to home",
    notFoundToast: "The article was not found",
    views: (n: number) => `${n} view${n === 1 ? "" : "s"}`,
    readFull: "Read full article",
    hero: "Manara: the young researchers' community",
    join: "Join the community",
    browse: "Browse articles",
    savedPage: "Saved articles",
  },
} as const;

type Locale = keyof typeof TEXT;

/** The one visible toast, holding `title`. */
const toastOf = (page: Page, title: string) => page.locator('li[data-state="open"]').filter({ hasText: title });

/** Publishes articles through the API as an admin, so they get everything a real write gets. */
async function publish(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, posts: Record<string, unknown>[]) {
  const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await loginAs(ctx, await createUser("admin"));
  const ids: number[] = [];
  for (const p of posts) {
    const res = await ctx.post("/backend/api/posts/create.php", { data: { author: "د. سلمى", content: "ملخص قصير", ...p } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }
  await ctx.dispose();
  return ids;
}

async function signIn(page: Page, locale: Locale, user?: TestUser) {
  await chooseLocale(page, locale);
  const member = user ?? (await createUser());
  await loginAs(page, member);
  return member;
}

forEachLocale(
  TEXT,
  (T, locale) => {
    test.describe(`articles (${locale})`, () => {
      test("home: hero, statistics, five cards then three more per click, disabled when all are shown", async ({ page, playwright }) => {
        const tag = `feed${randomUUID().slice(0, 6)}`;
        await publish(
          playwright,
          Array.from({ length: 7 }, (_, i) => ({ title: `مقال رقم ${i + 1} ${tag}`, keywords: tag })),
        );
        await signIn(page, locale);
        await page.goto("/");
        await expect(page.locator("html")).toHaveAttribute("dir", T.dir);
        await expect(page.getByRole("heading", { level: 1, name: T.hero })).toBeVisible();
        await expect(page.getByRole("link", { name: T.join })).toHaveAttribute("href", "/academic-partnership");
        await expect(page.getByRole("link", { name: T.browse })).toHaveAttribute("href", "#posts");
        // the four figures are real counts now (exact values in e2e/ui/admin-content.quiet.spec.ts)
        for (const key of ["published", "active", "growth", "distinguished"]) await expect(page.getByTestId(`home-stat-${key}`)).toContainText(/[0-9٠-٩]/);

        await page.goto(`/?q=${tag}`);
        const cards = page.getByTestId("post-card");
        await expect(cards).toHaveCount(5);
        await expect(cards.first()).toContainText(`مقال رقم 7 ${tag}`); // newest first
        // while the next page loads, skeleton cards stand in and the button is disabled
        const release = await holdRequests(page, isServerAction);
        const more = page.getByRole("button", { name: T.showMore });
        await more.click();
        await expect(page.getByTestId("post-skeleton").first()).toBeVisible();
        release();
        await expect(cards).toHaveCount(7);
        await expect(page.getByRole("button", { name: T.showMore })).toBeDisabled();
      });

      test("search: in the URL, across Arabic spellings, with the 4-card skeleton and the empty state", async ({ page, playwright }) => {
        const tag = `srch${randomUUID().slice(0, 6)}`;
        const [id] = await publish(playwright, [{ title: `تطبيقات الذكاء الإصطناعي ${tag}`, keywords: "AI" }]);
        await signIn(page, locale);
        await page.goto("/");
        const release = await holdRequests(page, (r) => !!r.headers()["rsc"]);
        const box = page.getByRole("searchbox", { name: T.searchBox });
        await box.fill(`الاصطناعي ${tag}`);
        await page.getByRole("button", { name: T.search, exact: true }).click();
        await expect(page.getByTestId("post-skeleton")).toHaveCount(4);
        release();
        await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(`الاصطناعي ${tag}`).replace(/%20/g, "(%20|\\+)")}`));
        await expect(page.getByTestId("post-card")).toHaveCount(1);
        await expect(page.getByTestId("post-card")).toContainText(`الإصطناعي ${tag}`);
        await page.unrouteAll({ behavior: "ignoreErrors" });
        // diacritics, tatweel and the other alef are ignored; the search survives a reload
        await page.goto(`/?q=${encodeURIComponent(`الذَّكاء الأصطنـاعي ${tag}`)}`);
        await page.reload();
        await expect(page.getByTestId("post-card")).toHaveCount(1);
        await expect(page.getByRole("link", { name: T.readFull })).toHaveAttribute("href", `/article/${id}`);
        await expect(page.getByRole("searchbox", { name: T.searchBox })).toHaveValue(`الذَّكاء الأصطنـاعي ${tag}`);
        // nothing found: the empty state quotes the query
        await page.goto(`/?q=${encodeURIComponent(`غير موجود ${tag}`)}`);
        await expect(page.getByRole("heading", { name: T.noResults })).toBeVisible();
        await expect(page.getByText(`غير موجود ${tag}`).last()).toBeVisible();
        await expect(page.getByTestId("post-card")).toHaveCount(0);
      });

      test("like and bookmark are stored once per member and survive a reload", async ({ page, playwright }) => {
        const [id] = await publish(playwright, [{ title: `مقال للإعجاب ${randomUUID().slice(0, 6)}` }]);
        const member = await signIn(page, locale);
        await page.goto(`/article/${id}`);
        // the button's name is what it does and the count it shows (the visible label is in the name)
        await page.getByRole("button", { name: `${T.like} 0`, exact: true }).click();
        await expect(page.getByRole("button", { name: `${T.unlike} 1`, exact: true })).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByTestId("like-count")).toHaveText("1");
        await page.getByRole("button", { name: T.save }).click();
        await expect(toastOf(page, T.savedTitle)).toContainText(T.savedBody);
        await expect(page.getByRole("button", { name: T.unsave })).toHaveAttribute("aria-pressed", "true");

        await page.reload();
        await expect(page.getByRole("button", { name: T.unlike })).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByTestId("like-count")).toHaveText("1");
        const db = await testDb();
        await expect.poll(() => db.postLike.count({ where: { postId: id, userId: member.id } })).toBe(1);
        expect(await db.postBookmark.count({ where: { postId: id, userId: member.id } })).toBe(1);

        // the saved-articles page, reached from the sidebar, lists it
        await page.getByRole("link", { name: T.savedPage }).first().click();
        await expect(page).toHaveURL(/\/saved$/);
        const card = page.getByTestId("post-card").filter({ has: page.locator(`a[href="/article/${id}"]`) });
        await expect(card).toBeVisible();
        await card.getByRole("button", { name: T.unsave }).click();
        await expect(toastOf(page, T.unsavedTitle)).toContainText(T.unsavedBody);
        await expect.poll(() => db.postBookmark.count({ where: { postId: id, userId: member.id } })).toBe(0);

        // another member sees the real count and their own, unpressed, like
        const other = await page.context().browser()!.newContext();
        const otherPage = await other.newPage();
        await signIn(otherPage, locale);
        await otherPage.goto(`/article/${id}`);
        await expect(otherPage.getByRole("button", { name: `${T.like} 1`, exact: true })).toHaveAttribute("aria-pressed", "false");
        await expect(otherPage.getByTestId("like-count")).toHaveText("1");
        await other.close();
      });

      test("'back' on an article opened directly stays on the site (home); opened from home it goes back home", async ({ page, playwright }) => {
        const [id] = await publish(playwright, [{ title: `مقال للرجوع ${randomUUID().slice(0, 6)}` }]);
        await signIn(page, locale);
        await page.goto("/saved");
        // a shared link typed into the same tab: the entry before it is another page of the site,
        // but opened in a fresh tab there is none, which is the case that used to leave the site
        const fresh = await page.context().newPage();
        await fresh.goto(`/article/${id}`);
        // the button's handler is there once the page has hydrated (a click before lands on nothing)
        await hydrated(fresh);
        await fresh.getByRole("button", { name: T.back, exact: true }).click();
        await expect(fresh).toHaveURL(/\/$/);
        await expect(fresh.getByTestId("post-card").first()).toBeVisible();
        await fresh.close();

        await page.goto("/saved");
        await page.goto(`/article/${id}`);
        await hydrated(page);
        await page.getByRole("button", { name: T.back, exact: true }).click();
        await expect(page).toHaveURL(/\/saved$/);
      });

      test("a view counts once per reader and hour", async ({ page, playwright }) => {
        const [id] = await publish(playwright, [{ title: `مقال للمشاهدة ${randomUUID().slice(0, 6)}` }]);
        await signIn(page, locale);
        await page.goto(`/article/${id}`);
        await expect(page.getByTestId("view-count")).toHaveText(T.views(1));
        await page.reload();
        await expect(page.getByTestId("view-count")).toHaveText(T.views(1));
        // a browser's user agent (a headless one's is a robot's, never counted)
        const other = await page.context().browser()!.newContext({ userAgent: test.info().project.use.userAgent });
        const otherPage = await other.newPage();
        await signIn(otherPage, locale);
        await otherPage.goto(`/article/${id}`);
        await expect(otherPage.getByTestId("view-count")).toHaveText(T.views(2));
        await other.close();
        expect(await (await testDb()).articleUsage.count({ where: { pageId: id, kind: "view", unique: true } })).toBe(2);
      });

      test("article page: title, Open Graph tags, body direction; share falls back to the clipboard", async ({ page, playwright }) => {
        const title = `Transformers في معالجة اللغة ${randomUUID().slice(0, 6)}`;
        const [id] = await publish(playwright, [
          { title, content: "ا".repeat(150), keywords: "AI, NLP", full_content: "<h2>مقدمة</h2><p>Attention is all you need هي الورقة الأشهر.</p>" },
        ]);
        await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await signIn(page, locale);
        await page.goto(`/article/${id}`);
        await expect(page).toHaveTitle(new RegExp(title));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", `${"ا".repeat(100)}...`);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.getByText("#علوم_الحاسوب").or(page.getByText("#Computer_Science"))).toBeVisible();
        await expect(page.getByTestId("article-body").locator("p")).toHaveAttribute("dir", "auto");
        await page.getByRole("button", { name: T.share }).click();
        await expect(toastOf(page, T.copiedTitle)).toContainText(T.copiedBody);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      });

      test("an unknown article answers 404 with the not-found view, and no toast on top of it", async ({ page }) => {
        await signIn(page, locale);
        for (const path of ["/article/987654321", "/article/abc"]) {
          expect((await page.goto(path))?.status(), path).toBe(404);
          await expect(page.getByRole("heading", { name: T.notFound })).toBeVisible();
          await expect(page.getByRole("link", { name: T.backHome })).toBeVisible();
          await expect(toastOf(page, T.notFoundToast)).toHaveCount(0);
          await expect(page.locator('li[data-state="open"]')).toHaveCount(0);
        }
        await page.getByRole("link", { name: T.backHome }).click();
        await expect(page).toHaveURL(/\/$/);
      });
    });
  },
  { viewport: DESKTOP },
); // the saved articles are reached from the sidebar

test("in English, an article's view count says 1 view and 2 views, with its category tag (en)", async ({ page, playwright }) => {
  const [id] = await publish(playwright, [{ title: `Views ${randomUUID().slice(0, 6)}`, keywords: "AI, NLP" }]);
  await signIn(page, "en");
  await page.goto(`/article/${id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", TEXT.en.dir);
  await expect(page.getByTestId("view-count")).toHaveText(TEXT.en.views(1));
  await expect(page.getByText("#علوم_الحاسوب").or(page.getByText("#Computer_Science"))).toBeVisible();
  const other = await page.context().browser()!.newContext({ userAgent: test.info().project.use.userAgent });
  const otherPage = await other.newPage();
  await signIn(otherPage, "en");
  await otherPage.goto(`/article/${id}`);
  await expect(otherPage.getByTestId("view-count")).toHaveText(TEXT.en.views(2));
  await other.close();
});

test("ten like and ten bookmark calls racing from one member store one of each, and none fails", async ({ page, playwright }) => {
  test.setTimeout(120_000); // twenty server actions at once on a shared two-core machine
  const [id] = await publish(playwright, [{ title: `مقال للسباق ${randomUUID().slice(0, 6)}` }]);
  const member = await signIn(page, "ar");
  await page.goto(`/article/${id}`);
  // the server action's own request, as the like button sends it; then replayed ten times at once
  for (const [label, table] of [
    ["إعجاب 0", "postLike"],
    ["حفظ المقال", "postBookmark"],
  ] as const) {
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && !!r.request().headers()["next-action"]);
    await page.getByRole("button", { name: label, exact: true }).click();
    const request = (await answered).request();
    const db = await testDb();
    const mine = { where: { postId: id, userId: member.id } };
    const count = () => (table === "postLike" ? db.postLike.count(mine) : db.postBookmark.count(mine));
    await expect.poll(count).toBe(1);
    if (table === "postLike") await db.postLike.deleteMany(mine);
    else await db.postBookmark.deleteMany(mine);
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(([k]) => !k.startsWith(":") && !["content-length", "host", "connection"].includes(k)),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => page.request.post(request.url(), { headers, data: request.postData() ?? "" })));
    for (const a of answers) {
      expect(a.status()).toBe(200);
      const text = await a.text();
      expect(text).toContain('"ok":true');
      expect(text).not.toContain('"ok":false');
    }
    expect(await count()).toBe(1);
  }
});

test("a stored-XSS article fires no script", async ({ page }) => {
  // written straight to the database, past the write-time sanitizer: the render-time one must hold
  const post = await seedPost({
    title: "مقال خبيث",
    author: "x",
    content: "<img src=x onerror=\"window.__xss='content'\">ملخص",
    fullContent: [
      "<p>نص آمن</p>",
      "<script>window.__xss='script'</script>",
      "<img src=x onerror=\"window.__xss='img'\">",
      "<svg onload=\"window.__xss='svg'\"></svg>",
      "<iframe src=\"javascript:window.__xss='iframe'\"></iframe>",
      "<a href=\"javascript:window.__xss='link'\">رابط</a>",
      "<details open ontoggle=\"window.__xss='details'\"><summary>x</summary></details>",
      '<p style="background:url(javascript:alert(1))" onmouseover="window.__xss=\'hover\'">مرر هنا</p>',
    ].join(""),
  });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, "ar");
  await page.goto(`/article/${post.id}`);
  await expect(page.getByText("نص آمن")).toBeVisible();
  await page.getByText("مرر هنا").hover();
  await page.getByText("رابط", { exact: true }).click();
  // what the hover and the click queued (a toggle event, a javascript: navigation) has run by the
  // time a task queued after them runs
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const body = page.getByTestId("article-body");
  await expect(body.locator("script, iframe, svg, [onerror], [onload], [onmouseover], [style]")).toHaveCount(0);
  expect(await body.locator("a").getAttribute("href")).toBeNull();
});

test("a new database shows the seeded demo articles", async ({ page }) => {
  await signIn(page, "ar");
  await page.goto("/");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await expect(page.getByTestId("category-tag").first()).toBeVisible();
});
