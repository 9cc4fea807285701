import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { apiClient as client, createUser, expect, loginAs, mailedToken, test, testDb } from "../fixtures";
import { joinBody } from "../seed/opportunities";

const BASE = () => test.info().project.use.baseURL as string;
const PNG = readFileSync("e2e/ui/files/avatar.png");

const login = (ctx: APIRequestContext, email: string, password: string) => ctx.post("/backend/api/auth/login.php", { data: { email, password } });
const profileOf = async (ctx: APIRequestContext) => (await ctx.get("/backend/api/profile/read.php")).json();

const resetTokenFor = (email: string) => mailedToken(email, "reset-password");

test.describe("profile", () => {
  test("read.php: 401 for guests; the member's own profile with the spec's defaults", async ({ playwright }) => {
    expect((await (await client(playwright)).get("/backend/api/profile/read.php")).status()).toBe(401);
    const user = await createUser();
    const ctx = await client(playwright, user);
    const res = await ctx.get("/backend/api/profile/read.php");
    expect(res.status()).toBe(200);
    const row = await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await res.json()).toEqual({
      success: true,
      profile: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: "",
        bio: "",
        location: "",
        image: null,
        role: "user",
        join_date: row.createdAt.toISOString(),
        email_verified: true,
        distinguished: false,
        handle: row.handle,
        affiliation: "",
        orcid: "",
        interests: [],
        preferences: {
          theme: "dark",
          notifications: true,
          email_notifications: true,
          weekly_digest: false,
          list_researcher_page: false,
          calendar: "gregorian",
          digits: "latn",
        },
      },
    });
    expect(row.handle).toMatch(/^[a-z0-9][a-z0-9_-]{2,29}$/);
  });

  test("distinguished: earned by two approved opportunities, not by pending ones", async ({ playwright }) => {
    const user = await createUser();
    const ctx = await client(playwright, user);
    const db = await testDb();
    const opp = (status: string) =>
      db.opportunity.create({ data: { title: "فرصة", description: "وصف", contactEmail: "a@b.c", authorName: user.name, status, userId: user.id } });
    await opp("approved");
    await opp("pending");
    expect((await profileOf(ctx)).profile.distinguished).toBe(false);
    await opp("approved");
    expect((await profileOf(ctx)).profile.distinguished).toBe(true);
  });

  test("update.php: fields persist; a new e-mail needs the current password and must be free", async ({ playwright }) => {
    const user = await createUser();
    const other = await createUser();
    const ctx = await client(playwright, user);
    const base = { name: "اسم جديد", bio: "باحثة في الذكاء الاصطناعي", location: "الرياض", phone: "+966 500000000" };
    const ok = await ctx.put("/backend/api/profile/update.php", { data: base });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).profile).toMatchObject({ ...base, email: user.email });

    const newEmail = `changed-${user.id.slice(0, 8)}@e2e.test`;
    const noPassword = await ctx.put("/backend/api/profile/update.php", { data: { ...base, email: newEmail } });
    expect(noPassword.status()).toBe(400);
    expect(await noPassword.json()).toMatchObject({ success: false, reason: "CURRENT_PASSWORD_REQUIRED" });
    const wrong = await ctx.put("/backend/api/profile/update.php", { data: { ...base, email: newEmail, current_password: "not-it" } });
    expect(wrong.status()).toBe(403);
    expect(await wrong.json()).toMatchObject({ success: false, reason: "WRONG_PASSWORD" });
    const taken = await ctx.put("/backend/api/profile/update.php", { data: { ...base, email: other.email, current_password: user.password } });
    expect(taken.status()).toBe(409);
    expect(await taken.json()).toMatchObject({ success: false, error: "Email already exists" });
    expect((await profileOf(ctx)).profile.email).toBe(user.email);

    const changed = await ctx.put("/backend/api/profile/update.php", { data: { ...base, email: newEmail.toUpperCase(), current_password: user.password } });
    expect(changed.status()).toBe(200);
    expect((await changed.json()).profile.email).toBe(newEmail);
    const fresh = await client(playwright);
    expect((await login(fresh, user.email, user.password)).status()).toBe(401);
    expect((await login(fresh, newEmail, user.password)).status()).toBe(200);

    const bad = await ctx.put("/backend/api/profile/update.php", { data: { ...base, name: "  " } });
    expect(bad.status()).toBe(400);
  });

  test("avatar.php: an image by content is stored; other content is 415; over 5 MB is 413", async ({ playwright }) => {
    const user = await createUser();
    const ctx = await client(playwright, user);
    const res = await ctx.post("/backend/api/profile/avatar.php", { multipart: { image: { name: "me.png", mimeType: "image/png", buffer: PNG } } });
    expect(res.status()).toBe(200);
    const { image } = await res.json();
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await profileOf(ctx)).profile.image).toBe(image);
    expect((await ctx.get(image)).status()).toBe(200);

    const fake = await ctx.post("/backend/api/profile/avatar.php", {
      multipart: { image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") } },
    });
    expect(fake.status()).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await ctx.post("/backend/api/profile/avatar.php", { multipart: { image: { name: "big.png", mimeType: "image/png", buffer: big } } });
    expect(tooBig.status()).toBe(413);
    expect((await profileOf(ctx)).profile.image).toBe(image);
  });

  test("preferences.php: stored on the member; bad values are 400", async ({ playwright }) => {
    const user = await createUser();
    const ctx = await client(playwright, user);
    const res = await ctx.put("/backend/api/profile/preferences.php", { data: { theme: "light", notifications: false, email_notifications: false } });
    expect(res.status()).toBe(200);
    expect((await profileOf(ctx)).profile.preferences).toEqual({
      theme: "light",
      notifications: false,
      email_notifications: false,
      weekly_digest: false,
      list_researcher_page: false,
      calendar: "gregorian",
      digits: "latn",
    });
    expect((await ctx.put("/backend/api/profile/preferences.php", { data: { theme: "blue", notifications: true, email_notifications: true } })).status()).toBe(
      400,
    );
    expect((await ctx.put("/backend/api/profile/preferences.php", { data: { theme: "dark", notifications: "yes", email_notifications: true } })).status()).toBe(
      400,
    );
  });
});

test.describe("password change", () => {
  test("needs the right current password, at least 8 characters, not a common one, and a matching confirmation", async ({ playwright }) => {
    const user = await createUser();
    const ctx = await client(playwright, user);
    const put = (data: object) => ctx.put("/backend/api/profile/password.php", { data });
    const wrong = await put({ current_password: "nope", new_password: "new-pass-1", confirm_password: "new-pass-1" });
    expect(wrong.status()).toBe(403);
    expect(await wrong.json()).toMatchObject({ reason: "WRONG_PASSWORD" });
    const short = await put({ current_password: user.password, new_password: "short", confirm_password: "short" });
    expect(short.status()).toBe(400);
    expect((await short.json()).fields).toEqual({ new_password: "passwordMin" });
    const common = await put({ current_password: user.password, new_password: "password1", confirm_password: "password1" });
    expect(common.status()).toBe(400);
    expect(await common.json()).toMatchObject({ success: false, fields: { new_password: "passwordCommon" } });
    const mismatch = await put({ current_password: user.password, new_password: "new-pass-1", confirm_password: "new-pass-2" });
    expect(mismatch.status()).toBe(400);
    expect((await mismatch.json()).fields).toEqual({ confirm_password: "passwordsMismatch" });
    // nothing changed
    expect((await login(await client(playwright), user.email, user.password)).status()).toBe(200);
    expect((await (await client(playwright)).put("/backend/api/profile/password.php", { data: {} })).status()).toBe(401);
  });

  test("ends the member's other sessions, keeps this one; the new password signs in, the old does not", async ({ playwright }) => {
    const user = await createUser();
    const stranger = await createUser();
    const here = await client(playwright, user);
    const elsewhere = await client(playwright, user);
    const strangerCtx = await client(playwright, stranger);
    const res = await here.put("/backend/api/profile/password.php", {
      data: { current_password: user.password, new_password: "brand-new-pass", confirm_password: "brand-new-pass" },
    });
    expect(res.status()).toBe(200);
    expect((await here.get("/backend/api/profile/read.php")).status()).toBe(200);
    expect((await elsewhere.get("/backend/api/profile/read.php")).status()).toBe(401);
    expect((await strangerCtx.get("/backend/api/profile/read.php")).status()).toBe(200);
    const fresh = await client(playwright);
    expect((await login(fresh, user.email, user.password)).status()).toBe(401);
    expect((await login(fresh, user.email, "brand-new-pass")).status()).toBe(200);
  });
});

test.describe("password reset", () => {
  test("no enumeration: the same status and body for a known and an unknown e-mail; mail only to the known one", async ({ playwright }) => {
    const user = await createUser();
    const unknown = `nobody-${user.id.slice(0, 8)}@e2e.test`;
    const anon = await client(playwright);
    const a = await anon.post("/backend/api/auth/forgot_password.php", { data: { email: user.email } });
    const b = await anon.post("/backend/api/auth/forgot_password.php", { data: { email: unknown } });
    expect(a.status()).toBe(200);
    expect(b.status()).toBe(a.status());
    expect(await b.text()).toBe(await a.text());
    expect(await a.json()).toEqual({ success: true, message: expect.any(String) });
    const db = await testDb();
    expect(await db.mailOutbox.count({ where: { to: user.email } })).toBe(1);
    expect(await db.mailOutbox.count({ where: { to: unknown } })).toBe(0);
    expect((await anon.post("/backend/api/auth/forgot_password.php", { data: { email: "not-an-email" } })).status()).toBe(400);
  });

  test("the e-mailed token is stored only as a hash, resets the password once and ends every session", async ({ playwright }) => {
    const user = await createUser();
    const session = await client(playwright, user);
    const anon = await client(playwright);
    await anon.post("/backend/api/auth/forgot_password.php", { data: { email: user.email } });
    const token = await resetTokenFor(user.email);
    expect(token).toBeTruthy();
    const db = await testDb();
    const rows = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token!);
    expect(rows[0].tokenHash).toMatch(/^[a-f0-9]{64}$/);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);

    expect((await anon.post("/backend/api/auth/reset_password.php", { data: { token, password: "short" } })).status()).toBe(400);
    const common = await anon.post("/backend/api/auth/reset_password.php", { data: { token, password: "password1" } });
    expect(common.status()).toBe(400);
    expect(await common.json()).toMatchObject({ success: false, fields: { password: "passwordCommon" } });
    const ok = await anon.post("/backend/api/auth/reset_password.php", { data: { token, password: "reset-pass-1" } });
    expect(ok.status()).toBe(200);
    expect((await session.get("/backend/api/profile/read.php")).status()).toBe(401);
    expect((await login(anon, user.email, user.password)).status()).toBe(401);
    expect((await login(await client(playwright), user.email, "reset-pass-1")).status()).toBe(200);

    const again = await anon.post("/backend/api/auth/reset_password.php", { data: { token, password: "reset-pass-2" } });
    expect(again.status()).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, reason: "RESET_TOKEN_INVALID" });
    expect((await anon.post("/backend/api/auth/reset_password.php", { data: { token: "made-up-token", password: "reset-pass-2" } })).status()).toBe(400);
  });

  test("an expired token and a superseded one are refused", async ({ playwright }) => {
    const user = await createUser();
    const anon = await client(playwright);
    await anon.post("/backend/api/auth/forgot_password.php", { data: { email: user.email } });
    const first = await resetTokenFor(user.email);
    await anon.post("/backend/api/auth/forgot_password.php", { data: { email: user.email } });
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await anon.post("/backend/api/auth/reset_password.php", { data: { token: first, password: "reset-pass-1" } })).status()).toBe(400);
    const db = await testDb();
    await db.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await anon.post("/backend/api/auth/reset_password.php", { data: { token: second, password: "reset-pass-1" } });
    expect(expired.status()).toBe(400);
    expect((await login(anon, user.email, user.password)).status()).toBe(200);
  });

  test("is rate limited per e-mail, with the same answer whether the account exists or not", async ({ playwright }) => {
    const anon = await client(playwright);
    const email = `limit-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await anon.post("/backend/api/auth/forgot_password.php", { data: { email } })).status());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

test.describe("account deletion", () => {
  test("needs the password; ends every session; what the member wrote stays under a deleted member", async ({ playwright }) => {
    const user = await createUser();
    const here = await client(playwright, user);
    const elsewhere = await client(playwright, user);
    const db = await testDb();
    const opp = await db.opportunity.create({
      data: { title: "مشروع يبقى", description: "وصف", contactEmail: "a@b.c", authorName: user.name, status: "approved", userId: user.id },
    });

    expect((await here.delete("/backend/api/profile/delete.php", { data: { password: "wrong" } })).status()).toBe(403);
    const res = await here.delete("/backend/api/profile/delete.php", { data: { password: user.password } });
    expect(res.status()).toBe(200);
    expect((await here.get("/backend/api/profile/read.php")).status()).toBe(401);
    expect((await elsewhere.get("/backend/api/profile/read.php")).status()).toBe(401);
    expect((await login(await client(playwright), user.email, user.password)).status()).toBe(401);

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toBe(user.email);
    expect(row.name).toBe("عضو محذوف");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.account.count({ where: { userId: user.id } })).toBe(0);
    const kept = await db.opportunity.findUniqueOrThrow({ where: { id: opp.id } });
    expect(kept.authorName).toBe("عضو محذوف");

    // the e-mail is free again, and the admins' user list no longer shows the account
    const admin = await client(playwright, await createUser("admin"));
    const users = (await (await admin.get("/api.php?action=get_users")).json()).users as { id: string }[];
    expect(users.map((u) => u.id)).not.toContain(user.id);
    const again = await (
      await client(playwright)
    ).post("/backend/api/auth/register.php", { data: { email: user.email, password: "another-pass", name: "عائد" } });
    expect(again.status()).toBe(201);
  });

  test("a superadmin may delete themselves while another superadmin remains", async ({ playwright }) => {
    const sa = await createUser("superadmin");
    const ctx = await client(playwright, sa);
    expect((await ctx.delete("/backend/api/profile/delete.php", { data: { password: sa.password } })).status()).toBe(200);
  });
});

test.describe("notifications", () => {
  const joinAs = (opportunity_id: number) => joinBody(opportunity_id, { name: "باحث مشارك" });
  const list = async (ctx: APIRequestContext) => (await ctx.get("/backend/api/notifications/read.php")).json();

  test("one notification per event, to the right member only; mail by preference with one-click unsubscribe", async ({ playwright }) => {
    const owner = await createUser();
    const member = await createUser();
    const bystander = await createUser();
    const admin = await createUser("admin");
    const ownerCtx = await client(playwright, owner);
    const memberCtx = await client(playwright, member);
    const bystanderCtx = await client(playwright, bystander);
    const adminCtx = await client(playwright, admin);
    const db = await testDb();

    const created = await ownerCtx.post("/backend/api/opportunities/create.php", {
      data: { title: "دراسة المياه", description: "وصف", field: "بيئة", type: "تعاون بحثي", contact_email: "lab@uni.edu", tags: ["مياه"] },
    });
    const oppId = (await created.json()).id;
    expect(oppId).toBeTruthy();
    expect((await adminCtx.put("/backend/api/opportunities/update_status.php", { data: { id: oppId, status: "approved" } })).status()).toBe(200);

    let mine = await list(ownerCtx);
    expect(mine.unread).toBe(1);
    expect(mine.notifications).toEqual([
      {
        id: expect.any(Number),
        type: "opportunity_approved",
        title: "تمت الموافقة على مشروعك",
        body: expect.stringContaining("دراسة المياه"),
        link: "/academic-partnership",
        read: false,
        created_at: expect.any(String),
      },
    ]);
    expect((await list(adminCtx)).notifications).toEqual([]);

    const joined = await memberCtx.post("/backend/api/opportunities/join.php", { data: joinAs(oppId) });
    expect(joined.status()).toBe(201);
    mine = await list(ownerCtx);
    expect(mine.notifications.map((n: { type: string }) => n.type)).toEqual(["opportunity_join_request", "opportunity_approved"]);
    expect(mine.notifications[0].body).toContain("باحث مشارك");
    expect((await list(memberCtx)).notifications).toEqual([]);

    const requestId = (await db.partnershipRequest.findFirstOrThrow({ where: { opportunityId: oppId, userId: member.id } })).id;
    expect((await ownerCtx.put("/backend/api/opportunities/respond.php", { data: { id: requestId, status: "accepted" } })).status()).toBe(200);
    const memberList = await list(memberCtx);
    expect(memberList.notifications.map((n: { type: string }) => n.type)).toEqual(["request_accepted"]);
    expect(await list(bystanderCtx)).toEqual({ success: true, notifications: [], unread: 0 });

    // in English for an English reader
    const en = await playwright.request.newContext({
      baseURL: BASE(),
      storageState: {
        cookies: [{ name: "NEXT_LOCALE", value: "en", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }],
        origins: [],
      },
    });
    await loginAs(en, member);
    expect((await list(en)).notifications[0].title).toBe("Your request was accepted");

    // the same events went out by mail (e-mail notifications are on by default), with RFC 8058 headers
    const mails = await db.mailOutbox.findMany({ where: { to: owner.email }, orderBy: { id: "asc" } });
    expect(mails).toHaveLength(2);
    const headers = JSON.parse(mails[0].headers);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = headers["List-Unsubscribe"].slice(1, -1) as string;
    expect(url).toContain("/backend/api/notifications/unsubscribe.php?");
    expect(mails[0].html).toContain("<html");

    const path = new URL(url).pathname + new URL(url).search;
    const anon = await client(playwright);
    expect((await anon.post(path.replace(/t=[^&]+/, "t=forged"), { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(400);
    expect((await anon.post(path, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
    expect((await profileOf(ownerCtx)).profile.preferences.email_notifications).toBe(false);

    // in-app still on, mail off: the next event adds a notification but no mail
    const second = await createUser();
    await (await client(playwright, second)).post("/backend/api/opportunities/join.php", { data: joinAs(oppId) });
    expect((await list(ownerCtx)).unread).toBe(3);
    expect(await db.mailOutbox.count({ where: { to: owner.email } })).toBe(2);
    // and with notifications off, nothing at all
    await ownerCtx.put("/backend/api/profile/preferences.php", { data: { theme: "dark", notifications: false, email_notifications: false } });
    await (await client(playwright, await createUser())).post("/backend/api/opportunities/join.php", { data: joinAs(oppId) });
    expect((await list(ownerCtx)).unread).toBe(3);
  });

  test("a collaboration request notifies the project's author; declining notifies the requester", async ({ playwright }) => {
    const author = await createUser();
    const member = await createUser();
    const db = await testDb();
    const project = await db.researchProject.create({
      data: {
        title: "مشروع التعلم العميق",
        description: "وصف",
        institution: "جامعة",
        requiredExpertise: "تعلم آلي",
        authorName: author.name,
        userId: author.id,
      },
    });
    const memberCtx = await client(playwright, member);
    const authorCtx = await client(playwright, author);
    const sent = await memberCtx.post("/backend/api/research_projects/request.php", {
      data: { ...joinAs(0), opportunity_id: undefined, project_id: project.id },
    });
    expect(sent.status()).toBe(201);
    const got = await list(authorCtx);
    expect(got.notifications.map((n: { type: string; link: string }) => [n.type, n.link])).toEqual([["project_collaboration_request", "/research-projects"]]);
    const requestId = (await db.partnershipRequest.findFirstOrThrow({ where: { projectId: project.id } })).id;
    expect((await authorCtx.put("/backend/api/opportunities/respond.php", { data: { id: requestId, status: "declined" } })).status()).toBe(200);
    expect((await list(memberCtx)).notifications.map((n: { type: string }) => n.type)).toEqual(["request_declined"]);
  });

  test("only one's own notifications can be read and marked", async ({ playwright }) => {
    const a = await createUser();
    const b = await createUser();
    const db = await testDb();
    const na = await db.notification.create({
      data: { userId: a.id, type: "request_accepted", params: JSON.stringify({ title: "س" }), link: "/academic-partnership" },
    });
    await db.notification.create({ data: { userId: a.id, type: "request_declined", params: JSON.stringify({ title: "ص" }), link: "/academic-partnership" } });
    const aCtx = await client(playwright, a);
    const bCtx = await client(playwright, b);
    expect((await (await client(playwright)).get("/backend/api/notifications/read.php")).status()).toBe(401);
    expect((await list(bCtx)).notifications).toEqual([]);
    expect((await bCtx.put("/backend/api/notifications/mark_read.php", { data: { id: na.id } })).status()).toBe(404);
    expect((await list(aCtx)).unread).toBe(2);
    expect((await bCtx.put("/backend/api/notifications/mark_read.php", { data: { all: true } })).status()).toBe(200);
    expect((await list(aCtx)).unread).toBe(2);

    const one = await aCtx.put("/backend/api/notifications/mark_read.php", { data: { id: na.id } });
    expect(await one.json()).toEqual({ success: true, unread: 1 });
    const body = await list(aCtx);
    expect(body.notifications.find((n: { id: number }) => n.id === na.id).read).toBe(true);
    expect((await (await aCtx.get("/backend/api/notifications/read.php?unread=true")).json()).notifications).toHaveLength(1);
    expect(await (await aCtx.put("/backend/api/notifications/mark_read.php", { data: { all: true } })).json()).toEqual({ success: true, unread: 0 });
    expect((await aCtx.put("/backend/api/notifications/mark_read.php", { data: { all: false } })).status()).toBe(400);
  });
});
