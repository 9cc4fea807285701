import type { APIRequestContext } from "@playwright/test";
import { apiClient, createUser, expect, forEachLocale, loginAs, test, useLocale } from "../fixtures";

// A reviewed article's page, walked in Arabic on a phone: the abstracts (the interface's language
// first, the other one open after it), the authors with their ORCID links, the licence, the DOI, the references and
// the Cite menu whose BibTeX download keeps the Arabic title.

const TEXT = {
  ar: {
    dir: "rtl",
    english: "العنوان والملخص بالإنجليزية",
    authors: "المؤلفون",
    license: "CC BY-SA 4.0",
    references: "المراجع",
    cite: "استشهد بالمقال",
    status: "مطلوب تعديلات",
    history: "السجل",
  },
  en: {
    dir: "ltr",
    english: "English title and abstract",
    authors: "Authors",
    license: "CC BY-SA 4.0",
    references: "References",
    cite: "Cite",
    status: "Revisions requested",
    history: "History",
  },
} as const;

async function publishedArticle(author: APIRequestContext, editor: APIRequestContext) {
  const tag = Math.random().toString(36).slice(2, 8);
  const res = await author.post("/backend/api/articles/submit.php", {
    data: {
      title_ar: `الطاقة الشمسية في الريف ${tag}`,
      title_en: `Solar power in the countryside ${tag}`,
      abstract_ar: "ملخص عربي للمقال.",
      abstract_en: "An English abstract.",
      body: "<p>نص المقال</p>",
      keywords: ["طاقة"],
      co_authors: [{ name: "ليلى حداد", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" }],
      references: ["المرجع الأول", "Second reference"],
      license: "cc-by-sa-4.0",
      doi: "10.5555/manara.1",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, title_ar } = (await res.json()).article;
  const step = async (api: APIRequestContext, to: string) =>
    expect((await api.post("/backend/api/articles/transition.php", { data: { id, to } })).status()).toBe(200);
  await step(author, "submitted");
  await step(editor, "under_review");
  await step(editor, "accepted");
  const published = await editor.post("/backend/api/articles/transition.php", { data: { id, to: "published" } });
  return { id, title: title_ar as string, postId: (await published.json()).article.post_id as number };
}

forEachLocale(TEXT, (t, locale) => {
  const width = 390;
  test(`a published article shows its publication details and citations (${locale}, ${width}px)`, async ({ page, playwright }) => {
    const authorUser = await createUser();
    const article = await publishedArticle(await apiClient(playwright, authorUser), await apiClient(playwright, await createUser("admin")));
    await page.setViewportSize({ width, height: 900 });
    await useLocale(page, locale);
    await loginAs(page, await createUser());
    await page.goto(`/article/${article.postId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    const details = page.getByTestId("article-publication");
    await expect(details.getByTestId("article-abstract")).toHaveText("ملخص عربي للمقال.");
    await expect(details.getByTestId("article-other-language").getByRole("heading", { name: t.english })).toBeVisible();
    await expect(details.getByTestId("article-other-language")).toContainText("An English abstract.");
    await expect(details.getByRole("heading", { name: t.authors })).toBeVisible();
    await expect(details.getByRole("link", { name: "ORCID 0000-0002-1825-0097" })).toHaveAttribute("href", "https://orcid.org/0000-0002-1825-0097");
    await expect(details.getByRole("link", { name: t.license })).toHaveAttribute("href", "https://creativecommons.org/licenses/by-sa/4.0/");
    await expect(details.getByRole("link", { name: "10.5555/manara.1" })).toHaveAttribute("href", "https://doi.org/10.5555/manara.1");
    await expect(details.getByRole("heading", { name: t.references })).toBeVisible();
    await expect(details.getByRole("listitem").filter({ hasText: "Second reference" })).toBeVisible();

    await details.getByText(t.cite).click();
    const download = page.waitForEvent("download");
    await details.getByRole("link", { name: "BibTeX" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${article.title}.bib`);
    const text = await (await page.request.get(`/backend/api/articles/cite.php?id=${article.id}&format=bibtex`)).text();
    expect(text).toContain(`title = {${article.title}}`);
    await page.screenshot({ path: `test-results/article-publication-${locale}-${width}.png`, fullPage: true });
  });
});

test("the author follows a submission's status and history in the profile (ar)", async ({ page, playwright }) => {
  const [statusText, historyText] = [TEXT.ar.status, TEXT.ar.history];
  const authorUser = await createUser();
  const author = await apiClient(playwright, authorUser);
  const editor = await apiClient(playwright, await createUser("admin"));
  const title = `بحث في التعلم الآلي ${Math.random().toString(36).slice(2, 8)}`;
  const created = await author.post("/backend/api/articles/submit.php", { data: { title_ar: title, abstract_ar: "ملخص" } });
  const { id } = (await created.json()).article;
  expect((await author.post("/backend/api/articles/transition.php", { data: { id, to: "submitted", note: "أول تقديم" } })).status()).toBe(200);
  expect((await editor.post("/backend/api/articles/transition.php", { data: { id, to: "under_review" } })).status()).toBe(200);
  expect((await editor.post("/backend/api/articles/review.php", { data: { id, decision: "revisions", comments: "وضّح المنهجية" } })).status()).toBe(201);

  await useLocale(page, "ar");
  await loginAs(page, authorUser);
  await page.goto("/profile");
  const mine = page.getByTestId("my-submissions").getByRole("listitem").filter({ hasText: title }).first();
  await expect(mine).toContainText(statusText);
  await mine.getByText(historyText).click();
  await expect(mine).toContainText("وضّح المنهجية");
  await expect(mine).toContainText("أول تقديم");
  await page.getByTestId("my-submissions").screenshot({ path: "test-results/my-submissions-ar.png" });
});
