import { createUser, expect, loginAs, test, testDb } from "../fixtures";
import { expectNotLoggedIn } from "./answers";

const LOGIN = "/backend/api/auth/login.php";
const REGISTER = "/backend/api/auth/register.php";
const LOGOUT = "/backend/api/auth/logout.php";

test.describe("POST /backend/api/auth/register.php", () => {
  test("creates a member and answers 201 with user_id", async ({ request }) => {
    const email = `new-${Date.now()}@e2e.test`;
    const res = await request.post(REGISTER, { data: { email, password: "secret-pass-1", username: "Researcher", name: "باحث جديد" } });
    expect(res.status()).toBe(201);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    const body = await res.json();
    expect(body).toEqual({ success: true, user_id: expect.any(String) });
    const stored = await (await testDb()).user.findUniqueOrThrow({ where: { id: body.user_id } });
    expect(stored).toMatchObject({ email, name: "باحث جديد", role: "user" });
    const account = await (await testDb()).account.findFirstOrThrow({ where: { userId: body.user_id } });
    expect(account.password).toMatch(/^\$argon2id\$/);
  });

  test("a role in the body is ignored", async ({ request }) => {
    const email = `sneaky-${Date.now()}@e2e.test`;
    const res = await request.post(REGISTER, { data: { email, password: "secret-pass-1", name: "X", role: "superadmin" } });
    expect(res.status()).toBe(201);
    expect((await (await testDb()).user.findUniqueOrThrow({ where: { email } })).role).toBe("user");
  });

  test("answers 409 'Email already exists' for a taken e-mail", async ({ request }) => {
    const user = await createUser();
    const res = await request.post(REGISTER, { data: { email: user.email.toUpperCase(), password: "secret-pass-1", name: "Twin" } });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: "Email already exists", code: "EMAIL_EXISTS" });
  });

  test("ten parallel registrations of one e-mail: exactly one 201 and nine 409 'Email already exists'", async ({ playwright }) => {
    const email = `twin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
    const baseURL = test.info().project.use.baseURL as string;
    const contexts = await Promise.all(Array.from({ length: 10 }, () => playwright.request.newContext({ baseURL })));
    const answers = await Promise.all(contexts.map((c, i) => c.post(REGISTER, { data: { email, password: "secret-pass-1", name: `Twin ${i}` } })));
    const statuses = answers.map((r) => r.status()).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((a) => a.status() === 409))
      expect(await r.json()).toEqual({ success: false, error: "Email already exists", code: "EMAIL_EXISTS" });
    expect(await (await testDb()).user.count({ where: { email } })).toBe(1);
    await Promise.all(contexts.map((c) => c.dispose()));
  });

  test("bad input is a 400 with an error, never a 500", async ({ request }) => {
    for (const data of [
      { email: "a@b.co", password: "12345", name: "Short" },
      { email: "not-an-email", password: "secret-pass-1", name: "A" },
      { email: "a@b.co", password: "secret-pass-1" },
      { email: 5, password: ["x"], name: {} },
      { email: "a@b.co", password: "secret-pass-1", name: "x".repeat(5000) },
    ]) {
      const res = await request.post(REGISTER, { data });
      expect(res.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    const short = await request.post(REGISTER, { data: { email: "a@b.co", password: "short", name: "A" } });
    expect((await short.json()).error).toContain("Password must be at least 8 characters");
  });

  test("a new password has at least 8 characters and is not among the 10,000 most common", async ({ request }) => {
    const email = `weak-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    for (const [password, key, text] of [
      ["short", "passwordMin", "password: Password must be at least 8 characters"],
      ["1234567", "passwordMin", "password: Password must be at least 8 characters"],
      ["password1", "passwordCommon", "password: This password is among the most common ones and easy to guess. Please choose another."],
      ["PASSWORD1", "passwordCommon", "password: This password is among the most common ones and easy to guess. Please choose another."],
      ["qwerty123", "passwordCommon", "password: This password is among the most common ones and easy to guess. Please choose another."],
    ]) {
      const res = await request.post(REGISTER, { data: { email, password, name: "ضعيف" } });
      expect(res.status(), password).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: text, code: "BAD_REQUEST", fields: { password: key } });
    }
    expect(await (await testDb()).user.findUnique({ where: { email } })).toBeNull();
    expect((await request.post(REGISTER, { data: { email, password: "مكتبة-منارة", name: "قوي" } })).status()).toBe(201);
  });

  test("malformed JSON is a 400 and an oversize body a 413", async ({ request }) => {
    const bad = await request.post(REGISTER, { headers: { "Content-Type": "application/json" }, data: Buffer.from("{not json") });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: "Invalid JSON", code: "BAD_REQUEST" });
    const big = await request.post(REGISTER, { data: { email: "a@b.co", password: "secret-pass-1", name: "x".repeat(1024 * 1024 + 10) } });
    expect(big.status()).toBe(413);
    expect((await big.json()).success).toBe(false);
  });

  test("a cross-site request is refused with 403", async ({ request }) => {
    const email = `xsite-${Date.now()}@e2e.test`;
    const viaOrigin = await request.post(REGISTER, { headers: { Origin: "https://evil.example" }, data: { email, password: "secret-pass-1", name: "X" } });
    expect(viaOrigin.status()).toBe(403);
    const viaFetchSite = await request.post(REGISTER, { headers: { "Sec-Fetch-Site": "cross-site" }, data: { email, password: "secret-pass-1", name: "X" } });
    expect(viaFetchSite.status()).toBe(403);
    expect(await (await testDb()).user.findUnique({ where: { email } })).toBeNull();
  });
});

test.describe("POST /backend/api/auth/login.php", () => {
  test("answers user_id, username and role and sets an httpOnly session cookie", async ({ request }) => {
    const user = await createUser("admin");
    const res = await request.post(LOGIN, { data: { email: user.email, password: user.password } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ success: true, user_id: user.id, username: user.name, role: "admin" });
    const cookie = res.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("manara.session_token="));
    expect(cookie?.value).toMatch(/HttpOnly/i);
    expect(cookie?.value).toMatch(/SameSite=Lax/i);
    // the same session opens the pages
    const page = await request.get("/profile", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
  });

  test("unknown e-mail and wrong password get the same answer", async ({ request }) => {
    const user = await createUser();
    const wrong = await request.post(LOGIN, { data: { email: user.email, password: "not-it" } });
    const unknown = await request.post(LOGIN, { data: { email: `nobody-${Date.now()}@e2e.test`, password: "not-it" } });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(await wrong.json()).toEqual({ success: false, error: "Invalid email or password", code: "INVALID_CREDENTIALS" });
  });

  test("bad input is a 400", async ({ request }) => {
    for (const data of [{}, { email: "x" }, { email: "a@b.co", password: "" }, { email: ["a"], password: 1 }]) {
      const res = await request.post(LOGIN, { data });
      expect(res.status()).toBe(400);
    }
    const arr = await request.post(LOGIN, { headers: { "Content-Type": "application/json" }, data: Buffer.from("[1,2]") });
    expect(arr.status()).toBe(400);
  });
});

test.describe("POST /backend/api/auth/logout.php", () => {
  test("ends the server session", async ({ request }) => {
    const user = await createUser();
    await loginAs(request, user);
    const sessions = async () => (await testDb()).session.count({ where: { userId: user.id } });
    expect(await sessions()).toBe(1);
    const res = await request.post(LOGOUT);
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await sessions()).toBe(0);
    expect((await request.get("/profile", { maxRedirects: 0 })).status()).toBe(307);
  });

  test("needs a session (401)", async ({ request }) => {
    await expectNotLoggedIn(await request.post(LOGOUT));
  });
});
