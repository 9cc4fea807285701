import { randomUUID } from "node:crypto";
import { createUser, expect, loginAs, test, testDb, useLocale } from "../fixtures";

// Past a write budget the form tells the member in their language, with the wait in minutes; the
// JSON `error` stays English for old clients.
test.describe.configure({ timeout: 60_000 });

for (const { locale, ask, title, details, submit, refusal } of [
  {
    locale: "ar",
    ask: "إضافة سؤال",
    title: "عنوان السؤال",
    details: "التفاصيل",
    submit: "إرسال السؤال",
    refusal: /لقد كررت هذا الإجراء كثيرًا خلال الساعة الماضية\. حاول مرة أخرى بعد (\d+ دقيقة|\d+ دقائق|دقيقتين|دقيقة)/,
  },
  {
    locale: "en",
    ask: "Add question",
    title: "Question title",
    details: "Details",
    submit: "Submit question",
    refusal: /You have done this many times in the last hour\. Try again in (\d+ minutes|1 minute)/,
  },
] as const) {
  test(`the ask form shows the question budget's refusal (${locale})`, async ({ page }) => {
    const member = await createUser();
    await (await testDb()).rateLimitHit.createMany({ data: Array.from({ length: 30 }, () => ({ key: `question:${member.id}`, passed: true })) });
    await useLocale(page, locale);
    await loginAs(page, member);
    await page.goto("/qa-section");
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await page.getByRole("button", { name: ask }).click();
    const dialog = page.getByRole("dialog");
    const text = `${randomUUID().slice(0, 8)} ?`;
    await dialog.getByLabel(title).fill(text);
    await dialog.getByLabel(details).fill("...");
    await dialog.getByRole("button", { name: submit }).click();
    await expect(page.getByText(refusal).first()).toBeVisible();
    expect(await (await testDb()).question.count({ where: { userId: member.id } })).toBe(0);
  });
}
