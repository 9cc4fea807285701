import { chooseOption, createUser, expect, hydrated, loginAs, test, testDb, toastLocator, useLocale } from "../fixtures";

// A member reports a researcher from their page; an admin hides the member from the queue's reports
// and the page is gone. On phones the latest updates open from the top bar as a sheet.

const TEXT = {
  ar: {
    report: "إبلاغ",
    reason: "السبب",
    abuse: "إساءة أو مضايقة",
    send: "إرسال البلاغ",
    sent: "شكرًا لك",
    reports: /^البلاغات/,
    hide: "إخفاء",
    notFound: "الباحث غير موجود",
    updates: "آخر التحديثات",
    open: "عرض آخر التحديثات",
    close: "إغلاق آخر التحديثات",
  },
  en: {
    report: "Report",
    reason: "Reason",
    abuse: "Abuse or harassment",
    send: "Send report",
    sent: "Thank you",
    reports: /^Reports/,
    hide: "Hide",
    notFound: "Researcher not found",
    updates: "Latest Updates",
    open: "Show latest updates",
    close: "Close latest updates",
  },
} as const;

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const locale of ["ar", "en"] as const) {
  const t = TEXT[locale];
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`reports (${locale}, ${size}): a member reports a researcher from their page, an admin hides them from the queue`, async ({ browser }) => {
      const target = await createUser();
      const { handle } = await (await testDb()).user.findUniqueOrThrow({ where: { id: target.id } });

      const member = await browser.newPage({ viewport });
      await useLocale(member, locale);
      await loginAs(member, await createUser());
      await member.goto(`/researchers/${handle}`);
      await hydrated(member);
      await member.getByRole("button", { name: `${t.report}: ${target.name}` }).click();
      const dialog = member.getByRole("dialog");
      await chooseOption(member, dialog.getByLabel(t.reason), t.abuse);
      await dialog.getByRole("button", { name: t.send }).click();
      await expect(toastLocator(member, new RegExp(t.sent))).toBeVisible();
      await expect(dialog).toBeHidden();

      const admin = await browser.newPage({ viewport });
      await useLocale(admin, locale);
      await loginAs(admin, await createUser("admin"));
      await admin.goto("/admin/sections/queue");
      await hydrated(admin);
      await admin.getByRole("button", { name: t.reports }).click();
      const item = admin.getByTestId("queue-item").filter({ hasText: target.name });
      await expect(item).toContainText(t.abuse);
      await item.getByRole("button", { name: `${t.hide}: ${target.name}` }).click();
      await expect(item).toHaveCount(0);

      await member.reload();
      await expect(member.getByRole("heading", { name: t.notFound })).toBeVisible();
      await member.close();
      await admin.close();
    });
  }

  test(`updates sheet (${locale}, phone): the top bar's button opens the latest updates and the sheet closes`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await useLocale(page, locale);
    await loginAs(page, await createUser());
    await page.goto("/");
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
}
