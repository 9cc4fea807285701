import { randomBytes } from "node:crypto";
import { apiClient, createUser, expect, hydrated, loginAs, test, testDb, useLocale } from "../fixtures";

// The community review on a phone, in Arabic: an editor invites two members from the ranked
// candidates on the article's page in Admin → Submissions; one accepts from the mailed link signed
// out, the other declines from their reviews page; the reviewer writes the review beside the
// manuscript and submits it (then it is read-only); the editor decides; the author reads the
// labelled review in "My submissions", without the reviewer's name.

const PHONE = { width: 390, height: 844 };

async function reviewToken(email: string) {
  const mail = await (await testDb()).mailOutbox.findFirst({ where: { to: email, text: { contains: "/reviews/respond?token=" } }, orderBy: { id: "desc" } });
  return mail?.text.match(/\/reviews\/respond\?token=([\w-]+)/)?.[1] ?? null;
}

test("an editor invites two, one accepts from the mail signed out, the other declines, the review comes in, the author reads it labelled (ar, 390px)", async ({
  browser,
  playwright,
}) => {
  const keyword = `تحكيم-${randomBytes(3).toString("hex")}`;
  const [author, editor, first, second] = [await createUser(), await createUser("admin"), await createUser(), await createUser()];
  const db = await testDb();
  for (const r of [first, second]) await db.user.update({ where: { id: r.id }, data: { interests: JSON.stringify([keyword]) } });
  // a paragraph another submission has too: the similarity panel shows it side by side
  const shared = `تتناول هذه الدراسة أثر التعليم المدمج في جامعات ${keyword} خلال السنوات الخمس الأخيرة`;
  const other = await db.article.create({
    data: { title: `دراسة سابقة ${keyword}`, authorName: "باحث", abstractAr: "ملخص", body: `<p>${shared}</p>`, status: "submitted" },
  });
  const authorApi = await apiClient(playwright, author);
  const input = {
    title_ar: `بحث للتحكيم ${keyword}`,
    abstract_ar: "ملخص.",
    body: `<p>نص المخطوطة</p><p>${shared}</p>`,
    keywords: [keyword],
    co_authors: [],
    references: [],
    license: "cc-by-4.0",
  };
  const created = await authorApi.post("/backend/api/articles/submit.php", { data: input });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).article;
  expect((await authorApi.post("/backend/api/articles/transition.php", { data: { id, to: "submitted" } })).status()).toBe(200);

  // the editor invites both from the ranked candidates
  const editorPage = await browser.newPage({ viewport: PHONE });
  await useLocale(editorPage, "ar");
  await loginAs(editorPage, editor);
  await editorPage.goto(`/admin/sections/submissions/${id}`);
  await hydrated(editorPage);
  const panel = editorPage.getByTestId("reviewers-panel");
  await expect(panel.getByRole("heading", { name: "المحكّمون" })).toBeVisible();
  const similarity = editorPage.getByTestId("similarity-panel").getByTestId("similarity-match").filter({ hasText: other.title });
  await expect(similarity).toContainText("بحث مقدّم");
  await expect(similarity.locator("blockquote")).toHaveText([shared, shared]);
  for (const r of [first, second]) {
    await panel.getByRole("button", { name: `دعوة ${r.name}` }).click();
    await expect(panel.getByTestId("reviewer-row").filter({ hasText: r.name })).toContainText("مدعو");
  }
  await editorPage.screenshot({ path: test.info().outputPath("editor-invited.png"), fullPage: true });

  // the first accepts from the mailed link, signed out
  const token = await reviewToken(first.email);
  expect(token).not.toBeNull();
  const signedOut = await browser.newPage({ viewport: PHONE });
  await useLocale(signedOut, "ar");
  await signedOut.goto(`/reviews/respond?token=${token}`);
  await hydrated(signedOut);
  await expect(signedOut.getByRole("heading", { name: "دعوة لتحكيم مقال" })).toBeVisible();
  await signedOut.screenshot({ path: test.info().outputPath("respond.png"), fullPage: true });
  await signedOut.getByRole("button", { name: "أقبل" }).click();
  await expect(signedOut.getByRole("status")).toHaveText("شكرًا لك: قبلت الدعوة. تجد المخطوطة في صفحة التحكيم الخاصة بك.");
  await signedOut.close();

  // the second declines from their reviews page, with a reason
  const secondPage = await browser.newPage({ viewport: PHONE });
  await useLocale(secondPage, "ar");
  await loginAs(secondPage, second);
  await secondPage.goto("/reviews");
  await hydrated(secondPage);
  const invitation = secondPage.getByTestId("reviews-invited").getByTestId("review-assignment");
  await invitation.getByRole("button", { name: "أعتذر" }).click();
  await invitation.getByLabel("السبب (اختياري)").fill("مشغول هذا الشهر");
  await invitation.getByRole("button", { name: "الاعتذار عن الدعوة" }).click();
  await expect(secondPage.getByTestId("reviews-ended")).toContainText("معتذر عنها");
  await secondPage.close();

  // the reviewer writes beside the manuscript, submits once, then reads it back read-only
  const reviewer = await browser.newPage({ viewport: PHONE });
  await useLocale(reviewer, "ar");
  await loginAs(reviewer, first);
  await reviewer.goto("/reviews");
  await hydrated(reviewer);
  await reviewer.getByRole("link", { name: "اكتب التحكيم" }).click();
  await expect(reviewer.getByTestId("manuscript")).toContainText("نص المخطوطة");
  await hydrated(reviewer);
  await reviewer.getByLabel("تعديلات جوهرية").check();
  await reviewer.getByLabel("ملاحظات للمؤلف").fill("المنهجية تحتاج إلى توضيح.");
  await reviewer.getByLabel("ملاحظات سرية للمحررين").fill("ملاحظة سرية");
  await reviewer.getByRole("button", { name: "إرسال التحكيم" }).click();
  await expect(reviewer.getByTestId("submitted-review")).toContainText("أُرسل: لم يعد تعديل هذا التحكيم ممكنًا.");
  await reviewer.screenshot({ path: test.info().outputPath("review-submitted.png"), fullPage: true });
  await reviewer.close();

  // the editor sees the states and decides
  await editorPage.reload();
  await hydrated(editorPage);
  await expect(panel.getByTestId("reviewer-row").filter({ hasText: first.name })).toContainText("أرسل التحكيم");
  await expect(panel.getByTestId("reviewer-row").filter({ hasText: second.name })).toContainText("مشغول هذا الشهر");
  const editorApi = await apiClient(playwright, editor);
  expect((await editorApi.post("/backend/api/articles/transition.php", { data: { id, to: "under_review" } })).status()).toBe(200);
  const decided = await editorApi.post("/backend/api/articles/review.php", { data: { id, decision: "revisions", comments: "يرجى الأخذ بملاحظات المحكّم." } });
  expect(decided.status(), await decided.text()).toBe(201);
  await editorPage.close();

  // the author reads "Reviewer 1" beside the decision, never the reviewer's name nor the confidential part
  const authorPage = await browser.newPage({ viewport: PHONE });
  await useLocale(authorPage, "ar");
  await loginAs(authorPage, author);
  await authorPage.goto("/profile");
  const submissions = authorPage.getByTestId("my-submissions");
  await submissions.locator("details").first().locator("summary").click();
  const reports = submissions.getByTestId("reviewer-reports");
  await expect(reports).toContainText("المحكّم 1");
  await expect(reports).toContainText("المنهجية تحتاج إلى توضيح.");
  await expect(submissions).not.toContainText(first.name);
  await expect(submissions).not.toContainText("ملاحظة سرية");
  await authorPage.screenshot({ path: test.info().outputPath("author-reviews.png"), fullPage: true });
  await authorPage.close();

  // the next round: the author revises and resubmits, the same reviewer is invited again and reads
  // beside the manuscript what changed since the version they reviewed
  const revised = await authorApi.put("/backend/api/articles/update.php", { data: { ...input, id, body: `<p>نص المخطوطة بعد التنقيح</p><p>${shared}</p>` } });
  expect(revised.status(), await revised.text()).toBe(200);
  expect((await authorApi.post("/backend/api/articles/transition.php", { data: { id, to: "submitted" } })).status()).toBe(200);
  const again = await editorApi.post("/backend/api/reviews/invite.php", { data: { article_id: id, user_id: first.id } });
  expect(again.status(), await again.text()).toBe(201);
  const next = (await again.json()).assignment;
  expect(next.round).toBe(2);
  const firstApi = await apiClient(playwright, first);
  expect((await firstApi.post("/backend/api/reviews/respond.php", { data: { id: next.id, accept: true } })).status()).toBe(200);
  const later = await browser.newPage({ viewport: PHONE });
  await useLocale(later, "ar");
  await loginAs(later, first);
  await later.goto(`/reviews/${next.id}`);
  const changes = later.getByTestId("review-changes");
  await expect(changes).toContainText("حكّمتَ النسخة");
  await expect(changes.locator("ins")).toHaveText(["بعد التنقيح"]);
  await expect(changes.locator("del")).toHaveCount(0);
  await expect(later.locator("main")).not.toContainText(author.name);
  await later.screenshot({ path: test.info().outputPath("review-changes.png"), fullPage: true });
  await later.close();
});
