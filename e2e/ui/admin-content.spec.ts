import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { dateFormatter } from "../../lib/i18n/dates";
import {
  chooseOption,
  createUser,
  expect,
  DESKTOP,
  forEachLocale,
  hydrated,
  type Locale,
  loginAs,
  searchList,
  test,
  testDb,
  toastLocator,
  useLocale,
  useLocale as chooseLocale,
} from "../fixtures";

// The admin-content screens in Arabic and English: the dashboard's real numbers, About us edited and shown,
// a contact message sent and handled, latest updates managed and the panel following, the audit log.
const TEXT = {
  ar: {
    dir: "rtl",
    dashboard: "لوحة المعلومات",
    recent: "النشاط الأخير",
    chart: "الأعضاء والمقالات حسب الشهر",
    addArticle: "إضافة مقالة",
    review: "مراجعة الأسئلة المعلقة",
    send: "إرسال الرسالة",
    name: "الاسم",
    email: "البريد الإلكتروني",
    subject: "الموضوع",
    message: "الرسالة",
    sent: "تم إرسال الرسالة!",
    sentBody: "سوف نتواصل معك في أقرب وقت ممكن.",
    markRead: "تعليم كمقروءة",
    statusUpdated: "تم تحديث الحالة",
    del: "حذف",
    deleted: "تم حذف الرسالة",
    read: "مقروءة",
    updTitle: "العنوان",
    updSummary: "الملخص",
    updAuthor: "الكاتب",
    updCategory: "التصنيف",
    updDate: "التاريخ",
    add: "إضافة التحديث",
    update: "تحديث",
    edit: "تعديل",
    fillAll: "يرجى ملء جميع الحقول",
    audit: "سجل التدقيق",
    auditSearch: "ابحث ببريد المشرف...",
    addedUpdate: "أضاف تحديثًا",
    deletedUpdate: "حذف تحديثًا",
    action: "الإجراء",
    actionsColumn: "الإجراءات",
  },
  en: {
    dir: "ltr",
    dashboard: "Dashboard",
    recent: "Recent activity",
    chart: "Members and articles by month",
    addArticle: "Add an article",
    review: "Review pending questions",
    send: "Send message",
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    sent: "Message Sent!",
    sentBody: "We will get back to you as soon as possible.",
    markRead: "Mark as Read",
    statusUpdated: "Status Updated",
    del: "Delete",
    deleted: "Message Deleted",
    read: "Read",
    updTitle: "Title",
    updSummary: "Summary",
    updAuthor: "Author",
    updCategory: "Category",
    updDate: "Date",
    add: "Add Update",
    update: "Update",
    edit: "Edit",
    fillAll: "Please fill in all fields",
    audit: "Audit log",
    auditSearch: "Search by admin e-mail...",
    addedUpdate: "Added an update",
    deletedUpdate: "Deleted an update",
    action: "Action",
    actionsColumn: "Actions",
  },
} as const;

forEachLocale(
  TEXT,
  (T, locale) => {
    test(`dashboard: real numbers, recent activity and quick actions (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      await loginAs(page, await createUser("admin"));
      await page.goto("/admin");
      await expect(page.locator("html")).toHaveAttribute("dir", T.dir);
      await expect(page.getByRole("heading", { level: 1, name: T.dashboard })).toBeVisible();
      const figures = await page.getByTestId("stat-value").allTextContents();
      expect(figures).toHaveLength(4);
      for (const f of figures) expect(f).toMatch(/^[0-9,٬]+$/);
      expect(Number(figures[0].replace(/\D/g, ""))).toBeGreaterThan(0); // members exist: at least this admin
      await expect(page.getByText(T.recent)).toBeVisible();
      await expect(page.getByRole("link", { name: T.addArticle })).toHaveAttribute("href", "/admin/sections/home");
      await expect(page.getByRole("link", { name: T.review })).toHaveAttribute("href", "/admin/sections/qa");
      await page.getByText(T.chart).scrollIntoViewIfNeeded();
      await expect(page.locator(".recharts-surface").first()).toBeVisible();
    });

    test(`contact: a member sends a message, an admin marks it read and deletes it (${locale})`, async ({ page, browser }) => {
      const member = await createUser();
      await useLocale(page, locale);
      await loginAs(page, member);
      await page.goto("/contact-us");
      await expect(page.getByTestId("contact-info")).toBeVisible();
      const subject = `سؤال عن الشراكة ${randomUUID().slice(0, 6)}`;
      const form = page.locator("form");
      await form.getByLabel(T.name).fill("سلمى Haddad");
      await form.getByLabel(T.email).fill("salma@uni.edu");
      await form.getByLabel(T.subject).fill(subject);
      await expect(form.getByLabel(T.message)).toHaveAttribute("rows", "5");
      await form.getByLabel(T.message).fill("كيف أنضم إلى مشروع بحثي؟");
      await form.getByRole("button", { name: T.send }).click();
      await expect(toastLocator(page, T.sent)).toContainText(T.sentBody);
      await expect(form.getByLabel(T.subject)).toHaveValue("");
      await expect(form.getByLabel(T.message)).toHaveValue("");

      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await useLocale(admin, locale);
      await loginAs(admin, await createUser("admin"));
      await admin.goto("/admin/sections/contact-us");
      await expect(admin.getByTestId("nav-badge-contact-us")).toBeVisible();
      const card = admin.getByTestId("contact-message").filter({ hasText: subject });
      await expect(card).toContainText("salma@uni.edu");
      await card.getByRole("button", { name: T.markRead }).click();
      await expect(toastLocator(admin, T.statusUpdated)).toBeVisible();
      await expect(card.getByRole("button", { name: T.markRead })).toHaveCount(0);
      await expect(card).toContainText(T.read);
      await card.getByRole("button", { name: T.del }).click();
      await admin.getByRole("alertdialog").getByRole("button", { name: T.del }).click();
      await expect(toastLocator(admin, T.deleted)).toBeVisible();
      await expect(card).toHaveCount(0);
      await adminContext.close();
    });

    test(`latest updates: required fields, add, edit and delete, and the panel follows (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      // an admin who reads both calendars in Arabic-Indic digits: the cards' dates follow that choice
      const admin = await createUser("admin");
      const preferences = { calendar: "both", digits: "arab" } as const;
      await (await testDb()).user.update({ where: { id: admin.id }, data: preferences });
      await loginAs(page, admin);
      await page.goto("/admin/sections/latest-updates");
      await page.getByRole("button", { name: T.add }).click();
      await expect(page.getByRole("alert").filter({ hasText: T.fillAll })).toHaveCount(1);

      const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
      const title = `تحديث تجريبي ${randomUUID().slice(0, 6)}`;
      await field(T.updTitle).fill(title);
      await field(T.updSummary).fill("ملخص قصير للتحديث");
      await field(T.updAuthor).fill("فريق منارة");
      await field(T.updCategory).fill("إعلان");
      await field(T.updDate).fill("2099-12-31");
      await page.getByRole("button", { name: T.add }).click();
      const card = page.getByTestId("admin-update-card").filter({ hasText: title });
      await expect(card).toBeVisible();
      const shown = card.locator("time");
      await expect(shown).toHaveText(dateFormatter({ locale, preferences }).medium((await shown.getAttribute("datetime"))!));

      await page.goto("/saved");
      await expect(page.getByTestId("updates-list")).toContainText(title);

      await page.goto("/admin/sections/latest-updates");
      await card.getByRole("button", { name: T.edit }).click();
      const edited = `${title} (معدل)`;
      await field(T.updTitle).fill(edited);
      await page.getByRole("button", { name: T.update, exact: true }).click();
      await expect(page.getByTestId("admin-update-card").filter({ hasText: edited })).toBeVisible();
      await page.goto("/saved");
      await expect(page.getByTestId("updates-list")).toContainText(edited);

      await page.goto("/admin/sections/latest-updates");
      const editedCard = page.getByTestId("admin-update-card").filter({ hasText: edited });
      await editedCard.getByRole("button", { name: T.del }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: T.del }).click();
      await expect(editedCard).toHaveCount(0);
      await page.goto("/saved");
      await expect(page.getByTestId("updates-list")).not.toContainText(edited);
    });

    test(`audit log: the admin's own writes, found by e-mail and action (${locale})`, async ({ page }) => {
      const admin = await createUser("admin");
      await useLocale(page, locale);
      await loginAs(page, admin);
      const created = await page.request.post("/backend/api/updates/create.php", {
        data: { title: `للسجل ${randomUUID().slice(0, 6)}`, summary: "س", author: "ك", category: "ف", date: "2026-01-01" },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()).update;
      expect((await page.request.delete("/backend/api/updates/delete.php", { data: { id } })).status()).toBe(200);
      await page.goto("/admin/audit");
      await expect(page.getByRole("heading", { level: 1, name: T.audit })).toBeVisible();
      await searchList(page, T.auditSearch, admin.email);
      // the header row and this admin's two writes, newest first
      const rows = page.getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText(T.deletedUpdate);
      await expect(rows.nth(2)).toContainText(T.addedUpdate);
      // a log is read, not acted on: no actions column
      await expect(page.getByRole("columnheader", { name: T.actionsColumn })).toHaveCount(0);
      await hydrated(page);
      await chooseOption(page, page.getByRole("combobox", { name: T.action }), T.addedUpdate);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(admin.email);
      await expect(rows.nth(1)).toContainText(T.addedUpdate);
    });
  },
  { viewport: DESKTOP },
); // an admin's desk

/** Adds a member, a value (moved up one place) and a line of mission in `locale`, then checks /about-us. */
async function editAbout(page: Page, locale: Locale) {
  const L =
    locale === "ar"
      ? {
          addMember: "إضافة عضو",
          addValue: "إضافة قيمة",
          name: "الاسم",
          role: "الدور",
          description: "الوصف",
          save: "حفظ التغييرات",
          saved: "تم حفظ التغييرات",
          down: "للأسفل",
          mission: "رسالتنا",
        }
      : {
          addMember: "Add member",
          addValue: "Add value",
          name: "Name",
          role: "Role",
          description: "Description",
          save: "Save Changes",
          saved: "Changes saved",
          down: "down",
          mission: "Our mission",
        };
  await chooseLocale(page, locale); // (a test fixture, not a React hook)
  await page.goto("/admin/sections/about-us");
  const tag = randomUUID().slice(0, 6);
  const mission = page.getByRole("textbox", { name: L.mission });
  await mission.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(` رسالة ${tag}`);
  await page.getByRole("button", { name: L.addMember }).click();
  const row = page.getByTestId("team-row").last();
  await row.getByLabel(L.name).fill(`عضو جديد ${tag}`);
  await row.getByLabel(L.role).fill("باحث مشارك");
  await row.getByLabel(L.description).fill("يعمل على مشاريع الذكاء الاصطناعي.");
  await page.getByRole("button", { name: L.addValue }).click();
  await page.getByTestId("value-row").last().getByRole("textbox").fill(`قيمة ${tag}`);
  // the new value moves up one place (the one before it moves down)
  const values = page.getByTestId("value-row");
  const count = await values.count();
  await values
    .nth(count - 2)
    .getByRole("button", { name: new RegExp(L.down) })
    .click();
  await page.getByRole("button", { name: L.save }).click();
  await expect(toastLocator(page, L.saved)).toBeVisible();

  await page.goto("/about-us");
  await expect(page.getByTestId("article-body")).toContainText(`رسالة ${tag}`);
  await expect(page.getByTestId("about-team")).toContainText(`عضو جديد ${tag}`);
  const shown = await page.getByTestId("about-values").locator("li").allTextContents();
  expect(shown[count - 2]).toContain(`قيمة ${tag}`);
}

test("About us: an admin edits the mission, team and values, and the public page shows them (ar, then en)", async ({ page }) => {
  // one test for both languages: About us is a single record, edited in turn
  await loginAs(page, await createUser("admin"));
  await editAbout(page, "ar");
  await editAbout(page, "en");
});
