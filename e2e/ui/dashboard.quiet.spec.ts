import { DEFAULT_TIME_ZONE, monthStartIn, yearMonthIn } from "../../lib/i18n/dates";
import { createUser, expect, loginAs, test, testDb, useLocale } from "../fixtures";

// Runs alone after every other spec (project "quiet"), so the figures must match the database exactly.
const digitsOf = (s: string) => s.replace(/[^\d]/g, "");

async function expectedFigures() {
  const db = await testDb();
  // "new this month": the month of the app's time zone (the server runs with the default one)
  const { year, monthIndex } = yearMonthIn(new Date(), DEFAULT_TIME_ZONE);
  const monthStart = monthStartIn(year, monthIndex, DEFAULT_TIME_ZONE);
  return [
    await db.user.count(),
    await db.post.count(),
    await db.user.count({ where: { createdAt: { gte: monthStart } } }),
    await db.user.count({ where: { role: { in: ["admin", "superadmin"] } } }),
  ].map(String);
}

test("the dashboard's four figures are the database's, in Arabic and in English, with Western digits in both (one digit style, DESIGN §5)", async ({ page }) => {
  const admin = await createUser("admin");
  await loginAs(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "لوحة المعلومات" })).toBeVisible();
  const expected = await expectedFigures();
  const shown = await page.getByTestId("stat-value").allTextContents();
  expect(shown.map(digitsOf)).toEqual(expected);
  expect(shown[0]).toMatch(/^[0-9,٬]+$/);

  // a new member moves the figures
  await createUser("user");
  await useLocale(page, "en");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const after = (await page.getByTestId("stat-value").allTextContents()).map((s) => s.replace(/,/g, ""));
  expect(after).toEqual(await expectedFigures());
  expect(Number(after[0])).toBe(Number(expected[0]) + 1);
  await expect(page.getByText(/Newest members/)).toBeVisible();
  // the chart draws both series of spec §2
  expect((await page.locator(".recharts-legend-item-text").allTextContents()).sort()).toEqual(["Articles", "New members"]);
});
