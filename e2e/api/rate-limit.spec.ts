import { freshLoopbackAddress, postFrom } from "../client-address";
import { createUser, expect, test, testDb } from "../fixtures";

// Runs last (its own project): it fills the failure counters of 127.0.0.1.
const LOGIN = "/backend/api/auth/login.php";
test.describe.configure({ mode: "serial" });
/** The counter of an account's attempts from one address, and of one address (lib/server/sign-in-limit.ts). */
const pairKey = (email: string, address = "127.0.0.1") => `signInPair:${email} ${address}`;
const ADDRESS_KEY = "signInAddress:127.0.0.1";
const fill = async (key: string, n: number) => (await testDb()).rateLimitHit.createMany({ data: Array.from({ length: n }, () => ({ key })) });

test("an account is locked out of an address after 10 failures from it in 15 minutes, even with the right password", async ({ request }) => {
  const victim = await createUser();
  for (let i = 0; i < 10; i++) {
    // a different forged X-Forwarded-For each time changes nothing
    const res = await request.post(LOGIN, { data: { email: victim.email, password: `guess-${i}` }, headers: { "X-Forwarded-For": `203.0.113.${i}` } });
    expect(res.status()).toBe(401);
  }
  const locked = await request.post(LOGIN, { data: { email: victim.email, password: victim.password }, headers: { "X-Forwarded-For": "198.51.100.7" } });
  expect(locked.status()).toBe(429);
  expect(await locked.json()).toEqual({ success: false, error: "Too many failed attempts. Please try again later.", code: "RATE_LIMITED" });
  const retryAfter = Number(locked.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  // the counters are rows in the database, so a restart keeps them
  expect(await (await testDb()).rateLimitHit.count({ where: { key: pairKey(victim.email) } })).toBe(10);
  // other members on the same address still sign in
  const other = await createUser();
  expect((await request.post(LOGIN, { data: { email: other.email, password: other.password } })).status()).toBe(200);
});

test("60 parallel wrong guesses for one account: at most 10 are checked, the rest and then the right password are refused", async ({ request }) => {
  const victim = await createUser();
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => request.post(LOGIN, { data: { email: victim.email, password: `parallel-guess-${i}` } }).then((r) => r.status())),
  );
  const checked = answers.filter((s) => s === 401).length;
  expect(checked).toBeGreaterThan(0);
  expect(checked).toBeLessThanOrEqual(10);
  expect(answers.filter((s) => s === 429).length).toBe(60 - checked);
  const db = await testDb();
  expect(await db.rateLimitHit.count({ where: { key: pairKey(victim.email) } })).toBe(checked);
  // fill the account's window to its limit (as sequential guesses would have): the right password is refused
  await fill(pairKey(victim.email), 10 - checked);
  expect((await request.post(LOGIN, { data: { email: victim.email, password: victim.password } })).status()).toBe(429);
});

test("the sign-in page shows the lock to a person", async ({ page }) => {
  const victim = await createUser();
  await fill(pairKey(victim.email), 10);
  await page.goto("/login");
  await page.getByLabel("البريد الإلكتروني").fill(victim.email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(victim.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "محاولات فاشلة كثيرة" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("one address is stopped after 100 failures, whatever X-Forwarded-For says", async ({ request }) => {
  const db = await testDb();
  const already = await db.rateLimitHit.count({ where: { key: ADDRESS_KEY, createdAt: { gte: new Date(Date.now() - 15 * 60_000) } } });
  for (let i = already; i < 100; i++) {
    const res = await request.post(LOGIN, {
      data: { email: `spray-${i}@e2e.test`, password: "wrong-pass" },
      headers: { "X-Forwarded-For": `192.0.2.${i % 250}` },
    });
    expect(res.status()).toBe(401);
  }
  const fresh = await createUser();
  const blocked = await request.post(LOGIN, { data: { email: fresh.email, password: fresh.password }, headers: { "X-Forwarded-For": "192.0.2.250" } });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
  await db.rateLimitHit.deleteMany({ where: { key: ADDRESS_KEY } });
  expect((await request.post(LOGIN, { data: { email: fresh.email, password: fresh.password } })).status()).toBe(200);
});

test("40 guesses from another address do not lock the owner out of an address they signed in from", async () => {
  const owner = await createUser();
  const [home, attacker] = [freshLoopbackAddress(), freshLoopbackAddress()];
  expect((await postFrom(home, LOGIN, { email: owner.email, password: owner.password })).status).toBe(200);
  const answers: number[] = [];
  for (let i = 0; i < 40; i++) answers.push((await postFrom(attacker, LOGIN, { email: owner.email, password: `guess-${i}` })).status);
  expect(answers).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);
  // the right password from the attacker's address is refused too: guessing there stays slow
  expect((await postFrom(attacker, LOGIN, { email: owner.email, password: owner.password })).status).toBe(429);
  expect((await postFrom(home, LOGIN, { email: owner.email, password: owner.password })).status).toBe(200);
});

test("guesses spread over 40 addresses slow the account on new addresses, not on the owner's; a password reset lifts it", async () => {
  const owner = await createUser();
  const home = freshLoopbackAddress();
  expect((await postFrom(home, LOGIN, { email: owner.email, password: owner.password })).status).toBe(200);
  const answers: number[] = [];
  for (let i = 0; i < 40; i++) answers.push((await postFrom(freshLoopbackAddress(), LOGIN, { email: owner.email, password: `spread-${i}` })).status);
  expect(answers).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);
  expect((await postFrom(home, LOGIN, { email: owner.email, password: owner.password })).status).toBe(200);
  // on an address the account never signed in from, the owner waits, or proves the mailbox
  const travelling = freshLoopbackAddress();
  const refused = await postFrom(travelling, LOGIN, { email: owner.email, password: owner.password });
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect((await postFrom(travelling, "/backend/api/auth/forgot_password.php", { email: owner.email })).status).toBe(200);
  const mail = await (await testDb()).mailOutbox.findFirstOrThrow({ where: { to: owner.email }, orderBy: { id: "desc" } });
  const token = mail.text.match(/reset-password\?token=([\w-]+)/)![1];
  const password = `New-Pass-${Math.random().toString(36).slice(2, 10)}`;
  expect((await postFrom(travelling, "/backend/api/auth/reset_password.php", { token, password })).status).toBe(200);
  expect((await postFrom(travelling, LOGIN, { email: owner.email, password })).status).toBe(200);
});
