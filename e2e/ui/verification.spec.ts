import { createUser, expect, forEachLocale, loginAs, test, testDb, toastLocator, useLocale } from "../fixtures";

const TEXT = {
  ar: {
    dir: "rtl",
    banner: "لم يُؤكَّد بريدك الإلكتروني",
    resend: "إرسال الرابط مرة أخرى",
    sent: "تم إرسال الرابط",
    confirm: "تأكيد بريدي الإلكتروني",
    done: "تم تأكيد بريدك الإلكتروني.",
    home: "الانتقال إلى الصفحة الرئيسية",
    unverified: "غير مؤكَّد",
    verified: "مؤكَّد",
    invalid: "رابط التأكيد هذا غير صالح",
  },
  en: {
    dir: "ltr",
    banner: "Your e-mail address",
    resend: "Send the link again",
    sent: "Link sent",
    confirm: "Confirm my e-mail address",
    done: "Your e-mail address is confirmed.",
    home: "Go to the home page",
    unverified: "Not confirmed",
    verified: "Confirmed",
    invalid: "This verification link is invalid",
  },
} as const;

forEachLocale(TEXT, (T, locale) => {
  test(`an unverified member sees the banner, asks for a new link and confirms the address (${locale})`, async ({ page }) => {
    test.slow(); // one long flow over four pages on a shared two-core machine
    // a long address, as universities give: on a phone it truncates and the chip stays in sight
    const user = await createUser("user", { verified: false, email: `a.rather.long.address.${crypto.randomUUID().slice(0, 8)}@university-example.edu.sa` });
    await useLocale(page, locale);
    await loginAs(page, user);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", T.dir);
    const banner = page.getByRole("region", { name: T.resend });
    await expect(banner).toContainText(T.banner);
    await expect(banner).toContainText(user.email);

    await banner.getByRole("button", { name: T.resend }).click();
    await expect(toastLocator(page, T.sent)).toBeVisible();
    const mail = await (await testDb()).mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
    const token = mail.text.match(/\/verify-email\?token=([\w-]+)/)![1];

    await page.goto("/profile");
    await expect(page.getByText(T.unverified, { exact: true })).toBeInViewport({ ratio: 1 });

    await page.goto(`/verify-email?token=${token}`);
    await page.getByRole("button", { name: T.confirm }).click();
    await expect(page.getByRole("status").filter({ hasText: T.done })).toBeVisible();
    await page.getByRole("link", { name: T.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: T.resend })).toHaveCount(0);
    await page.goto("/profile");
    await expect(page.getByText(T.verified, { exact: true })).toBeVisible();
  });

  test(`a used link says so and changes nothing (${locale})`, async ({ page, request }) => {
    const user = await createUser("user", { verified: false });
    await loginAs(request, user);
    expect((await request.post("/backend/api/auth/resend_verification.php")).status()).toBe(200);
    const mail = await (await testDb()).mailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
    const token = mail.text.match(/\/verify-email\?token=([\w-]+)/)![1];
    expect((await request.post("/backend/api/auth/verify_email.php", { data: { token } })).status()).toBe(200);
    await useLocale(page, locale);
    await page.goto(`/verify-email?token=${token}`);
    await expect(page.locator("html")).toHaveAttribute("dir", T.dir);
    await page.getByRole("button", { name: T.confirm }).click();
    await expect(page.getByRole("alert").filter({ hasText: T.invalid })).toBeVisible();
  });
});

test("a verified member sees no banner", async ({ page }) => {
  await loginAs(page, await createUser());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: TEXT.ar.resend })).toHaveCount(0);
});
