import type { APIRequestContext, Page } from "@playwright/test";
import { apiClient, createUser, expect, hydrated, loginAs, test, toastLocator, useLocale } from "../fixtures";

// A member writes an article on the submission page in Arabic, an editor asks for revisions, the
// member revises it on the same page and resubmits, the editor accepts and publishes it, and
// readers find it on its article page; in the Arabic and the English interface. A member whose
// e-mail is not verified is told so in their language.

const TEXT = {
  ar: {
    dir: "rtl",
    titleAr: "العنوان (بالعربية)",
    abstractAr: "الملخص (بالعربية)",
    keywords: "الكلمات المفتاحية",
    addKeyword: "إضافة كلمة",
    addAuthor: "إضافة مؤلف مشارك",
    name: "الاسم",
    orcid: "معرّف ORCID",
    references: "المراجع",
    saveDraft: "حفظ المسودة",
    saved: "حُفظت المسودة",
    submit: "إرسال للمراجعة",
    resubmitLink: "التعديل وإعادة الإرسال",
    resubmit: "إعادة الإرسال للمراجعة",
    submitted: "مُقدَّم",
    orcidInvalid: "معرّف ORCID غير صحيح",
    unverified: "أكّد بريدك الإلكتروني قبل تقديم مقال",
  },
  en: {
    dir: "ltr",
    titleAr: "Title (Arabic)",
    abstractAr: "Abstract (Arabic)",
    keywords: "Keywords",
    addKeyword: "Add keyword",
    addAuthor: "Add a co-author",
    name: "Name",
    orcid: "ORCID iD",
    references: "References",
    saveDraft: "Save draft",
    saved: "Draft saved",
    submit: "Submit for review",
    resubmitLink: "Revise and resubmit",
    resubmit: "Resubmit for review",
    submitted: "Submitted",
    orcidInvalid: "This is not a valid ORCID iD",
    unverified: "Verify your e-mail address before submitting an article",
  },
} as const;

const step = async (api: APIRequestContext, id: number, to: string) => {
  const res = await api.post("/backend/api/articles/transition.php", { data: { id, to } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).article as { id: number; status: string; post_id: number | null };
};

async function fillRequired(page: Page, t: (typeof TEXT)["ar" | "en"], title: string) {
  await page.getByLabel(t.titleAr).fill(title);
  await page.getByLabel(t.abstractAr).fill("ملخص البحث بالعربية عن المياه الجوفية.");
}

for (const locale of ["ar", "en"] as const) {
  test(`a member submits an article, revises it on request and sees it published (${locale})`, async ({ page, playwright }) => {
    const t = TEXT[locale];
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `المياه الجوفية في الصحراء ${tag}`;
    const member = await createUser();
    const editor = await apiClient(playwright, await createUser("admin"));
    await useLocale(page, locale);
    await loginAs(page, member);

    await page.goto("/profile");
    await page.getByRole("link", { name: locale === "ar" ? "إرسال مقال" : "Submit an article" }).click();
    await expect(page).toHaveURL(/\/articles\/submit$/);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await hydrated(page);
    await fillRequired(page, t, title);
    await page.getByRole("textbox", { name: t.keywords }).fill(`مياه${tag}`);
    await page.getByRole("button", { name: t.addKeyword }).click();
    await page.getByRole("button", { name: t.addAuthor }).click();
    const coAuthor = page.getByTestId("co-author");
    await coAuthor.getByLabel(t.name).fill("ليلى حداد");
    // a wrong check digit is refused under the field before anything is sent
    await coAuthor.getByLabel(t.orcid).fill("0000-0002-1825-0098");
    await page.getByRole("button", { name: t.saveDraft }).click();
    await expect(coAuthor.getByText(t.orcidInvalid)).toBeVisible();
    await coAuthor.getByLabel(t.orcid).fill("0000-0002-1825-0097");
    await page.getByLabel(t.references).fill("حداد، ل. (٢٠٢٠). المياه.\nSmith, J. (2019). Water.");
    const created = page.waitForResponse((r) => r.url().includes("/backend/api/articles/submit.php"));
    await page.getByRole("button", { name: t.saveDraft }).click();
    const { article } = (await (await created).json()) as { article: { id: number; status: string } };
    expect(article.status).toBe("draft");
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/articles/${article.id}/edit$`));
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const mine = page.getByTestId("my-submissions").getByRole("listitem").filter({ hasText: title });
    await expect(mine.locator("[data-status]")).toHaveText(t.submitted);

    // the editor reads it and asks for revisions
    const read = await editor.get(`/backend/api/articles/get.php?id=${article.id}`);
    const found = (await read.json()).article as {
      id: number;
      title_ar: string;
      keywords: string[];
      co_authors: { orcid: string | null }[];
      references: string[];
    };
    expect(found.title_ar).toBe(title);
    expect(found.keywords).toEqual([`مياه${tag}`]);
    expect(found.co_authors.map((c) => c.orcid)).toEqual(["0000-0002-1825-0097"]);
    expect(found.references).toEqual(["حداد، ل. (٢٠٢٠). المياه.", "Smith, J. (2019). Water."]);
    await step(editor, found.id, "under_review");
    const review = await editor.post("/backend/api/articles/review.php", { data: { id: found.id, decision: "revisions", comments: "وسّع قسم المنهجية" } });
    expect(review.status(), await review.text()).toBe(201);

    // the member revises on the same form and resubmits
    await page.reload();
    await mine.getByRole("link", { name: t.resubmitLink }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${found.id}/edit$`));
    await hydrated(page);
    await expect(page.getByLabel(t.titleAr)).toHaveValue(title);
    await page.getByLabel(t.abstractAr).fill("ملخص منقّح مع قسم منهجية موسّع.");
    await page.getByRole("button", { name: t.resubmit }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(mine.locator("[data-status]")).toHaveText(t.submitted);

    // accepted and published: readers find it on its article page
    await step(editor, found.id, "under_review");
    await step(editor, found.id, "accepted");
    const published = await step(editor, found.id, "published");
    await page.goto(`/article/${published.post_id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByTestId("article-publication").getByText("ملخص منقّح مع قسم منهجية موسّع.")).toBeVisible();
  });

  test(`a member whose e-mail is not verified is told to verify it (${locale})`, async ({ page }) => {
    const t = TEXT[locale];
    await useLocale(page, locale);
    await loginAs(page, await createUser("user", { verified: false }));
    await page.goto("/articles/submit");
    await hydrated(page);
    await fillRequired(page, t, "مقال لم يُرسل");
    await page.getByRole("button", { name: t.saveDraft }).click();
    await expect(toastLocator(page, t.unverified)).toBeVisible();
  });
}
