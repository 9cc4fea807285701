import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { ARTICLE_PDF_MAX_BYTES } from "../../lib/articles/rules";
import { createUser, expect, hydrated, type Locale, forEachLocale, loginAs, searchList, test, useLocale } from "../fixtures";

// The whole publishing flow in the browser, in the Arabic and the English interface, wide and on a
// phone: a member writes an article in Arabic on the submission page, an editor reviews it in the
// editors' screen and asks for revisions, the member reads the review, revises on the same page and
// resubmits, the editor opens the first version beside the revision, accepts and publishes it, and a
// reader downloads its BibTeX from the Cite menu and reads its keyword's feed. A member whose e-mail is not verified is told so.

const TEXT = {
  ar: {
    dir: "rtl",
    submitLink: "إرسال مقال",
    tooLarge: "حجم الملف يجب أن يكون أقل من",
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
    required: "هذا الحقل مطلوب",
    history: "السجل",
    startReview: "بدء المراجعة",
    searchSubmissions: "ابحث في المقالات المقدَّمة...",
    requestRevisions: "طلب تعديلات",
    accept: "قبول",
    comments: "ملاحظات للمؤلف",
    sendReview: "إرسال المراجعة",
    compare: "قارن بالنص الحالي",
    publish: "نشر",
    viewArticle: "فتح صفحة المقال",
    cite: "استشهد بالمقال",
    underReview: "قيد المراجعة",
    revisionsRequested: "مطلوب تعديلات",
    accepted: "مقبول",
    published: "منشور",
  },
  en: {
    dir: "ltr",
    submitLink: "Submit an article",
    tooLarge: "The file must be smaller than",
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
    required: "This field is required",
    history: "History",
    startReview: "Start review",
    searchSubmissions: "Search submissions...",
    requestRevisions: "Request revisions",
    accept: "Accept",
    comments: "Comments to the author",
    sendReview: "Send the review",
    compare: "Compare with the current text",
    publish: "Publish",
    viewArticle: "Open the article page",
    cite: "Cite",
    underReview: "Under review",
    revisionsRequested: "Revisions requested",
    accepted: "Accepted",
    published: "Published",
  },
} as const;

async function fillRequired(page: Page, t: (typeof TEXT)[Locale], title: string) {
  await page.getByLabel(t.titleAr).fill(title);
  await page.getByLabel(t.abstractAr).fill("ملخص البحث بالعربية عن المياه الجوفية.");
}

/** Another person's page (its own cookies) at the width of the test. */
const pageOf = (browser: Browser, width: number) => browser.newPage({ viewport: { width, height: 900 } });

/** The article's status on the editors' page. */
const statusOf = (page: Page) => page.getByTestId("article-status");

forEachLocale(TEXT, (t, locale) => {
  const width = 390;
  test(`a member submits in Arabic, an editor reviews in the editors' screen, the member revises, the editor publishes and a reader cites it (${locale}, ${width}px)`, async ({
    page,
    browser,
  }) => {
    // three people and a dozen steps, each waiting on the server: more than one screen's budget
    test.slow();
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `المياه الجوفية في الصحراء ${tag}`;
    const member = await createUser();
    await page.setViewportSize({ width, height: 900 });
    await useLocale(page, locale);
    await loginAs(page, member);

    // the member writes the article in Arabic and submits it
    await page.goto("/profile");
    await page.getByRole("link", { name: t.submitLink }).click();
    await expect(page).toHaveURL(/\/articles\/submit$/);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await hydrated(page);
    await fillRequired(page, t, title);
    await page.getByRole("textbox", { name: t.keywords }).fill(`مياه${tag}`);
    await page.getByRole("button", { name: t.addKeyword }).click();
    await page.getByRole("button", { name: t.addAuthor }).click();
    const coAuthor = page.getByTestId("co-author");
    // a row just added is not "required" before it is touched
    await expect(coAuthor.getByLabel(t.name)).toBeVisible();
    await expect(coAuthor.getByText(t.required)).toHaveCount(0);
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

    // the editor finds it in the queue, starts the review and asks for revisions
    const editor = await pageOf(browser, width);
    await useLocale(editor, locale);
    await loginAs(editor, await createUser("admin"));
    await editor.goto("/admin/sections/submissions");
    await expect(editor.locator("html")).toHaveAttribute("dir", t.dir);
    // the queue is oldest first and pages: the editor finds the article by its title
    await searchList(editor, t.searchSubmissions, title);
    const inQueue = editor.getByRole("link", { name: title, exact: true }).filter({ visible: true });
    await expect(inQueue).toBeVisible();
    await editor.screenshot({ path: `test-results/submissions-${locale}-${width}.png` });
    await inQueue.click();
    await expect(editor).toHaveURL(new RegExp(`/admin/sections/submissions/${article.id}$`));
    const current = editor.getByTestId("article-current");
    await expect(current.getByText("Smith, J. (2019). Water.")).toBeVisible();
    await expect(current.getByRole("link", { name: "0000-0002-1825-0097" })).toBeVisible();
    await editor.getByRole("button", { name: t.startReview, exact: true }).click();
    await expect(statusOf(editor)).toHaveText(t.underReview);
    await editor.getByRole("radio", { name: t.requestRevisions }).check();
    await editor.getByLabel(t.comments).fill("وسّع قسم المنهجية");
    await editor.getByRole("button", { name: t.sendReview }).click();
    await expect(statusOf(editor)).toHaveText(t.revisionsRequested);
    await expect(editor.getByTestId("article-review-entry").filter({ hasText: "وسّع قسم المنهجية" })).toBeVisible();

    // the member reads the review, revises on the same form and resubmits
    await page.reload();
    await mine.getByText(t.history).click();
    await expect(mine).toContainText("وسّع قسم المنهجية");
    await mine.getByRole("link", { name: t.resubmitLink }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${article.id}/edit$`));
    await hydrated(page);
    await expect(page.getByLabel(t.titleAr)).toHaveValue(title);
    await page.getByLabel(t.abstractAr).fill("ملخص منقّح مع قسم منهجية موسّع.");
    await page.getByRole("button", { name: t.resubmit }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(mine.locator("[data-status]")).toHaveText(t.submitted);

    // the editor opens the first version beside the revision, accepts and publishes
    await editor.reload();
    await expect(statusOf(editor)).toHaveText(t.submitted);
    await editor.getByRole("button", { name: t.compare }).first().click();
    await expect(editor.getByTestId("article-version").getByText("ملخص البحث بالعربية عن المياه الجوفية.")).toBeVisible();
    await expect(current.getByText("ملخص منقّح مع قسم منهجية موسّع.")).toBeVisible();
    await editor.screenshot({ path: `test-results/article-review-${locale}-${width}.png`, fullPage: true });
    await editor.getByRole("button", { name: t.startReview, exact: true }).click();
    await editor.getByRole("radio", { name: t.accept }).check();
    await editor.getByLabel(t.comments).fill("مقبول للنشر");
    await editor.getByRole("button", { name: t.sendReview }).click();
    await expect(statusOf(editor)).toHaveText(t.accepted);
    await editor.getByRole("button", { name: t.publish, exact: true }).click();
    await editor.getByRole("alertdialog").getByRole("button", { name: t.publish, exact: true }).click();
    await expect(statusOf(editor)).toHaveText(t.published);
    const articlePage = await editor.getByRole("link", { name: t.viewArticle }).getAttribute("href");
    await editor.close();

    // a reader opens it and downloads its BibTeX from the Cite menu: the Arabic title as written
    const reader = await pageOf(browser, width);
    await useLocale(reader, locale);
    await loginAs(reader, await createUser());
    await reader.goto(articlePage!);
    await expect(reader.getByRole("heading", { level: 1 })).toContainText(title);
    const details = reader.getByTestId("article-publication");
    await expect(details.getByText("ملخص منقّح مع قسم منهجية موسّع.")).toBeVisible();
    await details.getByText(t.cite).click();
    const download = reader.waitForEvent("download");
    await details.getByRole("link", { name: "BibTeX" }).click();
    const bib = await readFile((await (await download).path())!, "utf8");
    expect(bib).toContain(`title = {${title}}`);

    // …and follows its keyword's feed: the tag page's feed link carries the reader's private token
    // (a feed reader has no session), and the feed lists the article
    await reader
      .getByTestId("article")
      .getByRole("link", { name: `مياه${tag}`, exact: true })
      .first()
      .click();
    await expect(reader).toHaveURL(/\/tags\//);
    const feedHref = await reader.getByTestId("tag-actions").getByRole("link").first().getAttribute("href");
    expect(feedHref).toMatch(/\.atom\?token=/);
    const feed = await reader.request.get(feedHref!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    expect(await feed.text()).toContain(title);
    await reader.close();
  });

  test(`a member whose e-mail is not verified learns it on the form before writing, saves a draft, and submits once verified (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    const member = await createUser("user", { verified: false });
    await loginAs(page, member);
    await page.goto("/articles/submit");
    await hydrated(page);
    // before anything is filled: the notice names the address and offers to send the link again
    const notice = page.locator("#article-verify-notice"); // VERIFY_NOTICE_ID of the banner
    await expect(notice).toContainText(member.email);
    await expect(notice.locator("xpath=..").getByRole("button")).toBeVisible();
    await expect(page.getByRole("button", { name: t.submit })).toBeDisabled();
    // a draft may be kept meanwhile
    await fillRequired(page, t, "مسودة قبل تأكيد البريد");
    await page.getByRole("button", { name: t.saveDraft }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expect(page).toHaveURL(/\/articles\/\d+\/edit$/);
    await expect(page.getByRole("button", { name: t.submit })).toBeDisabled();
  });

  test(`a PDF over the limit is refused on the form with the limit's own size (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await loginAs(page, await createUser());
    await page.goto("/articles/submit");
    await hydrated(page);
    const tooLarge = Buffer.alloc(ARTICLE_PDF_MAX_BYTES + 1, 0x20);
    await page.locator('input[type="file"]').setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: tooLarge });
    const mb = ARTICLE_PDF_MAX_BYTES / 1024 / 1024;
    // the Arabic interface may write the number in Arabic-Indic digits
    const size = new RegExp(`(${mb}|${String(mb).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)])})`);
    await expect(page.getByText(t.tooLarge)).toContainText(size);
  });
});
