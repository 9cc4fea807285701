import { createUser, expect, forEachLocale, hydrated, pageAs, test, testDb } from "../fixtures";
import { hideReported, reportAbuse, REPORT_TEXT } from "./reporting";

// A member reports a researcher from their page; an admin hides the member from the queue's reports
// and the page is gone. On phones the latest updates open from the top bar as a sheet.

const TEXT = {
  ar: {
    ...REPORT_TEXT.ar,
    notFound: "الباحث غير موجود",
    updates: "آخر التحديثات",
    open: "عرض آخر التحديثات",
    close: "إغلاق آخر التحديثات",
  },
  en: {
    ...REPORT_TEXT.en,
    notFound: "Researcher not found",
    updates: "Latest Updates",
    open: "Show latest updates",
    close: "Close latest updates",
  },
} as const;

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

forEachLocale(TEXT, (t, locale) => {
  const [size, viewport] = ["phone", VIEWPORTS.phone] as const;
  test(`reports (${locale}, ${size}): a member reports a researcher from their page, an admin hides them from the queue`, async ({ browser }) => {
    const target = await createUser();
    const { handle } = await (await testDb()).user.findUniqueOrThrow({ where: { id: target.id } });

    const member = await pageAs(browser, await createUser(), `/researchers/${handle}`, { locale, viewport });
    await hydrated(member);
    await reportAbuse(member, t, target.name);

    const admin = await pageAs(browser, await createUser("admin"), "/admin/sections/queue", { locale, viewport });
    await hydrated(admin);
    await hideReported(admin, t, target.name);

    await member.reload();
    await expect(member.getByRole("heading", { name: t.notFound })).toBeVisible();
    await member.close();
    await admin.close();
  });

  test(`updates sheet (${locale}, phone): the top bar's button opens the latest updates and the sheet closes`, async ({ browser }) => {
    const page = await pageAs(browser, await createUser(), "/", { locale, viewport: VIEWPORTS.phone });
    await hydrated(page);
    // no strip beside the page on a phone
    await expect(page.getByTestId("updates-panel")).toBeHidden();
    await page.getByRole("button", { name: t.open }).click();
    const sheet = page.getByRole("dialog", { name: t.updates });
    await expect(sheet.getByTestId("updates-list")).toBeVisible();
    await sheet.getByRole("button", { name: t.close }).click();
    await expect(sheet).toBeHidden();
    await page.close();
  });
});
