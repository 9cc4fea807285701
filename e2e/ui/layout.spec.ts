import { ADMIN_NAV } from "../../components/admin/admin-nav-items";
import { dateFormatter } from "../../lib/i18n/dates";
import { createUser, expect, LOCALES, loginAs, test, testDb, useLocale } from "../fixtures";

const NAV_AR: [string, string][] = [
  ["الرئيسية", "/"],
  ["الشراكة الأكاديمية", "/academic-partnership"],
  ["قسم الأسئلة والأجوبة", "/qa-section"],
  ["اقتراحات المواضيع", "/topic-suggestions"],
  ["المحاضرات وورش العمل", "/scientific-embrace"],
  ["المكتبة الإلكترونية", "/e-library"],
  ["الاختبارات التحضيرية", "/prep-exams"],
  ["من نحن", "/about-us"],
  ["اتصل بنا", "/contact-us"],
];

test.describe("main layout", () => {
  test("a member sees the nine links, the profile, no admin link, and the latest updates newest first", async ({ page }) => {
    await loginAs(page, await createUser("user"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const nav = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    for (const [name, href] of NAV_AR) await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(page.getByRole("link", { name: "لوحة التحكم" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /الملف الشخصي/ })).toHaveAttribute("href", "/profile");

    // the sidebar sits on the right in Arabic, the updates panel on the left
    const sidebar = await page.getByTestId("sidebar").boundingBox();
    const panel = await page.getByTestId("updates-panel").boundingBox();
    expect(sidebar!.x).toBeGreaterThan(panel!.x);
    expect(Math.round(sidebar!.width)).toBe(256);
    expect(Math.round(panel!.width)).toBe(288);

    const newest = await (await testDb()).latestUpdate.findFirstOrThrow({ orderBy: { date: "desc" } });
    const items = page.getByTestId("updates-list").getByTestId("update");
    await expect(items.first()).toContainText(newest.title);
    await expect(items.first().locator("time")).toHaveText(dateFormatter({ locale: "ar" }).medium(newest.date));
  });

  test("the sidebar collapses to 80 px and the updates panel to a strip", async ({ page }) => {
    await loginAs(page, await createUser("user"));
    await page.goto("/");
    await page.getByRole("button", { name: "طي القائمة الجانبية" }).click();
    await expect.poll(async () => Math.round((await page.getByTestId("sidebar").boundingBox())!.width)).toBe(80);
    await page.getByRole("button", { name: "طي لوحة التحديثات" }).click();
    await expect.poll(async () => Math.round((await page.getByTestId("updates-panel").boundingBox())!.width)).toBe(48);
    await expect(page.getByTestId("updates-list")).toBeHidden();
    await page.getByRole("button", { name: "توسيع لوحة التحديثات" }).click();
    await expect(page.getByTestId("updates-list")).toBeVisible();
  });

  test("below 1024 px the updates panel starts collapsed; below 768 px a drawer holds the links", async ({ page }) => {
    await loginAs(page, await createUser("user"));
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto("/");
    await expect(page.getByTestId("updates-list")).toBeHidden();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const drawer = page.getByRole("dialog", { name: "التنقل الرئيسي" });
    await expect(drawer.getByRole("link", { name: "اتصل بنا" })).toBeVisible();
    await drawer.getByRole("link", { name: "من نحن" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(drawer).toBeHidden();
  });

  test("admins see the Admin Panel link (English) and the switcher changes language", async ({ page }) => {
    await loginAs(page, await createUser("admin"));
    await useLocale(page, "en");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    await page.getByRole("button", { name: "التبديل إلى العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "لوحة التحكم" })).toBeVisible();
    await page.getByRole("button", { name: "Switch to English" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("logout ends the session and goes to /login", async ({ page }) => {
    const user = await createUser("user");
    await loginAs(page, user);
    await page.goto("/contact-us");
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await (await testDb()).session.count({ where: { userId: user.id } })).toBe(0);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  });
});

for (const locale of LOCALES) {
  const T =
    locale === "ar"
      ? {
          collapse: "طي القائمة الجانبية",
          expand: "توسيع القائمة الجانبية",
          openMenu: "فتح القائمة",
          nav: "التنقل الرئيسي",
          switchTo: "Switch to English",
          after: "en",
          adminMenu: "فتح قائمة الأقسام",
        }
      : {
          collapse: "Collapse sidebar",
          expand: "Expand sidebar",
          openMenu: "Open menu",
          nav: "Main navigation",
          switchTo: "التبديل إلى العربية",
          after: "ar",
          adminMenu: "Open sections menu",
        };

  test.describe(`layout memory and the phone drawer (${locale})`, () => {
    test("a collapsed sidebar stays collapsed after a reload, with no flash of the wide one", async ({ page }) => {
      await loginAs(page, await createUser("user"));
      await useLocale(page, locale);
      await page.goto("/");
      await page.getByRole("button", { name: T.collapse }).click();
      await expect.poll(async () => Math.round((await page.getByTestId("sidebar").boundingBox())!.width)).toBe(80);
      // the server renders it collapsed: the HTML itself says so, before any script runs
      const html = await (await page.request.get("/")).text();
      expect(html).toMatch(/data-testid="sidebar" data-collapsed="true"/);
      await page.reload();
      await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "true");
      expect(Math.round((await page.getByTestId("sidebar").boundingBox())!.width)).toBe(80);
      await page.getByRole("button", { name: T.expand }).click();
      await expect.poll(async () => Math.round((await page.getByTestId("sidebar").boundingBox())!.width)).toBe(256);
      await page.reload();
      await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "false");
    });

    test("the phone drawer closes after switching language", async ({ page }) => {
      await loginAs(page, await createUser("user"));
      await useLocale(page, locale);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto("/");
      await page.getByRole("button", { name: T.openMenu }).click();
      const drawer = page.getByRole("dialog", { name: T.nav });
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: T.switchTo }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", T.after);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("at 390 px the admin logo keeps its 32 px", async ({ page }) => {
      const admin = await createUser("admin", { email: `a-very-long-admin-address-${Date.now()}@e2e.test` });
      await loginAs(page, admin);
      await useLocale(page, locale);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto("/admin");
      const logo = page.getByTestId("admin-brand").locator("img");
      const box = (await logo.boundingBox())!;
      expect(Math.round(box.width)).toBe(32);
      expect(Math.round(box.height)).toBe(32);
      // the header still fits: nothing in it runs over the edge
      const header = page.locator("header").first();
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  });
}

test.describe("admin layout", () => {
  test("lists every section of the navigation, shows the e-mail, goes back to the site and logs out to /admin/login", async ({ page }) => {
    const admin = await createUser("admin");
    await loginAs(page, admin);
    await useLocale(page, "en");
    await page.goto("/admin");
    await expect(page.getByTestId("admin-email")).toHaveText(admin.email);
    const sections = page.locator("#admin-sections").getByRole("link");
    // the dashboard, users and every registered section
    await expect(sections).toHaveCount(ADMIN_NAV.length);
    await page.getByRole("button", { name: "Collapse sections" }).click();
    await expect(page.locator("#admin-sections")).toHaveCount(0);
    await page.getByRole("button", { name: "Expand sections" }).click();
    await page.locator("#admin-sections").getByRole("link", { name: "Latest Updates" }).click();
    await expect(page).toHaveURL(/\/admin\/sections\/latest-updates$/);
    await expect(page.getByRole("heading", { level: 1, name: "Latest Updates" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Website" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await (await testDb()).session.count({ where: { userId: admin.id } })).toBe(0);
  });
});
