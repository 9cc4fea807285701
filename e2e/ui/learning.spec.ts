import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { makePdf } from "../../prisma/demo-files/pdf";
import { chooseOption, createUser, DESKTOP, expect, loginAs, openAs, pageAs, searchList, test, testDb, toastLocator, useLocale } from "../fixtures";

// Upload, download and rate flows of the learning sections, in both languages.
test.describe.configure({ timeout: 60_000 });

const pdfBytes = (label: string) => makePdf({ title: label, pages: [{ heading: label, lines: ["Question 1. (A) (B) (C) (D)"] }] });

async function download(page: Page, trigger: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("an admin uploads an exam PDF with progress; a member finds it, downloads the real PDF and rates it (English)", async ({ browser, page }) => {
  const tag = randomUUID().slice(0, 8);
  const name = `TOEIC ${tag}`;
  const bytes = pdfBytes(name);
  await openAs(page, await createUser("admin"), "/admin/sections/prep-exams", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Preparatory Exams" })).toBeVisible();
  await page.getByRole("button", { name: "Add New Exam PDF" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Add New Exam PDF" })).toBeVisible();
  // the three resources are selected by default
  await expect(dialog.getByRole("checkbox")).toHaveCount(3);
  for (const box of await dialog.getByRole("checkbox").all()) await expect(box).toBeChecked();

  await dialog.getByLabel("Exam name").fill(name);
  await dialog.getByLabel("Description").fill("A full practice model with its answer key");
  await chooseOption(page, dialog.getByLabel("Difficulty"), "Advanced");
  await dialog.getByLabel("Duration (minutes)").fill("150");
  await dialog.getByLabel("Category").fill(`Language ${tag}`);
  await dialog.getByLabel("Category").blur();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toastLocator(page, "No file selected")).toContainText("Please select a PDF file to upload.");
  await dialog.getByLabel("PDF file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toastLocator(page, "Invalid file type")).toContainText("Please select a PDF file.");
  await expect(dialog.getByTestId("file-name").first()).toHaveText("No file chosen");
  await dialog.getByLabel("PDF file").setInputFiles({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: bytes });

  // hold the upload until the progress bar has been seen
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/backend/api/prep_exams/upload_exam_pdf.php", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("progressbar")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  release();
  await expect(toastLocator(page, "Upload successful")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Advanced");
  await expect(row).toContainText("No students yet");

  // a member
  const ctx = await browser.newContext({ locale: "en" });
  const member = await ctx.newPage();
  await useLocale(member, "en");
  await loginAs(member, await createUser());
  await member.goto("/prep-exams");
  await expect(member.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(member.getByRole("heading", { level: 1 })).toHaveText("preparatory exams");
  await expect(member.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
  // a category the site ships with has its English name; an admin's own reads as written
  await expect(member.getByRole("button", { name: "Business administration", exact: true })).toBeVisible();
  await expect(member.getByRole("button", { name: "إدارة الأعمال" })).toHaveCount(0);
  await member.getByRole("button", { name: `Language ${tag}` }).click();
  await expect(member.getByRole("button", { name: `Language ${tag}` })).toHaveAttribute("aria-pressed", "true");
  // the unfiltered cards stay (dimmed) until the filtered ones come, and a click on them could land
  // where the grid has just moved: the filtered list is this one exam (as in the e-library's test)
  const card = member.locator("article").filter({ hasText: name });
  await expect(member.locator("article")).toHaveCount(1);
  await expect(card).toContainText("2 hours 30 minutes");
  await expect(card).toContainText("Practice tests");
  const file = await download(member, card.getByRole("link", { name: /download the model/ }));
  expect(file.name).toBe(`${name}.pdf`);
  expect(file.bytes.equals(bytes)).toBe(true);

  await card.getByRole("radio", { name: "4 stars" }).click();
  await expect(toastLocator(member, "Thanks for rating")).toBeVisible();
  await expect(card).toContainText("(1 rating)");
  await expect(card.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true");
  await member.reload();
  await expect(member.locator("article").filter({ hasText: name })).toContainText("1 student");

  await searchList(member, "search for exams...", `nothing-${tag}`);
  await expect(member.getByText("no exams found")).toBeVisible();
  await expect(member.getByText("try different search words or another filter")).toBeVisible();
  await ctx.close();

  const stored = await (await testDb()).exam.findFirstOrThrow({ where: { name } });
  expect(stored).toMatchObject({ difficulty: "Advanced", durationMinutes: 150, resources: '["practiceTests","studyGuides","videoTutorials"]' });
});

test("the prep exams page in Arabic: the five demo exams, badges and 'الكل'", async ({ page }) => {
  await loginAs(page, await createUser());
  await page.goto("/prep-exams");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الاختبارات التحضيرية" })).toBeVisible();
  await expect(page.getByPlaceholder("ابحث عن الاختبارات...")).toBeVisible();
  await expect(page.getByRole("button", { name: "الكل", exact: true })).toHaveAttribute("aria-pressed", "true");
  const search = page.getByPlaceholder("ابحث عن الاختبارات...");
  const badges = { GRE: "متقدم", TOEFL: "متوسط", IELTS: "متوسط", GMAT: "متقدم", SAT: "مبتدئ" };
  for (const [name, badge] of Object.entries(badges)) {
    await search.fill(name);
    const card = page.locator("article").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
    await expect(card).toContainText(badge);
  }
  const file = await download(
    page,
    page
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: "SAT", exact: true }) })
      .getByRole("link", { name: /تحميل النموذج/ }),
  );
  expect(file.name).toBe("SAT-practice-model.pdf");
  expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

test("e-library: an admin adds a book (each required field says so) in a new category named in English; a member filters by it and downloads it (Arabic); the English board names it in English", async ({
  browser,
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const title = `كتاب الاختبار ${tag}`;
  const category = `فئة ${tag}`;
  const bytes = pdfBytes(title);
  await loginAs(page, await createUser("admin"));
  await page.goto("/admin/sections/e-library");
  await expect(page.getByRole("heading", { level: 1, name: "إدارة المكتبة الإلكترونية" })).toBeVisible();
  for (const col of ["العنوان", "النوع", "المؤلف", "الموضوع", "السنة", "التحميلات"])
    await expect(page.getByRole("columnheader", { name: col, exact: true })).toBeVisible();
  await page.getByRole("button", { name: "إضافة مورد" }).click();
  const dialog = page.getByRole("dialog");
  // leave the first field first: its message appears on blur and must not move the button mid-click
  await dialog.getByLabel("العنوان").blur();
  await dialog.getByRole("button", { name: "حفظ" }).click();
  for (const msg of ["العنوان مطلوب", "النوع مطلوب", "المؤلف مطلوب", "الموضوع مطلوب", "السنة مطلوبة"]) await expect(dialog.getByText(msg)).toBeVisible();
  await dialog.getByLabel("العنوان").fill(title);
  await dialog.getByLabel("النوع").fill("كتاب");
  await dialog.getByLabel("المؤلف").fill("د. ليلى");
  await dialog.getByLabel("الموضوع").fill("الفيزياء");
  await dialog.getByLabel("السنة").fill("2024");
  await dialog.getByLabel("الفئة").fill(category);
  await dialog.getByLabel("الاسم بالإنجليزية").fill(`Physics ${tag}`);
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expect(dialog.getByText("يرجى اختيار ملف الكتاب (PDF أو DOC أو DOCX)")).toBeVisible();
  await dialog.getByLabel("الملف (PDF أو DOC أو DOCX)").setInputFiles({ name: `${title}.pdf`, mimeType: "application/pdf", buffer: bytes });
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expect(toastLocator(page, "تمت إضافة الكتاب")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("د. ليلى");

  const ctx = await browser.newContext();
  const member = await ctx.newPage();
  await loginAs(member, await createUser());
  await member.goto("/e-library");
  await expect(member.getByRole("heading", { level: 1, name: "المكتبة الإلكترونية" })).toBeVisible();
  await member.getByRole("button", { name: category }).click();
  const card = member.locator("article").filter({ hasText: title });
  await expect(member.locator("article")).toHaveCount(1);
  const file = await download(member, card.getByRole("link", { name: /تحميل/ }));
  expect(file.name).toBe(`${title}.pdf`);
  expect(file.bytes.equals(bytes)).toBe(true);
  await member.reload();
  await expect(member.locator("article").filter({ hasText: title })).toContainText("تحميل واحد");
  // the Arabic board keeps the Arabic name
  await expect(member.getByRole("button", { name: `Physics ${tag}` })).toHaveCount(0);
  await ctx.close();

  // in English the chip and the card's badge read the admin's English name
  const english = await pageAs(browser, await createUser(), "/e-library", { locale: "en", viewport: DESKTOP });
  await english.getByRole("button", { name: `Physics ${tag}`, exact: true }).click();
  await expect(english.getByRole("button", { name: `Physics ${tag}`, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(english.getByRole("button", { name: category })).toHaveCount(0);
  await expect(english.locator("article")).toHaveCount(1);
  await expect(english.locator("article")).toContainText(`Physics ${tag}`);
  await english.close();
});

test("e-library at 1280 px in English, between both sidebars: each card holds its title, its details and its Download button", async ({ browser }) => {
  const page = await pageAs(browser, await createUser(), "/e-library", { locale: "en", viewport: DESKTOP });
  const cards = page.locator("article").filter({ has: page.getByRole("link", { name: /Download/ }) });
  await expect(cards.first()).toBeVisible();
  const inside = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5;
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    for (const part of [card.getByRole("link", { name: /Download/ }), card.getByRole("heading", { level: 2 }), card.locator("dl")])
      expect(inside(box, (await part.boundingBox())!), `${await card.getByRole("heading", { level: 2 }).textContent()}`).toBe(true);
    // the details' column does not spill its content sideways either
    const dl = card.locator("dl");
    expect(await dl.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await page.close();
});

test("resources: a member's resource waits for an admin, who publishes it; the type filter and opening count a view (Arabic, then English admin)", async ({
  browser,
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const title = `محاضرة ${tag}`;
  await loginAs(page, await createUser());
  await page.goto("/scientific-embrace");
  await expect(page.getByRole("heading", { level: 1, name: "المحاضرات وورش العمل" })).toBeVisible();
  await page.getByRole("button", { name: "إضافة مورد" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("العنوان").blur();
  await dialog.getByRole("button", { name: "إضافة", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("يرجى ملء جميع الحقول المطلوبة");
  await dialog.getByLabel("العنوان").fill(title);
  await dialog.getByLabel("الوصف").fill("تسجيل محاضرة عن تصميم الاستبيانات");
  await chooseOption(page, dialog.getByLabel("النوع"), "فيديو");
  await dialog.getByLabel("الرابط").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "إضافة", exact: true }).click();
  await expect(dialog.getByText("يجب أن يبدأ الرابط بـ http:// أو https://")).toBeVisible();
  await dialog.getByLabel("الرابط").fill("https://example.org/lecture");
  await dialog.getByRole("button", { name: "إضافة", exact: true }).click();
  await expect(toastLocator(page, "تم إرسال المورد")).toBeVisible();
  const card = page.locator("article").filter({ hasText: title });
  await expect(card).toContainText("بانتظار المراجعة");

  const adminCtx = await browser.newContext({ locale: "en" });
  const admin = await adminCtx.newPage();
  await useLocale(admin, "en");
  await loginAs(admin, await createUser("admin"));
  await admin.goto("/admin/sections/scientific-embrace");
  for (const col of ["Title", "Type", "Author", "Views", "Status"]) await expect(admin.getByRole("columnheader", { name: col, exact: true })).toBeVisible();
  await admin.getByRole("button", { name: "Add New Resource" }).click();
  const form = admin.getByRole("dialog");
  await form.getByLabel("Title").blur();
  await form.getByRole("button", { name: "Save" }).click();
  for (const msg of ["Title is required", "Type is required", "Author is required"]) await expect(form.getByText(msg)).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Published");
  await adminCtx.close();

  await page.reload();
  await searchList(page, "ابحث عن مورد...", tag);
  await page.getByRole("button", { name: "فيديو" }).click();
  const published = page.locator("article").filter({ hasText: title });
  await expect(published).toBeVisible();
  await expect(published).not.toContainText("بانتظار المراجعة");
  await page.getByRole("button", { name: "مقالة", exact: true }).click();
  await expect(page.locator("article").filter({ hasText: title })).toHaveCount(0);
  // opening it counts one view (the link opens in a new tab through open.php)
  const res = await page.request.get(
    `/backend/api/resources/open.php?id=${(await (await testDb()).learningResource.findFirstOrThrow({ where: { title } })).id}`,
    { maxRedirects: 0 },
  );
  expect(res.status()).toBe(302);
  await page.getByRole("button", { name: "فيديو" }).click();
  // the filter reaches the URL a moment after the click (nuqs batches its updates): reload only then
  await expect(page).toHaveURL(/[?&]type=video(&|$)/);
  await expect(page.locator("article").filter({ hasText: title })).toBeVisible();
  await page.reload();
  await expect(page.locator("article").filter({ hasText: title })).toContainText("مشاهدة واحدة");
});
