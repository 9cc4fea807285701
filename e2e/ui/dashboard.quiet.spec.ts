import { createUser, expect, loginAs, test, testDb, useLocale } from "../fixtures";

// Runs alone after every other spec (project "quiet"), so the figures must match the database exactly.
const fromArabicDigits = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[^\d]/g, "");

async function expectedFigures() {
  const db = await testDb();
  // live users (removed accounts are not counted), posts, questions, resources (the kinds of lib/server/dashboard.ts RESOURCE_KINDS: articles,
  // lectures and workshops of every type, books and exams)
  const posts = await db.post.count();
  // (what a moderator hid is in no count)
  const resources = posts + (await db.learningResource.count({ where: { hiddenAt: null } })) + (await db.book.count()) + (await db.exam.count());
  return [await db.user.count({ where: { deletedAt: null } }), posts, await db.question.count({ where: { hiddenAt: null } }), resources].map(String);
}

test("the dashboard's four figures are the database's, in Arabic and in English", async ({ page }) => {
  const admin = await createUser("admin");
  await loginAs(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "لوحة المعلومات" })).toBeVisible();
  const expected = await expectedFigures();
  const shown = await page.getByTestId("stat-value").allTextContents();
  expect(shown.map(fromArabicDigits)).toEqual(expected);
  expect(shown[0]).toMatch(/^[0-9,٬]+$/); // Western digits in both languages (lib/i18n/dates.ts)

  // a new member moves the figures
  await createUser("user");
  await useLocale(page, "en");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const after = (await page.getByTestId("stat-value").allTextContents()).map((s) => s.replace(/,/g, ""));
  expect(after).toEqual(await expectedFigures());
  expect(Number(after[0])).toBe(Number(expected[0]) + 1);
  await expect(page.getByText("Recent activity")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add an article" })).toHaveAttribute("href", "/admin/sections/home");
  await expect(page.getByRole("link", { name: "Review pending questions" })).toHaveAttribute("href", "/admin/sections/qa");
  // the charts load as they come near the view
  const charts = page.locator(".recharts-wrapper");
  await page.getByText("Resource distribution").scrollIntoViewIfNeeded();
  // the chart draws both series
  await expect(charts.nth(0).locator(".recharts-legend-item-text")).toHaveText(["Articles", "New members"]);
  // and the resource distribution: articles, lectures and workshops by type, books and exams
  await expect(charts.nth(1).locator(".recharts-legend-item-text")).toHaveText(["Articles", "Books", "Exams", "Guides", "Readings", "Videos"]);
});
