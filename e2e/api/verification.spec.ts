import type { APIRequestContext } from "@playwright/test";
import { apiClient as client, createUser, expect, mailedToken, test, testDb } from "../fixtures";

const REGISTER = "/backend/api/auth/register.php";
const VERIFY = "/backend/api/auth/verify_email.php";
const RESEND = "/backend/api/auth/resend_verification.php";

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
const profileOf = async (ctx: APIRequestContext) => (await (await ctx.get("/backend/api/profile/read.php")).json()).profile;

const verifyTokenFor = (email: string) => mailedToken(email, "verify-email");

test.describe("e-mail verification", () => {
  test("registration mails a single-use link, stored hashed for 24 hours; following it verifies the address", async ({ playwright }) => {
    const email = uniqueEmail("verify");
    const password = "verify-pass-2026";
    const anon = await client(playwright);
    const res = await anon.post(REGISTER, { data: { email, password, name: "باحثة جديدة" } });
    expect(res.status()).toBe(201);
    const userId = (await res.json()).user_id as string;

    const db = await testDb();
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
    expect(mail.html).toContain("/verify-email?token=");
    const token = await verifyTokenFor(email);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const rows = await db.emailVerificationToken.findMany({ where: { userId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, usedAt: null });
    expect(rows[0].tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0].tokenHash).not.toContain(token!);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);

    // an unverified member signs in and reads; the profile says so
    const member = await client(playwright, { id: userId, email, password, name: "", role: "user" });
    expect(await profileOf(member)).toMatchObject({ email, email_verified: false });

    const ok = await anon.post(VERIFY, { data: { token } });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ success: true, message: "E-mail address verified" });
    expect(await profileOf(member)).toMatchObject({ email_verified: true });

    // single use
    const again = await anon.post(VERIFY, { data: { token } });
    expect(again.status()).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, reason: "VERIFY_TOKEN_INVALID" });
  });

  test("an unknown, expired or superseded link is a 400; bad input is a 400", async ({ playwright }) => {
    const user = await createUser("user", { verified: false });
    const ctx = await client(playwright, user);
    const anon = await client(playwright);
    expect((await ctx.post(RESEND)).status()).toBe(200);
    const first = await verifyTokenFor(user.email);
    expect((await ctx.post(RESEND)).status()).toBe(200);
    const second = await verifyTokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await anon.post(VERIFY, { data: { token: first } })).status()).toBe(400);

    const db = await testDb();
    await db.emailVerificationToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await anon.post(VERIFY, { data: { token: second } });
    expect(expired.status()).toBe(400);
    expect(await expired.json()).toMatchObject({ reason: "VERIFY_TOKEN_INVALID" });
    expect((await anon.post(VERIFY, { data: { token: "made-up-token" } })).status()).toBe(400);
    for (const data of [{}, { token: "" }, { token: ["x"] }, { token: "x".repeat(500) }]) expect((await anon.post(VERIFY, { data })).status()).toBe(400);
    expect(await profileOf(ctx)).toMatchObject({ email_verified: false });
  });

  test("resend: members only, refused once verified, rate limited with Retry-After", async ({ playwright }) => {
    expect((await (await client(playwright)).post(RESEND)).status()).toBe(401);
    const verified = await client(playwright, await createUser());
    const already = await verified.post(RESEND);
    expect(already.status()).toBe(409);
    expect(await already.json()).toMatchObject({ success: false, reason: "EMAIL_ALREADY_VERIFIED" });

    const user = await createUser("user", { verified: false });
    const ctx = await client(playwright, user);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await ctx.post(RESEND)).status());
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await ctx.post(RESEND);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ success: false, reason: "VERIFY_RATE_LIMITED" });
    expect(await (await testDb()).mailOutbox.count({ where: { to: user.email } })).toBe(3);
  });

  test("changing the e-mail makes the new address unverified and mails a link to it", async ({ playwright }) => {
    const user = await createUser();
    const ctx = await client(playwright, user);
    expect(await profileOf(ctx)).toMatchObject({ email_verified: true });
    const newEmail = uniqueEmail("moved");
    const changed = await ctx.put("/backend/api/profile/update.php", { data: { name: user.name, email: newEmail, current_password: user.password } });
    expect(changed.status()).toBe(200);
    expect((await changed.json()).profile).toMatchObject({ email: newEmail, email_verified: false });
    const token = await verifyTokenFor(newEmail);
    expect(token).toBeTruthy();
    expect(await (await testDb()).emailVerificationToken.findFirst({ where: { userId: user.id, usedAt: null } })).toMatchObject({ email: newEmail });

    // a link for an address the member has since left verifies nothing
    const newer = uniqueEmail("moved-again");
    expect((await ctx.put("/backend/api/profile/update.php", { data: { name: user.name, email: newer, current_password: user.password } })).status()).toBe(200);
    expect((await (await client(playwright)).post(VERIFY, { data: { token } })).status()).toBe(400);
    expect(await profileOf(ctx)).toMatchObject({ email: newer, email_verified: false });
    expect((await (await client(playwright)).post(VERIFY, { data: { token: await verifyTokenFor(newer) } })).status()).toBe(200);
    expect(await profileOf(ctx)).toMatchObject({ email: newer, email_verified: true });
  });

  test("until verified a member asks and answers and sees notifications in the app, but receives no notification mail", async ({ playwright }) => {
    const db = await testDb();
    const unverified = await createUser("user", { verified: false });
    const verified = await createUser();
    const answerer = await client(playwright, await createUser());
    const mailsTo = (email: string) => db.mailOutbox.count({ where: { to: email } });
    for (const asker of [unverified, verified]) {
      const askerCtx = await client(playwright, asker);
      const created = await askerCtx.post("/backend/api/qa/create.php", { data: { title: `سؤال ${asker.id.slice(0, 6)}`, description: "تفاصيل السؤال هنا" } });
      expect(created.status()).toBe(201);
      const id = (await created.json()).question.id as number;
      await db.question.update({ where: { id }, data: { status: "approved" } });
      expect((await askerCtx.post("/backend/api/qa/answer.php", { data: { question_id: id, text: "إجابتي على سؤالي" } })).status()).toBe(201);
      const before = await mailsTo(asker.email);
      expect((await answerer.post("/backend/api/qa/answer.php", { data: { question_id: id, text: "إجابة من عضو آخر" } })).status()).toBe(201);
      const bell = await (await askerCtx.get("/backend/api/notifications/read.php")).json();
      expect(bell.notifications.map((n: { type: string }) => n.type)).toContain("question_answered");
      expect(await mailsTo(asker.email)).toBe(before + (asker === verified ? 1 : 0));
    }
  });
});
