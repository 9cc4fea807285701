import { chooseOption, createUser, expect, hydrated, loginAs, test, testDb, toastLocator, useLocale } from "../fixtures";
import { indexedKeyOf } from "../../lib/search/arabic";

// A member reports an answer from its question's page; an admin hides it from the moderation queue.

const TEXT = {
  ar: { report: "إبلاغ", reason: "السبب", abuse: "إساءة أو مضايقة", send: "إرسال البلاغ", sent: "شكرًا لك", hide: "إخفاء", reports: /^البلاغات/ },
  en: { report: "Report", reason: "Reason", abuse: "Abuse or harassment", send: "Send report", sent: "Thank you", hide: "Hide", reports: /^Reports/ },
} as const;

for (const locale of ["ar", "en"] as const) {
  const t = TEXT[locale];
  test(`reports (${locale}): a member reports an answer, an admin hides it from the queue`, async ({ browser }) => {
    const db = await testDb();
    const asker = await createUser();
    const answerer = await createUser();
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `سؤال للإبلاغ ${tag}`;
    const question = await db.question.create({
      data: { title, description: "تفاصيل", status: "approved", userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, "تفاصيل", "") },
    });
    const text = `إجابة مسيئة ${tag}`;
    await db.answer.create({ data: { questionId: question.id, text, userId: answerer.id, authorName: answerer.name } });

    const member = await browser.newPage();
    await useLocale(member, locale);
    await loginAs(member, asker);
    await member.goto(`/qa-section/${question.id}`);
    await hydrated(member);
    await member.getByRole("button", { name: `${t.report}: ${answerer.name}` }).click();
    const dialog = member.getByRole("dialog");
    await chooseOption(member, dialog.getByLabel(t.reason), t.abuse);
    await dialog.getByRole("button", { name: t.send }).click();
    await expect(toastLocator(member, new RegExp(t.sent))).toBeVisible();
    await expect(dialog).toBeHidden();

    const admin = await browser.newPage();
    await useLocale(admin, locale);
    await loginAs(admin, await createUser("admin"));
    // the moderators' short address leads to the queue
    await admin.goto("/admin/queue");
    await expect(admin).toHaveURL(/\/admin\/sections\/queue$/);
    await hydrated(admin);
    await expect(admin.getByTestId("nav-badge-queue")).toBeVisible();
    await admin.getByRole("button", { name: t.reports }).click();
    const item = admin.getByTestId("queue-item").filter({ hasText: text });
    await expect(item).toContainText(t.abuse);
    await item.getByRole("button", { name: `${t.hide}: ${text}` }).click();
    await expect(item).toHaveCount(0);

    await member.reload();
    await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(member.getByText(text)).toHaveCount(0);
    await member.close();
    await admin.close();
  });
}
