import { createUser, expect, forEachLocale, loginAs, test, testDb, useLocale } from "../fixtures";
import { indexedKeyOf } from "../../lib/search/arabic";

// A question's own page: open it from the board, answer, vote and accept there, see similar questions.

const TEXT = {
  ar: {
    dir: "rtl",
    answerLabel: "إجابتك",
    post: "نشر الإجابة",
    accept: "اعتماد الإجابة",
    accepted: "الإجابة المعتمدة",
    similar: "أسئلة مشابهة",
    notFound: "السؤال غير موجود",
  },
  en: {
    dir: "ltr",
    answerLabel: "Your answer",
    post: "Post answer",
    accept: "Accept answer",
    accepted: "Accepted answer",
    similar: "Similar questions",
    notFound: "Question not found",
  },
} as const;

forEachLocale(TEXT, (t, locale) => {
  test(`question page (${locale}): from the board to the page, answer, accept, similar questions, 404`, async ({ page }) => {
    const db = await testDb();
    const asker = await createUser();
    const tag = Math.random().toString(36).slice(2, 8);
    const make = (title: string) =>
      db.question.create({
        data: {
          title,
          description: "كيف أبدأ؟",
          status: "approved",
          userId: asker.id,
          authorName: asker.name,
          searchKey: indexedKeyOf(title, "كيف أبدأ؟", ""),
        },
      });
    const question = await make(`منهجية البحث الكمي ${tag}`);
    const similar = await make(`أدوات البحث الكمي ${tag}`);

    await useLocale(page, locale);
    await loginAs(page, asker);
    await page.goto(`/qa-section?q=${tag}`);
    await page.getByRole("link", { name: question.title }).click();
    await expect(page).toHaveURL(new RegExp(`/qa-section/${question.id}$`));
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await expect(page).toHaveTitle(new RegExp(question.title));
    await expect(page.getByRole("heading", { level: 1, name: question.title })).toBeVisible();
    await expect(page.getByTestId("similar-questions").getByRole("link", { name: similar.title })).toHaveAttribute("href", `/qa-section/${similar.id}`);

    // another member answers; the asker accepts it on the page
    const answerer = await createUser();
    await db.answer.create({ data: { questionId: question.id, text: `جواب ${tag}`, userId: answerer.id, authorName: answerer.name } });
    await page.reload();
    const answer = page.getByRole("listitem").filter({ hasText: `جواب ${tag}` });
    await expect(answer.getByRole("link", { name: answerer.name })).toBeVisible();
    await answer.getByRole("button", { name: t.accept }).click();
    await expect(answer.getByText(t.accepted)).toBeVisible();
    await page.getByLabel(t.answerLabel).fill(`إجابتي الخاصة ${tag}`);
    await page.getByRole("button", { name: t.post }).click();
    await expect(page.getByRole("listitem").filter({ hasText: `إجابتي الخاصة ${tag}` })).toBeVisible();

    const missing = await page.goto("/qa-section/999999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: t.notFound })).toBeVisible();
  });
});
