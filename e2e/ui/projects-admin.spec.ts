import { randomUUID } from "node:crypto";
import { apiClient, createUser, expect, DESKTOP, forEachLocale, loginAs, searchList, test, testDb, toastLocator, useLocale } from "../fixtures";

// The research projects admin section, built from the registry and the admin kit: a member's
// project is found by search, edited (the board's own fields) and deleted, in both languages.
const texts = {
  ar: {
    heading: "المشاريع البحثية",
    search: "ابحث في المشاريع...",
    edit: "تعديل",
    dialog: "تعديل المشروع البحثي",
    title: "عنوان المشروع",
    save: "حفظ",
    updated: "تم تحديث المشروع",
    del: "حذف",
    confirm: "سيُحذف المشروع ومرفقه نهائيًا.",
    deleted: "تم حذف المشروع",
    cols: ["العنوان", "الباحث", "المؤسسة", "الوسوم", "التاريخ"],
  },
  en: {
    heading: "Research Projects",
    search: "Search projects...",
    edit: "Edit",
    dialog: "Edit research project",
    title: "Project title",
    save: "Save",
    updated: "Project updated",
    del: "Delete",
    confirm: "The project and its attachment will be removed for good.",
    deleted: "Project deleted",
    cols: ["Title", "Author", "Institution", "Tags", "Date"],
  },
} as const;

forEachLocale(
  texts,
  (x, locale) => {
    test(`admin research projects: search, edit and delete a member's project (${locale})`, async ({ page, playwright }) => {
      const tag = randomUUID().slice(0, 8);
      const member = await createUser();
      const asMember = await apiClient(playwright, member);
      const created = await asMember.post("/backend/api/research_projects/create.php", {
        multipart: { title: `مشروع ${tag}`, description: "وصف", institution: "جامعة", requiredExpertise: "إحصاء", tags: JSON.stringify(["بيئة"]) },
      });
      expect(created.status()).toBe(201);
      const { project } = await created.json();

      await useLocale(page, locale);
      await loginAs(page, await createUser("admin"));
      await page.goto("/admin/sections/research-projects");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1, name: x.heading })).toBeVisible();
      await expect(page.getByRole("link", { name: x.heading })).toHaveAttribute("aria-current", "page");
      for (const col of x.cols) await expect(page.getByRole("columnheader", { name: col, exact: true })).toBeVisible();

      await searchList(page, x.search, tag);
      const row = page.getByRole("row").filter({ hasText: `مشروع ${tag}` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(member.name);

      await row.getByRole("button", { name: x.edit }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: x.dialog })).toBeVisible();
      await expect(dialog.getByLabel(x.title)).toHaveValue(`مشروع ${tag}`);
      await dialog.getByLabel(x.title).fill(`مشروع معدل ${tag}`);
      await dialog.getByRole("button", { name: x.save, exact: true }).click();
      await expect(toastLocator(page, x.updated)).toBeVisible();
      await expect(dialog).toBeHidden();
      const edited = page.getByRole("row").filter({ hasText: `مشروع معدل ${tag}` });
      await expect(edited).toHaveCount(1);
      const db = await testDb();
      expect(await db.researchProject.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({ title: `مشروع معدل ${tag}`, userId: member.id });

      await edited.getByRole("button", { name: x.del }).click();
      await expect(page.getByRole("alertdialog")).toContainText(x.confirm);
      await page.getByRole("alertdialog").getByRole("button", { name: x.del }).click();
      await expect(toastLocator(page, x.deleted)).toBeVisible();
      await expect(edited).toHaveCount(0);
      expect(await db.researchProject.findUnique({ where: { id: project.id } })).toBeNull();
      await asMember.dispose();
    });
  },
  { viewport: DESKTOP },
); // an admin's desk
