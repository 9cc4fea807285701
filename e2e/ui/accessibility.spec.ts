import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../components/admin/admin-nav-items";
import { MAIN_NAV } from "../../components/layout/nav-items";
import { createUser, expect, hydrated, loginAs, test, testDb, useLocale, type Role } from "../fixtures";
import { seedPost } from "../seed/posts";

// axe-core on every page, in both languages: no serious or critical violation (issue 12, DESIGN §8).
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

// one test per page: a page's own time, and its own verdict
for (const locale of ["ar", "en"] as const) {
  test.describe(`accessibility (${locale})`, () => {
    for (const path of PUBLIC_PAGES)
      test(`the public page ${path}`, async ({ page }) => {
        await useLocale(page, locale);
        expect(await violationsOn(page, path)).toEqual([]);
      });

    for (const [role, pages] of [
      ["user", MEMBER_PAGES],
      ["admin", ADMIN_PAGES],
    ] as [Role, string[]][]) {
      for (const path of pages)
        test(`the ${role === "user" ? "member" : "admin"} page ${path}`, async ({ page }) => {
          const post = await seedPost({ content: "ملخص", fullContent: "<p>نص المقال</p>" });
          await useLocale(page, locale);
          const member = await createUser(role);
          // a liked article (members read in the dark theme by default): the liked count's colour too
          await (await testDb()).postLike.create({ data: { postId: post.id, userId: member.id } });
          await loginAs(page, member);
          expect(await violationsOn(page, path.replace(":id", String(post.id)))).toEqual([]);
        });
    }
  });
}
