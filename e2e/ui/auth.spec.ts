import path from "node:path";
import type { Page } from "@playwright/test";
import {
  createUser,
  expect,
  forEachLocale,
  holdRequests,
  isServerAction,
  LOCALES,
  loginAs,
  mailedToken,
  test,
  testDb,
  toastLocator,
  useLocale,
  useLocale as chooseLocale,
} from "../fixtures";

const AVATAR = path.join(import.meta.dirname, "files/avatar.png");

test.describe("sign in (Arabic)", () => {
  test("validates, rejects a wrong password with a banner, then signs in", async ({ page }) => {
    const user = await createUser();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "تسجيل الدخول" })).toBeVisible();
    await expect(page.getByLabel("البريد الإلكتروني")).toHaveAttribute("type", "email");

    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page.getByText("هذا الحقل مطلوب").first()).toBeVisible();

    await page.getByLabel("البريد الإلكتروني").fill(user.email);
    const password = page.getByLabel("كلمة المرور", { exact: true });
    await password.fill("wrong-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "إظهار كلمة المرور" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "إخفاء كلمة المرور" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "البريد الإلكتروني أو كلمة المرور غير صحيحة" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await password.fill(user.password);
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "التنقل الرئيسي" })).toBeVisible();
  });

  test("links to sign-up and to password help", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "إنشاء حساب" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "نسيت كلمة المرور؟" })).toHaveAttribute("href", "/forgot-password");
    await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
    await expect(page.getByRole("heading", { name: "استعادة كلمة المرور" })).toBeVisible();
  });
});

/** Sends the English sign-in form at `path` (the members' or the admins') with `email` and `password`. */
async function signInInEnglish(page: Page, path: "/login" | "/admin/login", email: string, password: string) {
  await chooseLocale(page, "en");
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: path === "/login" ? "Sign In" : "Login" }).click();
}

test.describe("sign in (English)", () => {
  test("shows 'Signing In...' while busy and lands on /", async ({ page }) => {
    const user = await createUser();
    await useLocale(page, "en");
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    const release = await holdRequests(page, isServerAction);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password shows the banner in English", async ({ page }) => {
    const user = await createUser();
    await signInInEnglish(page, "/login", user.email, "nope-nope");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  });
});

/** Fills the English sign-up form's password and its confirmation, and sends the form. */
async function submitPasswords(page: Page, password: string, confirm: string) {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(confirm);
  await page.getByRole("button", { name: "Create Account" }).click();
}

test.describe("sign up", () => {
  test("checks every rule in English, then creates the account with its picture", async ({ page }) => {
    const existing = await createUser();
    await useLocale(page, "en");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");

    const email = `signup-${Date.now()}@e2e.test`;
    await page.getByLabel("Full Name").fill("Nour Researcher");
    await page.getByLabel("Email Address").fill(existing.email);
    await page.getByLabel("Phone Number").fill("+20 100 555 0100");
    await submitPasswords(page, "12345", "12345");
    await expect(page.getByText("Password must be at least 8 characters").first()).toBeVisible();

    // eight characters, but among the 10,000 most common: only the server knows the list
    await submitPasswords(page, "password1", "password1");
    await expect(page.getByText("This password is among the most common ones and easy to guess. Please choose another.")).toBeVisible();

    await submitPasswords(page, "secret-123", "secret-124");
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm Password").fill("secret-123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Email already exists")).toBeVisible();

    // images only: a text file is refused before upload
    await page.getByTestId("picture-input").setInputFiles({ name: "notes.png", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Only image files are accepted (JPEG, PNG, GIF, WebP)")).toBeVisible();
    await page.getByTestId("picture-input").setInputFiles(AVATAR);
    await expect(page.getByRole("img", { name: "Profile picture preview" })).toBeVisible();

    await page.getByLabel("Email Address").fill(email);
    const release = await holdRequests(page, isServerAction);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    release();
    // signed in at once, and told where the confirmation link went
    await expect(page).toHaveURL(/\/$/);
    await expect(toastLocator(page, "Welcome to Manara: your account is created and you are signed in")).toContainText(
      `We sent a confirmation link to \u2068${email}\u2069.`,
    );
    expect(await mailedToken(email, "verify-email")).not.toBeNull();

    const stored = await (await testDb()).user.findUniqueOrThrow({ where: { email } });
    expect(stored).toMatchObject({ name: "Nour Researcher", phone: "+20 100 555 0100", role: "user" });
    expect(stored.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    // the uploaded picture becomes the avatar
    await page.unroute("**/*");
    const avatar = page
      .getByRole("link", { name: /Profile/ })
      .first()
      .locator("img");
    await expect(avatar).toHaveAttribute("src", stored.image!);
    expect((await page.request.get(stored.image!)).headers()["content-type"]).toBe("image/png");
  });

  test("works in Arabic with the Arabic messages", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByLabel("الاسم الكامل").fill("ليلى");
    await page.getByLabel("البريد الإلكتروني").fill(`ar-${Date.now()}@e2e.test`);
    await page.getByLabel("رقم الهاتف").fill("0555555555");
    await page.getByLabel("كلمة المرور", { exact: true }).fill("secret-1");
    await page.getByLabel("تأكيد كلمة المرور").fill("secret-2");
    await page.getByRole("button", { name: "إنشاء حساب" }).click();
    await expect(page.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
    await page.getByLabel("تأكيد كلمة المرور").fill("secret-1");
    await page.getByRole("button", { name: "إنشاء حساب" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastLocator(page, "أهلًا بك في منارة: أُنشئ حسابك وسُجّل دخولك")).toBeVisible();
  });
});

const SIGN_IN = {
  ar: { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "تسجيل الدخول", adminSubmit: "دخول" },
  en: { email: "Email", password: "Password", submit: "Sign In", adminSubmit: "Login" },
} as const;

forEachLocale(SIGN_IN, (T, locale) => {
  test.describe(`the way back after signing in (${locale})`, () => {
    test("a shared article link opened signed out comes back to the article after signing in", async ({ page }) => {
      const user = await createUser();
      const post = await (
        await testDb()
      ).post.create({
        data: { title: `مقال مشترك ${Date.now()}`, author: "د. سلمى", content: "ملخص", fullContent: "<p>نص</p>", keywords: "", category: "", searchKey: "x" },
      });
      await useLocale(page, locale);
      await page.goto(`/article/${post.id}`);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Farticle%2F${post.id}$`));
      await page.getByLabel(T.email).fill(user.email);
      await page.getByLabel(T.password, { exact: true }).fill(user.password);
      await page.getByRole("button", { name: T.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/article/${post.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    });

    // the last three normalise to `//evil.example` (lib/auth/return-path.ts normalises before judging)
    for (const next of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "/%2e%2e/%2e%2e//evil.example",
    ]) {
      test(`a hostile \`next\` is ignored: signing in lands on the site's own page (${next})`, async ({ page, baseURL }) => {
        const user = await createUser();
        await useLocale(page, locale);
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await page.getByLabel(T.email).fill(user.email);
        await page.getByLabel(T.password, { exact: true }).fill(user.password);
        await page.getByRole("button", { name: T.submit }).click();
        await expect(page).toHaveURL(`${baseURL}/`);
      });
    }

    test("signed out, /admin/users leads to /admin/login and back to /admin/users", async ({ page }) => {
      const admin = await createUser("admin");
      await useLocale(page, locale);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto("/admin/users");
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers$/);
      await page.getByLabel(T.email).fill(admin.email);
      await page.getByLabel(T.password, { exact: true }).fill(admin.password);
      await page.getByRole("button", { name: T.adminSubmit }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
    });
  });
});

for (const locale of LOCALES) {
  test(`the show/hide eye sits in the password field's free end, never over the text (${locale}, 390 px)`, async ({ page }) => {
    await useLocale(page, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/login", "/signup", "/admin/login"]) {
      await page.goto(path);
      for (const input of await page.locator('input[type="password"]').all()) {
        await input.fill("a-long-password-1234567890");
        const box = (await input.boundingBox())!;
        const eye = (await input.locator("xpath=following-sibling::button").boundingBox())!;
        const { direction, paddingLeft, paddingRight } = await input.evaluate((el) => getComputedStyle(el));
        // passwords are typed left to right; the free padding and the eye are both on the right
        expect(direction, path).toBe("ltr");
        expect(eye.x + eye.width, path).toBeCloseTo(box.x + box.width, 0);
        expect(parseFloat(paddingRight), path).toBeGreaterThanOrEqual(eye.width - 1);
        expect(parseFloat(paddingLeft), path).toBeLessThan(eye.width);
      }
    }
  });
}

test.describe("admin sign in", () => {
  test("refuses a member with the spec's message (English)", async ({ page }) => {
    const member = await createUser("user");
    await signInInEnglish(page, "/admin/login", member.email, member.password);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid admin credentials. Please try again." })).toBeVisible();
    expect(await (await testDb()).session.count({ where: { userId: member.id } })).toBe(0);
  });

  test("lets an admin in with 'Admin login successful!' (English) and shows the e-mail", async ({ page }) => {
    const admin = await createUser("admin");
    await signInInEnglish(page, "/admin/login", admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastLocator(page, "Admin login successful!")).toBeVisible();
    await expect(page.getByTestId("admin-email")).toHaveText(admin.email);
  });

  test("Arabic: wrong password is refused, right one opens the dashboard", async ({ page }) => {
    const admin = await createUser("superadmin");
    await page.goto("/admin/login");
    await page.getByLabel("البريد الإلكتروني").fill(admin.email);
    await page.getByLabel("كلمة المرور", { exact: true }).fill("wrong-one");
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "بيانات دخول المشرف غير صحيحة" })).toBeVisible();
    await page.getByLabel("كلمة المرور", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "دخول" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastLocator(page, "تم تسجيل دخول المشرف بنجاح!")).toBeVisible();
  });
});

// Before the page's scripts have run, a form is the browser's own: sent as a GET, its fields would
// stand in the address (the history, a proxy's log). The sign-in and password pages' forms are POSTs,
// which show the page again; the member sends it once the page works. The other pages' forms stay
// disabled until then (QueryProvider's fieldset).
test.describe("a password or e-mail typed before the scripts run never reaches an address", () => {
  // each page and the fields that must not leave it in an address: its passwords, or the e-mail where it asks only for that
  const pages = [
    ["/login", "password"],
    ["/admin/login", "password"],
    ["/signup", "password"],
    ["/forgot-password", "email"],
    ["/reset-password?token=not-a-real-one", "password"],
  ] as const;
  for (const [path, secretType] of pages)
    test(path, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const sent: { method: string; url: string }[] = [];
      page.on("request", (r) => void (r.isNavigationRequest() && sent.push({ method: r.method(), url: r.url() })));
      await page.goto(path);
      const secret = `Typed-Secret-${Date.now()}`;
      const secrets = page.locator(`form input[type="${secretType}"]`);
      await expect(secrets.first()).toBeEditable();
      for (const input of await secrets.all()) await input.fill(secret);
      const answered = page.waitForResponse((r) => r.request().isNavigationRequest());
      await page.locator('form button[type="submit"]').click();
      // the page again, its form empty
      expect((await answered).status()).toBe(200);
      await expect(secrets.first()).toHaveValue("");
      expect(sent.slice(1).map((r) => r.method)).toEqual(["POST"]);
      expect(sent.map((r) => r.url).join(" ")).not.toContain(secret);
      await context.close();
    });

  test("/profile?tab=security", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await loginAs(context.request, await createUser());
    const page = await context.newPage();
    await page.goto("/profile?tab=security");
    const passwords = page.locator('form input[type="password"]');
    await expect(passwords).toHaveCount(3);
    for (const input of await passwords.all()) await expect(input).toBeDisabled();
    await context.close();
  });
});
