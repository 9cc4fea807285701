import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { MAIN_NAV } from "../../components/layout/nav-items";
import { createUser, expect, forEachLocale, hydrated, loginAs, test, testDb, useLocale } from "../fixtures";
import { seedTopic } from "../seed/topics";

// The browser gets only the messages its route's client components use, and the bell's menu, the
// phone drawer and the boards' forms load their code when first opened.

// the main navigation and the member's own pages, as the phone drawer lists them
const DRAWER_PAGES = [...new Set([...MAIN_NAV.map((n) => n.href), "/profile", "/saved"])];

/** Fails the test on any message next-intl could not find in the browser. */
function watchMissingMessages(page: Page) {
  const missing: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /MISSING_MESSAGE|Could not resolve/.test(m.text())) missing.push(`${page.url()}: ${m.text()}`);
  });
  return missing;
}

const TEXT = {
  ar: { openMenu: "فتح القائمة", nav: "التنقل الرئيسي", bell: /الإشعارات/, none: "لا توجد إشعارات" },
  en: { openMenu: "Open menu", nav: "Main navigation", bell: /Notifications/, none: "No notifications" },
} as const;

// in Arabic; every page's English is loaded and watched for missing messages by e2e/ui/accessibility.spec.ts
forEachLocale(TEXT, (t, locale) => {
  test(`the drawer and the bell find their messages, and the drawer lists the main navigation (${locale})`, async ({ page }) => {
    const missing = watchMissingMessages(page);
    await useLocale(page, locale);
    await loginAs(page, await createUser("user"));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    // the phone drawer (loaded on first press) holds the main navigation: the pages tested below
    await page.getByRole("button", { name: t.openMenu }).click();
    const drawer = page.getByRole("dialog", { name: t.nav });
    await expect(drawer).toBeVisible();
    const paths = await drawer.getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths).toEqual(expect.arrayContaining(["/academic-partnership", "/contact-us", "/profile", "/saved"]));
    expect([...new Set(paths)].sort()).toEqual([...DRAWER_PAGES].sort());
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: t.bell }).click();
    await expect(page.getByText(t.none)).toBeVisible();
    expect(missing).toEqual([]);
  });

  // every page the drawer lists, one test each
  for (const path of DRAWER_PAGES)
    test(`the client components of ${path} find their messages (${locale})`, async ({ page }) => {
      const missing = watchMissingMessages(page);
      await useLocale(page, locale);
      await loginAs(page, await createUser("user"));
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await hydrated(page); // the client components have rendered (a missing message is logged then)
      expect(missing).toEqual([]);
    });
});

test("the bell's unread count is in the page itself, before any script runs", async ({ browser }) => {
  const member = await createUser();
  const db = await testDb();
  await db.notification.createMany({
    data: [1, 2, 3].map((i) => ({ userId: member.id, type: "request_declined", params: JSON.stringify({ title: `t${i}` }), link: "/academic-partnership" })),
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await loginAs(context.request, member);
  await page.goto("/");
  await expect(page.getByTestId("notification-badge")).toHaveText("3");
  await context.close();
});

test("a board's form, loaded when first opened, closes and opens again empty (Arabic)", async ({ page }) => {
  await loginAs(page, await createUser());
  await page.goto("/topic-suggestions");
  const open = page.getByRole("button", { name: "اقترح موضوعاً" });
  await open.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("العنوان").fill("مسودة");
  await dialog.getByRole("button", { name: "إلغاء" }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog.getByLabel("العنوان")).toHaveValue("");
});

test("a card's delete asks through the confirmation loaded on first press; cancel gives the focus back (English)", async ({ page }) => {
  const member = await createUser();
  const title = `Lazy confirm ${randomUUID().slice(0, 8)}`;
  await seedTopic(member, { title });
  await useLocale(page, "en");
  await loginAs(page, member);
  await page.goto(`/topic-suggestions?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId("topic-card").filter({ hasText: title });
  const remove = card.getByRole("button", { name: "Delete" });
  await remove.click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete this topic and its applications?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(card).toBeVisible();
  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
  expect(await (await testDb()).topic.findFirst({ where: { title } })).toBeNull();
});

test("the contact form loads its validation when first used, and still says what is missing (Arabic)", async ({ page }) => {
  await loginAs(page, await createUser());
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  /** whether the scripts loaded so far hold zod itself (its classic API's error class) */
  const zodLoaded = async () =>
    (await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))).some((code) => code.includes("ZodRealError"));
  await page.goto("/contact-us");
  const form = page.locator("form");
  await expect(form.getByRole("button", { name: "إرسال الرسالة" })).toBeEnabled(); // hydrated
  await hydrated(page);
  expect(await zodLoaded()).toBe(false);
  // name and e-mail come filled from the profile; subject and message are empty
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(form.getByText("هذا الحقل مطلوب")).toHaveCount(2);
  await expect(form.getByLabel("الموضوع")).toHaveAttribute("aria-invalid", "true");
  expect(await zodLoaded()).toBe(true);
  await form.getByLabel("الموضوع").fill("موضوع");
  await expect(form.getByText("هذا الحقل مطلوب")).toHaveCount(1);
  const db = await testDb();
  expect(await db.contactMessage.count({ where: { subject: "موضوع" } })).toBe(0);
});
