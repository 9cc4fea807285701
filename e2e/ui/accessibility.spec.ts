import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../components/admin/admin-nav-items";
import { MAIN_NAV } from "../../components/layout/nav-items";
import { createUser, expect, hydrated, type Locale, LOCALES, loginAs, type Role, test, testDb } from "../fixtures";
import { seedPost } from "../seed/posts";
import { seedArticle } from "../seed/published";

// axe-core on every page, in both languages: no serious or critical violation.
const PUBLIC_PAGES = ["/login", "/signup", "/admin/login", "/forgot-password", "/reset-password", "/terms", "/privacy"];
// the pages the navigation lists, and those it reaches otherwise
const MEMBER_PAGES = [...MAIN_NAV.map((n) => n.href), "/article/:id", "/profile", "/saved"];
// the editors' review page of a submitted article (`:article`), beside the submissions list that leads to it
const ADMIN_PAGES = ["/admin", "/admin/users", "/admin/audit", ...ADMIN_SECTIONS.map((s) => `/admin/sections/${s}`), "/admin/sections/submissions/:article"];

/** axe-core's serious and critical violations on the page as it stands. */
async function seriousViolations(page: Page) {
  // target-size (WCAG 2.2 AA) and label-content-name-mismatch (a visible label is part of the
  // name, WCAG 2.5.3) are off in axe by default; Lighthouse checks them
  const rules = { "target-size": { enabled: true }, "label-content-name-mismatch": { enabled: true } };
  // axe.run in the page itself (the default opens a blank page per check to merge the frames'
  // partial results; these pages have no frames), and only the violations' nodes collected: the
  // same violations in half the time
  const { violations } = await new AxeBuilder({ page })
    .options({ rules, resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Visits the page once it has hydrated and its lists have loaded, and returns the serious and
 * critical violations found, a missing title or meta description, a message missing in the browser,
 * and a page not in the visitor's language and its direction (the flows are walked in Arabic; this
 * is where every page is seen in English too).
 */
async function violationsOn(page: Page, path: string, locale: Locale) {
  const found: string[] = [];
  // a message next-intl could not find in the browser (e2e/ui/client-load.spec.ts watches the Arabic pages the same way)
  page.on("console", (m) => {
    if (m.type() === "error" && /MISSING_MESSAGE|Could not resolve/.test(m.text())) found.push(`${path}: ${m.text()}`);
  });
  await page.goto(path);
  await expect(page.locator("main")).toBeVisible();
  const html = page.locator("html");
  const [lang, dir] = [await html.getAttribute("lang"), await html.getAttribute("dir")];
  if (lang !== locale || dir !== (locale === "ar" ? "rtl" : "ltr")) found.push(`${path} is lang=${lang} dir=${dir}`);
  await hydrated(page);
  for (const v of await seriousViolations(page))
    found.push(`${path} ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  // and what a search engine shows of it (a title and a meta description per page)
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  if (!description?.trim()) found.push(`${path} has no meta description`);
  if (!(await page.title()).trim()) found.push(`${path} has no title`);
  return found;
}

type Visitor = { context: BrowserContext; locale: Locale; postId: number; articleId: number };

// One browser context per worker, language and role (signed in, with a liked article), shared by
// that worker's tests of it: each page keeps a test and a tab of its own, without signing in and
// loading the site's scripts into an empty cache again for every page.
const a11yTest = test.extend<object, { visitors: Map<string, Promise<Visitor>> }>({
  visitors: [
    async ({}, use) => {
      const visitors = new Map<string, Promise<Visitor>>();
      await use(visitors);
      for (const v of visitors.values()) await (await v).context.close();
    },
    { scope: "worker" },
  ],
});

function visitor(visitors: Map<string, Promise<Visitor>>, browser: Browser, locale: Locale, role?: Role): Promise<Visitor> {
  const key = `${locale} ${role ?? "anonymous"}`;
  if (!visitors.has(key))
    visitors.set(
      key,
      (async () => {
        const { baseURL, viewport, userAgent, deviceScaleFactor, locale: browserLocale } = test.info().project.use;
        const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, locale: browserLocale });
        await context.addCookies([{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
        if (!role) return { context, locale, postId: 0, articleId: 0 };
        const post = await seedPost({ content: "ملخص", fullContent: "<p>نص المقال</p>" });
        const member = await createUser(role);
        // a liked article (members read in the dark theme by default): the liked count's colour too
        await (await testDb()).postLike.create({ data: { postId: post.id, userId: member.id } });
        await loginAs(context.request, member);
        // an editor has an article under review in the queue: its review page shows every part
        const articleId = role === "user" ? 0 : await seedArticleUnderReview();
        return { context, locale, postId: post.id, articleId };
      })(),
    );
  return visitors.get(key)!;
}

/**
 * An article under review, revised once: its author, a member co-author and a free-text one,
 * references, an English title and abstract, a kept version and the editor's first review.
 */
async function seedArticleUnderReview() {
  const [author, coAuthor] = [await createUser(), await createUser()];
  const { article } = await seedArticle({
    title: `أثر تحلية المياه في الزراعة ${Math.random().toString(36).slice(2, 8)}`,
    status: "under_review",
    userId: author.id,
    authorName: author.name,
    keywords: "مياه, زراعة",
    coAuthors: [{ name: coAuthor.name, userId: coAuthor.id }, { name: "Omar Said" }],
  });
  const db = await testDb();
  await db.article.update({ where: { id: article.id }, data: { body: "<p>نص المقال</p>", submittedAt: new Date() } });
  await db.articleReference.createMany({
    data: ["حداد، ل. (٢٠٢٠). المياه.", "Smith, J. (2019). Water."].map((text, position) => ({ articleId: article.id, position, text })),
  });
  await db.articleVersion.create({
    data: {
      articleId: article.id,
      n: 1,
      snapshot: JSON.stringify({
        title_ar: article.title,
        abstract_ar: "ملخص أول",
        body: "<p>النسخة الأولى</p>",
        keywords: ["مياه"],
        co_authors: [],
        references: [],
        license: "cc-by-4.0",
      }),
    },
  });
  await db.articleReview.create({ data: { articleId: article.id, editorName: "محرر", decision: "revisions", comments: "وسّع قسم المنهجية" } });
  return article.id;
}

/** Checks one page in a tab of its own of the visitor's context. */
async function check(v: Visitor, path: string) {
  const page = await v.context.newPage();
  try {
    expect(await violationsOn(page, path.replace(":id", String(v.postId)).replace(":article", String(v.articleId)), v.locale)).toEqual([]);
  } finally {
    await page.close();
  }
}

// the check itself finds what it must: a page with a nameless button, an unlabelled field and
// faint text fails it
test("the accessibility check reports serious and critical violations", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>t</h1><button style="width:48px;height:48px"></button><input type="text"><p style="color:#bbb;background:#fff">faint</p></main></body></html>',
  );
  expect((await seriousViolations(page)).map((v) => v.id).sort()).toEqual(["button-name", "color-contrast", "label"]);
});

// one test per page: a page's own time, and its own verdict
for (const locale of LOCALES) {
  a11yTest.describe(`accessibility (${locale})`, () => {
    for (const path of PUBLIC_PAGES)
      a11yTest(`the public page ${path}`, async ({ visitors, browser }) => {
        await check(await visitor(visitors, browser, locale), path);
      });

    for (const [role, pages] of [
      ["user", MEMBER_PAGES],
      ["admin", ADMIN_PAGES],
    ] as [Role, string[]][]) {
      for (const path of pages)
        a11yTest(`the ${role === "user" ? "member" : "admin"} page ${path}`, async ({ visitors, browser }) => {
          await check(await visitor(visitors, browser, locale, role), path);
        });
    }
  });
}
