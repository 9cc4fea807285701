import { randomUUID } from "node:crypto";
import { createUser, expect, loginAs, searchList, test, testDb, toastLocator, useLocale } from "../fixtures";

test.describe("admin users screen", () => {
  test("a superadmin searches, promotes and deletes (English)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const member = await createUser("user", { name: `Target ${tag}` });
    await loginAs(page, await createUser("superadmin"));
    await useLocale(page, "en");
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
    await searchList(page, "Search by name or email...", `Target ${tag}`);
    // act only on the search result: the header row and exactly one user
    await expect(page.getByRole("row")).toHaveCount(2);
    const row = page.getByRole("row").filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(2)).toHaveText("Member");

    await row.getByRole("button", { name: "Make admin" }).click();
    await expect(toastLocator(page, "Role Updated")).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).toHaveText("Admin");
    expect((await (await testDb()).user.findUniqueOrThrow({ where: { id: member.id } })).role).toBe("admin");
    // F8 moves focus to the notifications
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).locator(":focus")).toHaveCount(1);

    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(member.email);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toastLocator(page, "User Deleted")).toBeVisible();
    await expect(page.getByText("No users found.").filter({ visible: true })).toBeVisible();
    // removed, not erased: the row stays as the anonymous author of what the member wrote
    expect(await (await testDb()).user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ name: "عضو محذوف", deletedAt: expect.any(Date) });
  });

  for (const [locale, L] of [
    [
      "ar",
      {
        purge: "مسح الحساب ومحتواه",
        title: "مسح حساب مزعج",
        cancel: "إلغاء",
        done: "تم مسح الحساب",
        search: "ابحث بالاسم أو البريد الإلكتروني...",
        dir: "rtl",
      },
    ],
    ["en", { purge: "Purge", title: "Purge a spam account", cancel: "Cancel", done: "Account Purged", search: "Search by name or email...", dir: "ltr" }],
  ] as const) {
    test(`an admin purges a spam account and what it wrote, after confirming (${locale})`, async ({ page }) => {
      const db = await testDb();
      const tag = randomUUID().slice(0, 8);
      const spammer = await createUser("user", { name: `Spam ${tag}` });
      const spam = await db.question.create({
        data: { title: `إعلان ${tag}`, description: "إعلان", status: "approved", userId: spammer.id, authorName: spammer.name },
      });
      await loginAs(page, await createUser("admin"));
      await useLocale(page, locale);
      await page.goto("/admin/users");
      await expect(page.locator("html")).toHaveAttribute("dir", L.dir);
      await searchList(page, L.search, `Spam ${tag}`);
      const row = page.getByRole("row").filter({ hasText: spammer.email });
      await expect(row).toHaveCount(1);

      await row.getByRole("button", { name: L.purge }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(L.title);
      await expect(dialog).toContainText(spammer.email);
      await dialog.getByRole("button", { name: L.cancel }).click();
      await expect(row).toHaveCount(1);
      expect(await db.question.findUnique({ where: { id: spam.id } })).not.toBeNull();

      await row.getByRole("button", { name: L.purge }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: L.purge }).click();
      await expect(toastLocator(page, L.done)).toBeVisible();
      await expect(row).toHaveCount(0);
      expect(await db.user.findUnique({ where: { id: spammer.id } })).toBeNull();
      expect(await db.question.findUnique({ where: { id: spam.id } })).toBeNull();
      expect(await db.auditEntry.count({ where: { action: "user.purge", targetId: spammer.id } })).toBe(1);
    });
  }

  test("a plain admin may not grant admin, and sees no way to delete admins (Arabic)", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const member = await createUser("user", { name: `عضو ${tag}` });
    const otherAdmin = await createUser("admin", { name: `مشرف ${tag}` });
    await loginAs(page, await createUser("admin"));
    await page.goto("/admin/users");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await searchList(page, "ابحث بالاسم أو البريد الإلكتروني...", tag);
    await expect(page.getByRole("row")).toHaveCount(3);
    const memberRow = page.getByRole("row").filter({ hasText: member.email });
    const adminRow = page.getByRole("row").filter({ hasText: otherAdmin.email });
    await expect(memberRow.getByRole("button", { name: "ترقية إلى مشرف" })).toBeDisabled();
    await expect(memberRow.getByRole("button", { name: "حذف" })).toBeEnabled();
    await expect(adminRow.getByRole("button", { name: "حذف" })).toHaveCount(0);
  });

  test("paginates the list", async ({ page }) => {
    const db = await testDb();
    const batch = randomUUID().slice(0, 6);
    await db.user.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        id: `pg-${batch}-${i}`,
        name: `Paged ${batch} ${i}`,
        email: `pg-${batch}-${i}@e2e.test`,
        searchKey: `paged ${batch} ${i}`,
      })),
    });
    await loginAs(page, await createUser("admin"));
    await useLocale(page, "en");
    await page.goto("/admin/users");
    await searchList(page, "Search by name or email...", `paged ${batch}`);
    await expect(page.getByText("Page 1 of 3")).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(21);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 3")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("row")).toHaveCount(6);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("a failed load shows 'Error loading users: …' and an error toast", async ({ page }) => {
    await loginAs(page, await createUser("admin"));
    await useLocale(page, "en");
    await page.route("**/api.php?action=get_users*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Database unavailable" }) }),
    );
    await page.goto("/admin/users");
    await expect(page.getByRole("alert").filter({ hasText: "Error loading users: Database unavailable" })).toBeVisible();
    await expect(toastLocator(page, "Database unavailable")).toBeVisible();
  });
});
