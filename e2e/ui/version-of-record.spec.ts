import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { apiClient, createUser, expect, forEachLocale, hydrated, loginAs, pageAs, test, useLocale } from "../fixtures";
import { pdfPageImages, pdfText } from "../pdf";

// The version of record, walked in the browser: an author writes an Arabic article with an inline
// and a display formula on the submission form, the editors publish it, a reader reads it (the
// formulas typeset on the server, left to right inside right-to-left lines) and downloads its
// typeset PDF from the page (its text read back, its first two pages drawn as images), and the
// author sees the download counted on the usage chart; then the same article and chart in English
// on a desk's width.

const TEXT = {
  ar: {
    dir: "rtl",
    titleAr: "العنوان (بالعربية)",
    titleEn: "العنوان (بالإنجليزية)",
    abstractAr: "الملخص (بالعربية)",
    body: "النص الكامل",
    references: "المراجع",
    blockMath: "إدراج معادلة في سطر مستقل",
    heading: "عنوان رئيسي",
    submit: "إرسال للمراجعة",
    typesetPdf: "تنزيل النسخة المنضّدة (PDF)",
    usage: "الاستخدام",
    chartTitle: "القراءات والتنزيلات شهريًا",
    viewsSeries: "القراءات",
    downloadsSeries: "التنزيلات",
  },
  en: {
    dir: "ltr",
    titleAr: "Title (Arabic)",
    titleEn: "Title (English)",
    abstractAr: "Abstract (Arabic)",
    body: "Full text",
    references: "References",
    blockMath: "Insert display formula",
    heading: "Heading",
    submit: "Submit for review",
    typesetPdf: "Download the typeset PDF",
    usage: "Usage",
    chartTitle: "Views and downloads by month",
    viewsSeries: "Views",
    downloadsSeries: "Downloads",
  },
} as const;

/** One download, as the usage totals write it (Arabic's "one" form has no digit). */
const ONE_DOWNLOAD = { ar: "تنزيل واحد", en: "1 download" } as const;

const INLINE = "a^2 + b^2 = c^2";
const DISPLAY = "\\int_0^1 x^2 \\, dx = \\frac{1}{3}";

/** Sections (a heading, then its paragraphs) enough for the PDF to run onto a second page. */
const SECTIONS: [string, string[]][] = [
  [
    "المقدمة",
    [
      "تتناول هذه الدراسة العلاقة بين أطوال أضلاع المثلث القائم، وتعرض براهين قديمة وحديثة لها، وتقارن بين طرق تدريسها في المدارس العربية خلال العقود الأخيرة.",
      "وقد جمعنا بيانات من مئة وعشرين مدرسة في ثلاث مدن، وسألنا المعلمين عن الأمثلة التي يختارونها والصعوبات التي يلقاها الطلاب حين ينتقلون من الأعداد إلى الرموز.",
      "ولاحظنا أن الكتب المدرسية تقدم المبرهنة غالبًا بصيغة جاهزة، ثم تطلب من الطالب تطبيقها على أعداد صحيحة، من غير أن تبين لماذا تصح أو متى تفشل إذا لم تكن الزاوية قائمة.",
    ],
  ],
  [
    "المنهج",
    [
      "اعتمدنا على المقابلات المفتوحة مع المعلمين، وعلى ملاحظة الحصص مباشرة، وعلى تحليل أوراق الاختبارات التي كتبها الطلاب في نهاية الفصل الدراسي الأول والثاني.",
      "واخترنا المدارس بحيث تمثل الأحياء المختلفة في كل مدينة، فمنها الحكومي ومنها الخاص، ومنها ما يدرّس بالعربية وحدها وما يدرّس الرياضيات بالإنجليزية في المرحلة الثانوية.",
      "وسجّلنا في كل حصة الأمثلة التي كتبها المعلم على السبورة، والأسئلة التي طرحها الطلاب، والمدة التي استغرقها الانتقال من الرسم إلى الرموز، ثم قارنا بين الحصص في المدن الثلاث.",
      "وصممنا اختبارًا قصيرًا من عشرة أسئلة، بعضها حسابي وبعضها يطلب تبرير الخطوات بالكلمات، وطبقناه مرتين: قبل الوحدة الدراسية وبعدها بأسبوعين.",
    ],
  ],
  [
    "النتائج",
    [
      "يظهر من النتائج أن الطلاب الذين رأوا البرهان الهندسي قبل الجبري فهموا المسألة أسرع، وأن الرسم على الورق المربّع أعانهم على رؤية المساحات قبل حسابها.",
      "وكان المعلمون الذين بدؤوا بقص المربعات الورقية وإعادة ترتيبها أقدر على إقناع طلابهم بأن مجموع المساحتين الصغيرتين يساوي المساحة الكبرى فعلًا.",
      "وتبين من أوراق الاختبارات أن الخطأ الأكثر شيوعًا هو جمع الضلعين قبل تربيعهما، وأن هذا الخطأ يقل كثيرًا عند من رأى البرهان الهندسي أولًا ثم كتبه بالرموز.",
      "كما ظهر أن ربط المبرهنة بالمسافة بين نقطتين في المستوى الإحداثي يمهد للتكامل لاحقًا، إذ يرى الطالب أن طول المنحنى يُقاس بجمع أطوال قطع صغيرة تحسب كل منها بالمبرهنة نفسها.",
    ],
  ],
  [
    "الخاتمة",
    [
      "نقترح وحدة دراسية قصيرة تبدأ بالقياس، ثم تنتقل إلى البرهان، ثم إلى التكامل بوصفه مساحة تحت منحنى، مع تمارين تربط كل خطوة بالتي قبلها.",
      "ولا تخلو الدراسة من حدود، فالعينة صغيرة نسبيًا، والمدة قصيرة، ولم نتابع الطلاب في السنوات التالية لنعرف هل بقي أثر الطريقة التي تعلموا بها.",
      "ونأمل أن تتبعها دراسات أوسع تقارن بين بلدان عربية مختلفة، وتقيس أثر الوحدة المقترحة على المدى الطويل، وتشرك الطلاب أنفسهم في تصميم الأنشطة والتمارين.",
    ],
  ],
];

/** The author writes the article on the submission form and submits it: its id. */
async function writeArticle(page: Page, t: (typeof TEXT)["ar"], title: string, titleEn: string) {
  await page.goto("/articles/submit");
  await hydrated(page);
  await page.getByLabel(t.titleAr).fill(title);
  await page.getByLabel(t.titleEn).fill(titleEn);
  await page.getByLabel(t.abstractAr).fill("نعرض برهانًا لمبرهنة فيثاغورس ونحسب مساحة تحت منحنى.");
  const body = page.getByRole("textbox", { name: t.body });
  await body.click();
  // the inline formula written between dollar signs in the text, the display one from the toolbar
  await page.keyboard.insertText(`إذا كانت $${INLINE}$ فإن المثلث قائم الزاوية، ونحسب التكامل الآتي:`);
  await page.keyboard.press("Enter");
  page.once("dialog", (dialog) => void dialog.accept(DISPLAY));
  await page.getByRole("button", { name: t.blockMath }).click();
  await expect(body.locator('[data-type="block-math"]')).toHaveAttribute("data-latex", DISPLAY);
  for (const [heading, paragraphs] of SECTIONS) {
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: t.heading }).click();
    await page.keyboard.insertText(heading);
    for (const paragraph of paragraphs) {
      await page.keyboard.press("Enter");
      await page.keyboard.insertText(paragraph);
    }
  }
  await expect(body.locator("h2")).toHaveCount(SECTIONS.length);
  await page.getByLabel(t.references).fill("العلي، محمد (2021). تعليم الهندسة. القاهرة.\nSmith, J. (2020). Teaching Proofs. Oxford.");
  const submitted = page.waitForResponse((r) => r.url().includes("/backend/api/articles/submit.php") && r.request().method() === "POST");
  await page.getByRole("button", { name: t.submit }).click();
  const res = await submitted;
  expect(res.status(), await res.text()).toBe(201);
  await expect(page).toHaveURL(/\/profile$/);
  return (await res.json()).article.id as number;
}

forEachLocale(TEXT, (t) => {
  test("an author writes an article with formulas, it is published, a reader reads it and downloads its typeset PDF, and the author sees the download counted", async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    // three people, a typesetting run off the request path and two languages
    test.slow();
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `مبرهنة فيثاغورس في التعليم ${tag}`;
    const titleEn = `Pythagoras in the Classroom ${tag}`;

    // the author, on a phone in Arabic, writes it on the submission form
    const authorUser = await createUser();
    const author = await pageAs(browser, authorUser, "/", { locale: "ar", viewport: page.viewportSize()! });
    const id = await writeArticle(author, t, title, titleEn);

    // the editors publish it through the workflow endpoint their screen uses
    const editor = await apiClient(playwright, await createUser("admin"));
    let postId = 0;
    for (const to of ["under_review", "accepted", "published"]) {
      const res = await editor.post("/backend/api/articles/transition.php", { data: { id, to } });
      expect(res.status(), await res.text()).toBe(200);
      postId = (await res.json()).article.post_id;
    }

    // a reader opens it: the formulas typeset, left to right inside the right-to-left text
    await useLocale(page, "ar");
    await loginAs(page, await createUser());
    await page.goto(`/article/${postId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", t.dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const articleBody = page.getByTestId("article-body");
    const inline = articleBody.locator(".math-inline");
    await expect(inline).toBeVisible();
    await expect(inline.locator("math annotation")).toHaveText(INLINE);
    await expect(inline).toHaveCSS("direction", "ltr");
    await expect(articleBody.locator("p").first()).toHaveCSS("direction", "rtl");
    const display = articleBody.locator(".math-display");
    await expect(display.locator("math annotation")).toHaveText(DISPLAY);
    await expect(display).toHaveCSS("direction", "ltr");
    await page.screenshot({ path: testInfo.outputPath("article-ar-390.png"), fullPage: true });

    // the PDF is typeset after publication, off the request (meanwhile the reader read the page): the
    // editors' outputs say when it is made
    await expect
      .poll(async () => (await (await editor.get(`/backend/api/articles/outputs.php?id=${id}`)).json()).outputs.typesetting.state, {
        timeout: 120_000,
        intervals: [1_000, 2_000, 5_000],
      })
      .toBe("done");

    // the reader downloads it through the page's link
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: t.typesetPdf }).click();
    const pdf = testInfo.outputPath("article.pdf");
    await (await download).saveAs(pdf);
    expect((await readFile(pdf)).subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    // the Arabic title as written, letter by letter; the English one; the formulas' symbols
    expect(text).toContain(title);
    expect(text).toContain(titleEn);
    expect(text).toContain("المنهج");
    expect(text).toContain("Smith, J. (2020). Teaching Proofs. Oxford.");
    expect(text.replace(/\s+/g, "")).toMatch(/[a𝑎]2\+[b𝑏]2=[c𝑐]2/u);
    expect(text).toContain("∫");
    // its first two pages as images, kept with the report
    const pages = pdfPageImages(pdf, testInfo.outputPath("page"));
    expect(pages).toHaveLength(2);
    for (const [i, file] of pages.entries()) await testInfo.attach(`pdf-page-${i + 1}`, { path: file, contentType: "image/png" });

    // the author sees the download on the article's usage: counted once, and the chart by month
    await author.goto(`/article/${postId}`);
    const usage = author.getByTestId("article-usage");
    await expect(usage.getByRole("heading", { name: t.usage })).toBeVisible();
    await expect(usage.getByTestId("usage-downloads")).toHaveText(ONE_DOWNLOAD.ar);
    const chart = usage.getByTestId("usage-chart");
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByText(t.chartTitle, { exact: true })).toBeVisible();
    await expect(chart.locator(".recharts-surface").first()).toBeVisible();
    // the legend names both lines (recharts orders its items as the direction of the page)
    const legend = chart.locator(".recharts-legend-item-text");
    for (const series of [t.viewsSeries, t.downloadsSeries]) await expect(legend.getByText(series, { exact: true })).toBeVisible();
    await usage.screenshot({ path: testInfo.outputPath("usage-ar-390.png") });

    // English, at a desk's width: the article read with its English title first, and the chart's labels
    const en = TEXT.en;
    await useLocale(author, "en");
    await author.setViewportSize({ width: 1280, height: 900 });
    await author.goto(`/article/${postId}`);
    await expect(author.locator("html")).toHaveAttribute("dir", en.dir);
    await expect(author.getByRole("heading", { level: 1 })).toHaveText(titleEn);
    await expect(author.getByTestId("article-other-title")).toHaveText(title);
    await expect(author.getByTestId("article-body").locator(".math-inline")).toHaveCSS("direction", "ltr");
    await expect(author.getByRole("link", { name: en.typesetPdf })).toHaveAttribute("href", new RegExp(`pdf\\.php\\?id=${id}$`));
    await author.screenshot({ path: testInfo.outputPath("article-en-1280.png"), fullPage: true });
    const usageEn = author.getByTestId("article-usage");
    await expect(usageEn.getByRole("heading", { name: en.usage })).toBeVisible();
    await expect(usageEn.getByTestId("usage-downloads")).toHaveText(ONE_DOWNLOAD.en);
    await usageEn.getByTestId("usage-chart").scrollIntoViewIfNeeded();
    await expect(usageEn.getByText(en.chartTitle, { exact: true })).toBeVisible();
    const legendEn = usageEn.locator(".recharts-legend-item-text");
    for (const series of [en.viewsSeries, en.downloadsSeries]) await expect(legendEn.getByText(series, { exact: true })).toBeVisible();
    await usageEn.screenshot({ path: testInfo.outputPath("usage-en-1280.png") });
    await author.close();
  });
});
