import { apiClient, createUser, expect, forEachLocale, hydrated, loginAs, test } from "../fixtures";

// Revising without hunting, on a phone: the author opens the revise form and reads the editors'
// decision above the text, revises and resubmits; the editor compares the first version with the
// current text and sees the words removed and added, the version above the current text.

const TEXT = {
  ar: {
    decision: "ما طلبه المحررون",
    editorComments: "ملاحظات المحرر",
    abstract: "الملخص (بالعربية)",
    resubmit: "إعادة الإرسال للمراجعة",
    compare: "قارن بالنص الحالي: النسخة",
  },
  en: {
    decision: "What the editors asked",
    editorComments: "The editor's comments",
    abstract: "Abstract (Arabic)",
    resubmit: "Resubmit for review",
    compare: "Compare with the current text: version",
  },
};

const API = "/backend/api/articles";

/** No part of the page is wider than the screen. */
const noOverflow = (page: import("@playwright/test").Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

forEachLocale(TEXT, (t) => {
  test("the author revises with the decision above the form; the editor compares the versions word by word", async ({ browser, playwright }) => {
    const [author, editor] = [await createUser(), await createUser("admin")];
    const authorApi = await apiClient(playwright, author);
    const editorApi = await apiClient(playwright, editor);
    const created = await authorApi.post(`${API}/submit.php`, {
      data: {
        title_ar: "أثر تحلية المياه في الزراعة",
        abstract_ar: "ندرس أثر المياه المحلاة في ري القمح.",
        body: "<p>نتائج التجربة الأولى واضحة.</p>",
        keywords: [],
        co_authors: [],
        references: [],
        license: "cc-by-4.0",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()).article;
    expect((await authorApi.post(`${API}/transition.php`, { data: { id, to: "submitted" } })).status()).toBe(200);
    expect((await editorApi.post(`${API}/transition.php`, { data: { id, to: "under_review" } })).status()).toBe(200);
    const comments = "وضّحوا طريقة القياس في الملخص.";
    expect((await editorApi.post(`${API}/review.php`, { data: { id, decision: "revisions", comments } })).status()).toBe(201);

    // the author: the decision and its comments first, then the form
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(page, author);
    await page.goto(`/articles/${id}/edit`);
    await hydrated(page);
    const request = page.getByRole("region", { name: t.decision });
    await expect(request).toContainText(t.editorComments);
    await expect(request).toContainText(comments);
    const abstract = page.getByLabel(t.abstract);
    expect((await request.boundingBox())!.y).toBeLessThan((await abstract.boundingBox())!.y);
    await noOverflow(page);
    await abstract.fill("ندرس أثر المياه المحلاة بالتناضح العكسي على ري القمح.");
    await page.getByRole("button", { name: t.resubmit }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // the editor: version 1 beside (on a phone, above) the current text, changed words marked
    const desk = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginAs(desk, editor);
    await desk.goto(`/admin/sections/submissions/${id}`);
    await hydrated(desk);
    await desk.getByRole("button", { name: `${t.compare} 1` }).click();
    const version = desk.getByTestId("article-version");
    const current = desk.getByTestId("article-current");
    await expect(version.locator("del")).toHaveText(["في"]);
    await expect(current.locator("ins")).toHaveText(["بالتناضح العكسي على"]);
    await expect(version.locator("ins")).toHaveCount(0);
    await expect(current.locator("del")).toHaveCount(0);
    const [above, below] = [(await version.boundingBox())!, (await current.boundingBox())!];
    expect(above.y + above.height).toBeLessThanOrEqual(below.y);
    await noOverflow(desk);
    await page.close();
    await desk.close();
  });
});
