import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../components/admin/admin-nav-items";
import { MAIN_NAV } from "../../components/layout/nav-items";
import { createUser, expect, hydrated, loginAs, test, testDb, type Role } from "../fixtures";
import { seedPost } from "../seed/posts";

// axe-core on every page, in both languages: no serious or critical violation (issue 12).
const PUBLIC_PAGES = ["/login", "/signup", "/admin/login", "/forgot-password", "/reset-password", "/terms", "/privacy"];
// the pages the navigation lists, and those it reaches otherwise
const MEMBER_PAGES = [...MAIN_NAV.map((n) => n.href), "/article/:id", "/profile", "/saved"];
const ADMIN_PAGES = ["/admin", "/admin/users", "/admin/audit", ...ADMIN_SECTIONS.map((s) => `/admin/sections/${s}`)];

/**
 * Visits the page once it has hydrated and its lists have loaded, and returns the serious and
 * critical violations found, and a missing title or meta description.
 */
async function violationsOn(page: Page, path: string) {
  const found: string[] = [];
  await page.goto(path);
  await expect(page.locator("main")).toBeVisible();
  await hydrated(page);
  // target-size (WCAG 2.2 AA) and label-content-name-mismatch (a visible label is part of the
  // name, WCAG 2.5.3) are off in axe by default; Lighthouse checks them
  const rules = { "target-size": { enabled: true }, "label-content-name-mismatch": { enabled: true } };
  const { violations } = await new AxeBuilder({ page }).options({ rules }).analyze();
  for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
    found.push(`${path} ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  // and what a search engine shows of it (issue 12: a title and a meta description per page)
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  if (!description?.trim()) found.push(`${path} has no meta description`);
  if (!(await page.title()).trim()) found.push(`${path} has no title`);
  return found;
}

type Visitor = { context: BrowserContext; postId: number };

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

function visitor(visitors: Map<string, Promise<Visitor>>, browser: Browser, locale: "ar" | "en", role?: Role): Promise<Visitor> {
  const key = `${locale} ${role ?? "anonymous"}`;
  if (!visitors.has(key))
    visitors.set(
      key,
      (async () => {
        const { baseURL, viewport, userAgent, deviceScaleFactor, locale: browserLocale } = test.info().project.use;
        const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, locale: browserLocale });
        await context.addCookies([{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
        if (!role) return { context, postId: 0 };
        const post = await seedPost({ content: "ملخص", fullContent: "<p>نص المقال</p>" });
        const member = await createUser(role);
        // a liked article (members read in the dark theme by default): the liked count's colour too
        await (await testDb()).postLike.create({ data: { postId: post.id, userId: member.id } });
        await loginAs(context.request, member);
        return { context, postId: post.id };
      })(),
    );
  return visitors.get(key)!;
}

/** Checks one page in a tab of its own of the visitor's context. */
async function check(v: Visitor, path: string) {
  const page = await v.context.newPage();
  try {
    expect(await violationsOn(page, path.replace(":id", String(v.postId)))).toEqual([]);
  } finally {
    await page.close();
  }
}

// one test per page: a page's own time, and its own verdict
for (const locale of ["ar", "en"] as const) {
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
