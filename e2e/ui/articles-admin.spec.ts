import { randomUUID } from "node:crypto";
import { createUser, expect, DESKTOP, forEachLocale, loginAs, searchList, test, testDb, toastLocator, useLocale } from "../fixtures";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const TEXT = {
  ar: {
    dir: "rtl",
    heading: "مقالات الرئيسية",
    add: "إضافة مقال",
    search: "ابحث بالعنوان أو الكاتب أو الكلمات المفتاحية...",
    save: "حفظ المقال",
    title: "العنوان *",
    author: "الكاتب *",
    content: "المحتوى المختصر *",
    full: "المحتوى الكامل",
    keywords: "الكلمات المفتاحية",
    upload: "رفع صورة",
    required: "يرجى ملء جميع الحقول المطلوبة",
    created: "تم إنشاء المقال بنجاح",
    updated: "تم تحديث المقال بنجاح",
    deleted: "تم حذف المقال بنجاح",
    uploaded: "تم رفع الصورة",
    imageType: "نوع الملف غير مدعوم. يرجى اختيار صورة (JPEG, PNG, GIF, WebP)",
    imageSize: (mb: string) => `حجم الصورة يجب أن يكون أقل من ${mb} ميجابايت`,
    edit: "تعديل",
    delete: "حذف",
    confirm: "هل أنت متأكد من حذف هذا المقال؟",
    view: "عرض",
    heading2: "عنوان رئيسي",
    bold: "عريض",
    bullet: "قائمة نقطية",
  },
  en: {
    dir: "ltr",
    heading: "Home articles",
    add: "Add article",
    search: "Search by title, author or keywords...",
    save: "Save article",
    title: "Title *",
    author: "Author *",
    content: "Short content *",
    full: "Full content",
    keywords: "Keywords",
    upload: "Upload image",
    required: "Please fill in all required fields",
    created: "Article created successfully",
    updated: "Article updated successfully",
    deleted: "Article deleted successfully",
    uploaded: "Image uploaded",
    imageType: "Unsupported file type. Please choose an image (JPEG, PNG, GIF, WebP)",
    imageSize: (mb: string) => `The image must be smaller than ${mb} MB`,
    edit: "Edit",
    delete: "Delete",
    confirm: "Are you sure you want to delete this article?",
    view: "View",
    heading2: "Heading",
    bold: "Bold",
    bullet: "Bulleted list",
  },
} as const;

const toastOf = toastLocator;

forEachLocale(
  TEXT,
  (T, locale) => {
    test(`admin articles: create with an upload, edit, view and delete (${locale})`, async ({ page }) => {
      test.slow(); // one long flow: create, four uploads, search, edit, a new tab, delete
      await useLocale(page, locale);
      await loginAs(page, await createUser("admin"));
      await page.goto("/admin/sections/home");
      await expect(page.locator("html")).toHaveAttribute("dir", T.dir);
      await expect(page.getByRole("heading", { level: 1, name: T.heading })).toBeVisible();
      await expect(page.getByRole("row").nth(1)).toBeVisible();

      // required fields
      await page.getByRole("button", { name: T.add }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: T.save }).click();
      await expect(dialog.getByRole("alert").filter({ hasText: T.required })).toHaveCount(1);
      await expect(dialog).toBeVisible();

      const title = `مقال من لوحة التحكم ${randomUUID().slice(0, 6)}`;
      await dialog.getByLabel(T.title).fill(title);
      await dialog.getByLabel(T.author).fill("م. خالد Nasser");
      await dialog.getByLabel(T.content).fill("ملخص المقال الجديد عن Edge Computing");
      await dialog.getByLabel(T.keywords).fill("engineering, حوسبة");
      const editor = dialog.getByRole("textbox", { name: T.full });
      await editor.click();
      await page.keyboard.type("مقدمة المقال");
      await dialog.getByRole("button", { name: T.heading2, exact: true }).click();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("نص عريض");
      await page.keyboard.press("Shift+Home");
      await dialog.getByRole("button", { name: T.bold, exact: true }).click();

      // uploads: the wrong type by the browser's check, a disguised file by the server's, then a real image
      const file = dialog.getByTestId("image-file");
      await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await expect(toastOf(page, T.imageType)).toBeVisible();
      // the server's refusal must have arrived before the next file: the page shows one toast at a
      // time, and a late refusal would take the place of the next file's message
      const refused = page.waitForResponse((r) => r.url().includes("/posts/upload_image.php"));
      await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<?php echo 1; ?>") });
      expect((await refused).status()).toBe(415);
      await expect(toastOf(page, T.imageType)).toBeVisible();
      await file.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
      await expect(toastOf(page, T.imageSize("5"))).toBeVisible();
      await file.setInputFiles({ name: "figure.png", mimeType: "image/png", buffer: PNG });
      await expect(toastOf(page, T.uploaded)).toBeVisible();

      await dialog.getByRole("button", { name: T.save }).click();
      await expect(toastOf(page, T.created)).toBeVisible();
      await expect(dialog).toBeHidden();

      const db = await testDb();
      const stored = await db.post.findFirstOrThrow({ where: { title } });
      expect(stored.imagePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      expect(stored.fullContent).toContain('<h2 dir="auto">مقدمة المقال</h2>');
      expect(stored.fullContent).toMatch(/<(b|strong)>نص عريض<\/(b|strong)>/);

      // find it, check the view link, edit it
      await searchList(page, T.search, title);
      await expect(page.getByRole("row")).toHaveCount(2); // the search result alone: header + one article
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row).toHaveCount(1);
      const view = row.getByRole("link", { name: new RegExp(T.view) });
      await expect(view).toHaveAttribute("href", `/article/${stored.id}`);
      await expect(view).toHaveAttribute("target", "_blank");
      await row.getByRole("button", { name: T.edit }).click();
      await expect(dialog.getByLabel(T.title)).toHaveValue(title);
      await dialog.getByLabel(T.title).fill(`${title} (محدث)`);
      await dialog.getByRole("button", { name: T.save }).click();
      await expect(toastOf(page, T.updated)).toBeVisible();
      await searchList(page, T.search, `${title} (محدث)`);
      await expect(page.getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("row").filter({ hasText: `${title} (محدث)` })).toHaveCount(1);

      // the view button opens the article in a new tab
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        page
          .getByRole("row")
          .filter({ hasText: title })
          .getByRole("link", { name: new RegExp(T.view) })
          .click(),
      ]);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(`${title} (محدث)`);
      await expect(tab.getByTestId("article-body").locator("h2")).toHaveText("مقدمة المقال");
      await tab.close();

      // delete after confirming
      await page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: T.delete }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(T.confirm);
      await confirm.getByRole("button", { name: T.delete }).click();
      await expect(toastOf(page, T.deleted)).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
      expect(await db.post.count({ where: { id: stored.id } })).toBe(0);
    });
  },
  { viewport: DESKTOP },
); // an admin's desk

test("members cannot open the admin articles screen", async ({ page }) => {
  await loginAs(page, await createUser("user"));
  await page.goto("/admin/sections/home");
  await expect(page).toHaveURL(/\/$/);
});

test("admin articles: a lost connection says 'فشل في الاتصال بالخادم'", async ({ page }) => {
  await loginAs(page, await createUser("admin"));
  await page.route("**/backend/api/posts/read.php*", (route) => route.abort("connectionfailed"));
  await page.goto("/admin/sections/home");
  await expect(toastOf(page, "فشل في الاتصال بالخادم")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "فشل في الاتصال بالخادم" })).toBeVisible();
  await page.unroute("**/backend/api/posts/read.php*");
});
