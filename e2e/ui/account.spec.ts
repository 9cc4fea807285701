import path from "node:path";
import type { Page } from "@playwright/test";
import { createUser, expect, forEachLocale, loginAs, PHONE, test, testDb, type TestUser, toastLocator, useLocale } from "../fixtures";

// whole flows through several pages on a shared 2-core machine
test.describe.configure({ timeout: 60_000 });

const AVATAR = path.join(import.meta.dirname, "files/avatar.png");

async function signInThroughForm(page: Page, email: string, password: string, labels: { email: string; password: string; submit: string }) {
  await page.goto("/login");
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.submit }).click();
  await expect(page).toHaveURL(/\/$/);
}
/** A required field's label ("… *"), by its start. */
const field = (label: string) => new RegExp(`^${label}`);
const AR_LOGIN = { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "تسجيل الدخول" };
const EN_LOGIN = { email: "Email", password: "Password", submit: "Sign In" };

test.describe("profile", () => {
  test("edit the personal info and the picture (Arabic)", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user);
    await page.goto("/profile");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: user.name, level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "المعلومات الشخصية" })).toHaveAttribute("aria-selected", "true");
    // the tabs and their panels read from the right, as the page does (an empty list's words at the start)
    await expect(page.getByRole("tablist").locator("..")).toHaveAttribute("dir", "rtl");
    const name = page.getByLabel("الاسم الكامل");
    await expect(name).toBeDisabled();

    await page.getByRole("button", { name: "تعديل" }).click();
    await expect(name).toBeEnabled();
    await name.fill("د. سارة المنصور");
    await page.getByLabel("نبذة عنك").fill("باحثة في معالجة اللغة العربية");
    await page.getByLabel("الموقع").fill("الرياض");
    await page.getByRole("button", { name: "حفظ التغييرات" }).click();
    await expect(toastLocator(page, "تم حفظ الإعدادات بنجاح!")).toBeVisible();
    await expect(page.getByRole("button", { name: "تعديل" })).toBeVisible();
    await expect(name).toBeDisabled();
    await expect(page.getByRole("heading", { name: "د. سارة المنصور", level: 1 })).toBeVisible();

    // 'إلغاء' drops what was typed
    await page.getByRole("button", { name: "تعديل" }).click();
    await name.fill("اسم لن يُحفظ");
    await page.getByRole("button", { name: "إلغاء" }).click();
    await expect(name).toHaveValue("د. سارة المنصور");

    await page.locator('input[type="file"]').setInputFiles(AVATAR);
    await expect(toastLocator(page, "تم تحديث الصورة الشخصية")).toBeVisible();
    await expect(page.getByRole("img", { name: "د. سارة المنصور" })).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);
    await page.reload();
    await expect(page.getByLabel("نبذة عنك")).toHaveValue("باحثة في معالجة اللغة العربية");
    const stored = await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.image).toMatch(/^\/uploads\//);
    expect(stored.location).toBe("الرياض");

    // on a phone the interests field keeps room for its whole placeholder
    await page.setViewportSize(PHONE);
    const interests = page.getByPlaceholder("أضف اهتمامًا واضغط Enter");
    const room = await interests.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(el.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  test("change the password, then sign in with the new one (English)", async ({ page }) => {
    await useLocale(page, "en");
    const user = await createUser();
    await loginAs(page, user);
    await page.goto("/profile?tab=security");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByLabel(field("Current password")).fill("not-my-password");
    await page.getByLabel(field("New password")).fill("fresh-pass-2026");
    await page.getByLabel(field("Confirm new password")).fill("fresh-pass-2026");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(toastLocator(page, "The current password is wrong")).toBeVisible();

    await page.getByLabel(field("Current password")).fill(user.password);
    await page.getByLabel(field("Confirm new password")).fill("something-else");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel(field("Confirm new password")).fill("fresh-pass-2026");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(toastLocator(page, "Password updated")).toBeVisible();
    // this session stays
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);

    await page.context().clearCookies();
    await useLocale(page, "en");
    await signInThroughForm(page, user.email, "fresh-pass-2026", EN_LOGIN);
  });

  test("dark mode is saved on the account and survives a reload, on every page (English)", async ({ page }) => {
    await useLocale(page, "en");
    const user = await createUser();
    await loginAs(page, user);
    await page.goto("/profile?tab=preferences");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/); // the spec's default
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(toastLocator(page, "Settings saved successfully!")).toBeVisible();
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("switch", { name: "Dark mode" })).toHaveAttribute("aria-checked", "false");

    await page.getByRole("switch", { name: "Dark mode" }).click();
    await page.getByRole("switch", { name: "Email notifications" }).click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(toastLocator(page, "Settings saved successfully!")).toBeVisible();
    await page.goto("/");
    await expect(html).toHaveClass(/\bdark\b/);
    const stored = await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect([stored.theme, stored.notifyInApp, stored.notifyEmail]).toEqual(["dark", true, false]);
  });

  test("delete the account after the confirmation and the password (Arabic)", async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user);
    await page.goto("/profile?tab=danger");
    await page.getByRole("button", { name: "حذف حسابي" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("هل أنت متأكد أنك تريد حذف حسابك؟ هذا الإجراء لا يمكن التراجع عنه.")).toBeVisible();
    await dialog.getByLabel(field("كلمة المرور")).fill("wrong-password");
    await dialog.getByRole("button", { name: "حذف الحساب نهائياً" }).click();
    await expect(toastLocator(page, "كلمة المرور الحالية غير صحيحة")).toBeVisible();
    await dialog.getByLabel(field("كلمة المرور")).fill(user.password);
    await dialog.getByRole("button", { name: "حذف الحساب نهائياً" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toastLocator(page, "تم حذف الحساب بنجاح")).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    expect((await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).not.toBeNull();
  });

  test("my items list saved articles, own projects, requests and questions with their state (English)", async ({ page }) => {
    await useLocale(page, "en");
    const user = await createUser();
    const other = await createUser();
    const db = await testDb();
    const post = await db.post.create({ data: { title: "Saved for later", author: "Editor", content: "Body" } });
    await db.postBookmark.create({ data: { postId: post.id, userId: user.id } });
    await db.opportunity.create({
      data: { title: "My pending study", description: "d", contactEmail: "a@b.c", authorName: user.name, status: "pending", userId: user.id },
    });
    const theirs = await db.opportunity.create({
      data: { title: "Their approved study", description: "d", contactEmail: "a@b.c", authorName: other.name, status: "approved", userId: other.id },
    });
    await db.partnershipRequest.create({
      data: { opportunityId: theirs.id, userId: user.id, name: user.name, email: user.email, expertise: "x", academicBackground: "y", status: "accepted" },
    });
    await db.question.create({ data: { title: "My question on sampling", description: "d", status: "pending", userId: user.id, authorName: user.name } });
    await db.question.create({ data: { title: "Someone else's question", description: "d", status: "approved", userId: other.id, authorName: other.name } });
    await loginAs(page, user);
    await page.goto("/profile?tab=items");
    await expect(page.getByRole("link", { name: "Saved for later" })).toHaveAttribute("href", `/article/${post.id}`);
    await expect(page.getByRole("listitem").filter({ hasText: "My question on sampling" }).getByText("Pending", { exact: true })).toBeVisible();
    await expect(page.getByText("Someone else's question")).toHaveCount(0);
    const mine = page.getByRole("listitem").filter({ hasText: "My pending study" });
    await expect(mine.getByText("Pending", { exact: true })).toBeVisible();
    const request = page.getByRole("listitem").filter({ hasText: "Their approved study" });
    await expect(request.getByText("Join request", { exact: true })).toBeVisible();
    await expect(request.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(page.getByText("You have not added a research project yet.")).toBeVisible();
  });
});

const RESET = {
  ar: {
    forgot: "نسيت كلمة المرور؟",
    email: "البريد الإلكتروني",
    send: "إرسال رابط الاستعادة",
    sent: "تحقق من بريدك",
    pw: "كلمة المرور الجديدة",
    confirm: "تأكيد كلمة المرور",
    save: "حفظ كلمة المرور",
    done: "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.",
    login: AR_LOGIN,
    emailInvalid: "يرجى إدخال بريد إلكتروني صحيح",
    mismatch: "كلمتا المرور غير متطابقتين",
    common: "كلمة المرور هذه من أكثر كلمات المرور شيوعاً ويسهل تخمينها. يُرجى اختيار كلمة أخرى.",
  },
  en: {
    forgot: "Forgot password?",
    email: "Email",
    send: "Send reset link",
    sent: "Check your e-mail",
    pw: "New password",
    confirm: "Confirm password",
    save: "Save password",
    done: "Your password was changed. Sign in with the new one.",
    login: EN_LOGIN,
    emailInvalid: "Please enter a valid email address",
    mismatch: "Passwords do not match",
    common: "This password is among the most common ones and easy to guess. Please choose another.",
  },
} as const;

/** The reset link of the last e-mail sent to `email`, as a path. */
async function resetLinkTo(email: string) {
  const mail = await (await testDb()).mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0];
  expect(mail.html).toContain(link);
  return new URL(link).pathname + new URL(link).search;
}

test.describe("password reset", () => {
  forEachLocale(RESET, (L, locale) => {
    test(`a forgotten password is reset through the e-mailed link (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      const user: TestUser = await createUser();
      await page.goto("/login");
      await page.getByRole("link", { name: L.forgot }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByLabel(L.email).fill(user.email);
      await page.getByRole("button", { name: L.send }).click();
      await expect(page.getByRole("heading", { name: L.sent })).toBeVisible();

      const link = await resetLinkTo(user.email);
      await page.goto(link);
      await page.getByLabel(field(L.pw)).fill("after-reset-2026");
      await page.getByLabel(field(L.confirm)).fill("after-reset-2026");
      await page.getByRole("button", { name: L.save }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(toastLocator(page, L.done)).toBeVisible();
      await signInThroughForm(page, user.email, "after-reset-2026", L.login);

      // the link worked once
      await page.context().clearCookies();
      await useLocale(page, locale);
      await page.goto(link);
      await page.getByLabel(field(L.pw)).fill("third-pass-2026");
      await page.getByLabel(field(L.confirm)).fill("third-pass-2026");
      await page.getByRole("button", { name: L.save }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expect(page).toHaveURL(/\/reset-password/);
    });

    test(`the password forms say what is wrong under the field (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      const user = await createUser();
      await page.goto("/forgot-password");
      await page.getByLabel(L.email).fill("not-an-email");
      await page.getByRole("button", { name: L.send }).click();
      await expect(page.getByLabel(L.email)).toHaveAccessibleDescription(L.emailInvalid);
      await expect(page.getByLabel(L.email)).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel(L.email).fill(user.email);
      await page.getByRole("button", { name: L.send }).click();
      await expect(page.getByRole("heading", { name: L.sent })).toBeVisible();

      await page.goto(await resetLinkTo(user.email));
      await page.getByLabel(field(L.pw)).fill("after-reset-2026");
      await page.getByLabel(field(L.confirm)).fill("after-reset-2027");
      await page.getByRole("button", { name: L.save }).click();
      await expect(page.getByLabel(field(L.confirm))).toHaveAccessibleDescription(L.mismatch);
      // the common passwords are the server's to know: its answer lands under the field
      await page.getByLabel(field(L.pw)).fill("password1");
      await page.getByLabel(field(L.confirm)).fill("password1");
      await page.getByRole("button", { name: L.save }).click();
      await expect(page.getByLabel(field(L.pw))).toHaveAccessibleDescription(L.common);
      await expect(page.getByLabel(field(L.confirm))).not.toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(/\/reset-password/);
    });
  });
});

const NOTIFY = {
  ar: { bell: /الإشعارات/, title: "تمت الموافقة على مشروعك", markAll: "تعليم الكل كمقروء" },
  en: { bell: /Notifications/, title: "Your project was approved", markAll: "Mark all read" },
} as const;

test.describe("notifications", () => {
  forEachLocale(NOTIFY, (L, locale) => {
    test(`a member receives a notification, opens it and it is read (${locale})`, async ({ page, playwright }) => {
      await useLocale(page, locale);
      const owner = await createUser();
      const db = await testDb();
      const opp = await db.opportunity.create({
        data: { title: `دراسة ${locale}`, description: "d", contactEmail: "a@b.c", authorName: owner.name, status: "pending", userId: owner.id },
      });
      const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      await loginAs(admin, await createUser("admin"));
      expect((await admin.put("/backend/api/opportunities/update_status.php", { data: { id: opp.id, status: "approved" } })).status()).toBe(200);
      await db.notification.create({
        data: {
          userId: owner.id,
          type: "request_declined",
          params: JSON.stringify({ title: "أخرى" }),
          link: "/academic-partnership",
          createdAt: new Date(Date.now() - 60_000),
        },
      });

      await loginAs(page, owner);
      await page.goto("/");
      const badge = page.getByTestId("notification-badge");
      await expect(badge).toHaveText("2");
      await page.getByRole("button", { name: L.bell }).click();
      await page.getByRole("button", { name: new RegExp(L.title) }).click();
      await expect(page).toHaveURL(/\/academic-partnership$/);
      await expect(badge).toHaveText("1");

      await page.getByRole("button", { name: L.bell }).click();
      await page.getByRole("button", { name: L.markAll }).click();
      await expect(badge).toBeHidden();
      expect(await db.notification.count({ where: { userId: owner.id, readAt: null } })).toBe(0);
    });
  });
});
