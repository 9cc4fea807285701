import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { indexedKeyOf } from "../../lib/search/arabic";
import {
  chooseOption,
  createUser,
  expect,
  hydrated,
  listSettled,
  loginAs,
  moderate,
  searchList,
  test,
  testDb,
  type TestUser,
  toastLocator,
  useLocale,
} from "../fixtures";
import { confirmDelete, openBoardDialog, pageSearching } from "./boards";

// these flows drive two or three browsers each: give them room on a busy two-core machine
test.describe.configure({ timeout: 90_000 });

const card = (page: Page, title: string) => page.getByTestId("question-card").filter({ hasText: title });
const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

async function seedQuestion(asker: TestUser, title: string, status = "approved", description = "تفاصيل السؤال") {
  return (await testDb()).question.create({
    data: { title, description, status, userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, description) },
  });
}
async function seedAnswer(questionId: number, author: TestUser, text: string) {
  return (await testDb()).answer.create({ data: { questionId, userId: author.id, authorName: author.name, text } });
}

test.describe("Q&A", () => {
  test("ask → approve → answer → vote → accept (Arabic)", async ({ browser, page }) => {
    const tag = randomUUID().slice(0, 8);
    const title = `ما أفضل مكتبة رقمية للأبحاث ${tag}؟`;
    const asker = await createUser();
    const earlier = await seedQuestion(await createUser(), `المكتبات الرقمية المجانية ${tag}`);

    const dialog = await openBoardDialog(page, asker, "/qa-section", { heading: "الأسئلة والأجوبة", button: "إضافة سؤال" });
    await dialog.getByRole("button", { name: "إرسال السؤال" }).click();
    await expect(dialog.getByText("هذا الحقل مطلوب")).toHaveCount(2);
    await dialog.getByLabel("عنوان السؤال").fill(title);
    // a similar, already approved question is suggested while typing (stemmed: مكتبة ~ المكتبات)
    await expect(dialog.getByRole("button", { name: earlier.title })).toBeVisible();
    await dialog.getByLabel("التفاصيل").fill("أحتاج مصادر محكّمة مجانية\nلرسالة الماجستير");
    await dialog.getByLabel("كلمة مفتاحية").fill("مكتبات");
    await dialog.getByRole("button", { name: "إرسال السؤال" }).click();
    await expect(toastLocator(page, "تم إرسال السؤال")).toContainText("سيظهر للجميع بعد اعتماده");
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toContainText("في انتظار المراجعة");
    const stored = await (await testDb()).question.findFirstOrThrow({ where: { title } });
    expect(stored).toMatchObject({ status: "pending", userId: asker.id, keyword: "مكتبات" });

    // an admin approves it
    const admin = await pageSearching(browser, await createUser("admin"), "/admin/sections/qa", "ابحث في الأسئلة...", tag);
    await moderate(row(admin, title), "اعتماد", { from: "قيد الانتظار", toast: "تم اعتماد السؤال", to: "منشور" });
    await admin.close();

    // another member finds it by a plural form and answers it
    const answererUser = await createUser();
    const answerer = await pageSearching(browser, answererUser, "/qa-section", "ابحث في الأسئلة...", `المكتبات ${tag}`);
    await expect(answerer.getByTestId("question-card")).toHaveCount(2);
    await card(answerer, title).getByRole("button", { name: "عرض الإجابات" }).click();
    await expect(card(answerer, title).getByText("لا توجد إجابات بعد. كن أول من يجيب.")).toBeVisible();
    const post = card(answerer, title).getByRole("button", { name: "نشر الإجابة" });
    await expect(post).toBeDisabled();
    await card(answerer, title).getByLabel("إجابتك").fill("   ");
    await expect(post).toBeDisabled();
    await card(answerer, title).getByLabel("إجابتك").fill("جرّب DOAJ وCORE\nوأضف Unpaywall إلى المتصفح");
    await post.click();
    await expect(toastLocator(answerer, "تم نشر إجابتك")).toBeVisible();
    const answer = card(answerer, title).getByTestId("answer");
    await expect(answer).toContainText("جرّب DOAJ وCORE");
    await expect(answer).toContainText(answererUser.name);
    await expect(card(answerer, title)).toContainText("إجابة واحدة");
    // never a vote on one's own answer
    await expect(answer.getByRole("button", { name: /تصويت مفيد/ })).toBeDisabled();
    await answerer.close();

    // the asker sees it after a reload, votes and accepts it
    await page.reload();
    await card(page, title).getByRole("button", { name: "عرض الإجابات" }).click();
    const mine = card(page, title).getByTestId("answer");
    await expect(mine).toContainText("جرّب DOAJ وCORE");
    await mine.getByRole("button", { name: /تصويت مفيد/ }).click();
    await expect(mine.getByRole("button", { name: /إلغاء التصويت/ })).toHaveAttribute("aria-pressed", "true");
    await mine.getByRole("button", { name: "اعتماد الإجابة" }).click();
    await expect(toastLocator(page, "تم اعتماد الإجابة")).toBeVisible();
    await expect(mine).toContainText("الإجابة المعتمدة");
    await expect(card(page, title)).toContainText("تم الحل");
    const q = await (await testDb()).question.findFirstOrThrow({ where: { title }, include: { answers: { include: { votes: true } } } });
    expect(q.acceptedAnswerId).toBe(q.answers[0].id);
    expect(q.answers[0].votes.map((v) => v.userId)).toEqual([asker.id]);
  });

  test("voting and accepting by keyboard keep the focus on the button, also when the answer moves (Arabic)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const asker = await createUser();
    const q = await seedQuestion(asker, `سؤال لوحة المفاتيح ${tag}`);
    await seedAnswer(q.id, await createUser(), "إجابة سابقة");
    await seedAnswer(q.id, await createUser(), "إجابة للتصويت");
    await loginAs(page, asker);
    await page.goto(`/qa-section?q=${tag}`);
    await hydrated(page); // a key pressed before that does nothing
    await card(page, q.title).getByRole("button", { name: "عرض الإجابات" }).click();
    const answers = card(page, q.title).getByTestId("answer");
    const answer = answers.filter({ hasText: "إجابة للتصويت" });
    await expect(answers.nth(1)).toContainText("إجابة للتصويت");
    // a vote moves it up, taking it back moves it down again: React moves the row, the focus stays
    await answer.getByRole("button", { name: /^تصويت مفيد/ }).focus();
    await page.keyboard.press("Enter");
    const unvote = answer.getByRole("button", { name: /^إلغاء التصويت/ });
    await expect(unvote).toHaveAttribute("aria-pressed", "true");
    await expect(answers.nth(0)).toContainText("إجابة للتصويت");
    await expect(unvote).toBeFocused();
    // a button stays busy (aria-disabled, its key ignored) until the lists it changed are read again
    await expect(unvote).not.toHaveAttribute("aria-disabled");
    await page.keyboard.press("Enter");
    await expect(answers.nth(1)).toContainText("إجابة للتصويت");
    await expect(answer.getByRole("button", { name: /^تصويت مفيد/ })).toBeFocused();
    // accepting moves it to the top, removing the acceptance back down
    await answer.getByRole("button", { name: "اعتماد الإجابة" }).focus();
    await page.keyboard.press("Enter");
    await expect(toastLocator(page, "تم اعتماد الإجابة")).toBeVisible();
    await expect(answers.nth(0)).toContainText("إجابة للتصويت");
    const unaccept = answer.getByRole("button", { name: "إلغاء الاعتماد" });
    await expect(unaccept).toBeFocused();
    await expect(unaccept).not.toHaveAttribute("aria-disabled");
    await page.keyboard.press("Enter");
    await expect(answers.nth(1)).toContainText("إجابة للتصويت");
    await expect(answer.getByRole("button", { name: "اعتماد الإجابة" })).toBeFocused();
  });

  test("answers are ordered accepted, then votes; the asker accepts and unaccepts (English)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const asker = await createUser();
    const [a, b] = [await createUser(), await createUser()];
    const q = await seedQuestion(asker, `Which test fits two groups ${tag}?`, "approved", "Two independent groups of 30 students.");
    const first = await seedAnswer(q.id, a, "Use a t-test if the data are normal.");
    const second = await seedAnswer(q.id, b, "Mann-Whitney when they are not.");
    const db = await testDb();
    await db.answerVote.create({ data: { answerId: second.id, userId: a.id } });

    await useLocale(page, "en");
    await loginAs(page, asker);
    await page.goto("/qa-section");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Questions & Answers" })).toBeVisible();
    await searchList(page, "Search questions...", tag);
    await expect(card(page, q.title)).toContainText("2 answers");
    await card(page, q.title).getByRole("button", { name: "Show answers" }).click();
    const answers = card(page, q.title).getByTestId("answer");
    await expect(answers).toHaveCount(2);
    await expect(answers.nth(0)).toContainText("Mann-Whitney");
    await answers.nth(1).getByRole("button", { name: "Accept answer" }).click();
    await expect(toastLocator(page, "Answer accepted")).toBeVisible();
    await expect(answers.nth(0)).toContainText("Use a t-test");
    await expect(answers.nth(0)).toContainText("Accepted answer");
    await expect(card(page, q.title)).toContainText("Solved");
    await answers.nth(0).getByRole("button", { name: "Remove acceptance" }).click();
    await expect(toastLocator(page, "Acceptance removed")).toBeVisible();
    await expect(answers.nth(0)).toContainText("Mann-Whitney");
    await expect(card(page, q.title)).not.toContainText("Solved");
    expect((await db.question.findUniqueOrThrow({ where: { id: q.id } })).acceptedAnswerId).toBeNull();
    expect(first.id).toBeLessThan(second.id);
  });
});

test.describe("Q&A admin", () => {
  test("view answers and delete one, reject, edit and delete a question (Arabic)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const asker = await createUser();
    const q = await seedQuestion(asker, `سؤال للإدارة ${tag}`, "pending");
    await seedAnswer(q.id, await createUser(), "إجابة ستُحذف");
    await loginAs(page, await createUser("admin"));
    await page.goto("/admin/sections/qa");
    await expect(page.getByRole("heading", { level: 1, name: "إدارة الأسئلة والأجوبة" })).toBeVisible();
    await searchList(page, "ابحث في الأسئلة...", tag);
    await expect(row(page, q.title)).toContainText("قيد الانتظار");
    await chooseOption(page, page.getByLabel("الحالة"), "منشور");
    await expect(page.getByRole("cell", { name: "لا توجد أسئلة." })).toBeVisible();
    await chooseOption(page, page.getByLabel("الحالة"), "قيد الانتظار");
    await expect(row(page, q.title)).toBeVisible();

    await row(page, q.title)
      .getByRole("button", { name: `عرض الإجابات: ${q.title}` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("answer")).toContainText("إجابة ستُحذف");
    await dialog.getByTestId("answer").getByRole("button", { name: "حذف الإجابة" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "حذف" }).click();
    await expect(toastLocator(page, "تم حذف الإجابة")).toBeVisible();
    await expect(dialog.getByText("تظهر الإجابات بعد اعتماد السؤال.")).toBeVisible();
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect(dialog).toBeHidden();

    await row(page, q.title).getByRole("button", { name: "رفض" }).click();
    await expect(toastLocator(page, "تم رفض السؤال")).toBeVisible();
    await chooseOption(page, page.getByLabel("الحالة"), "الكل");
    await listSettled(page);
    await expect(row(page, q.title)).toContainText("مرفوض");

    await row(page, q.title).getByRole("button", { name: "تعديل" }).click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("عنوان السؤال").fill(`سؤال معدّل ${tag}`);
    await edit.getByRole("button", { name: "حفظ" }).click();
    await expect(toastLocator(page, "تم تحديث السؤال")).toBeVisible();
    await expect(row(page, `سؤال معدّل ${tag}`)).toBeVisible();

    await confirmDelete(row(page, `سؤال معدّل ${tag}`), "حذف", "تم حذف السؤال");
    await expect(page.getByRole("cell", { name: "لا توجد أسئلة." })).toBeVisible();
    expect(await (await testDb()).question.findUnique({ where: { id: q.id } })).toBeNull();
  });

  test("approve and the Published / Pending labels (English)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const q = await seedQuestion(await createUser(), `Admin question ${tag}`, "pending");
    await useLocale(page, "en");
    await loginAs(page, await createUser("admin"));
    await page.goto("/admin/sections/qa");
    await expect(page.getByRole("heading", { level: 1, name: "Q&A management" })).toBeVisible();
    await searchList(page, "Search questions...", tag);
    await expect(row(page, q.title)).toContainText("Pending");
    await row(page, q.title).getByRole("button", { name: "Approve" }).click();
    await expect(toastLocator(page, "Question approved")).toBeVisible();
    await expect(row(page, q.title)).toContainText("Published");
    await row(page, q.title).getByRole("button", { name: "Back to review" }).click();
    await expect(row(page, q.title)).toContainText("Pending");
  });
});
