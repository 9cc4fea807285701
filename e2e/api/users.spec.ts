import { randomUUID } from "node:crypto";
import { createUser, expect, loginAs, test, testDb, type Role, type TestUser } from "../fixtures";

const GET_USERS = "/api.php?action=get_users";
const DELETE_USER = "/api.php?action=delete_user";
const UPDATE_USER = "/api.php?action=update_user";
const PURGE_USER = "/api.php?action=purge_user";

const roleOf = async (id: string) => (await (await testDb()).user.findUnique({ where: { id } }))?.role ?? null;
/** The account's state: live with its role, anonymized ("removed"), or gone altogether (purged). */
const stateOf = async (id: string) => {
  const row = await (await testDb()).user.findUnique({ where: { id } });
  return !row ? "gone" : row.deletedAt ? "removed" : row.role;
};

test.describe("GET /api.php?action=get_users", () => {
  test("an admin gets {success, users:[{id,email,name,role}]}", async ({ request }) => {
    const admin = await createUser("admin");
    const member = await createUser("user");
    await loginAs(request, admin);
    const res = await request.get(GET_USERS);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    const row = body.users.find((u: { id: string }) => u.id === member.id);
    expect(row).toEqual({ id: member.id, email: member.email, name: member.name, role: "user" });
    expect(Object.keys(body.users[0]).sort()).toEqual(["email", "id", "name", "role"]);
  });

  test("searches (Arabic-normalized) and paginates", async ({ request }) => {
    const admin = await createUser("admin");
    const tag = randomUUID().slice(0, 6);
    const target = await createUser("user", { name: `أحمد المُهندس ${tag}` });
    await loginAs(request, admin);
    const found = await (await request.get(`${GET_USERS}&q=${encodeURIComponent(`احمد المهندس ${tag}`)}`)).json();
    expect(found.users.map((u: { id: string }) => u.id)).toEqual([target.id]);
    expect(found.total).toBe(1);
    const page = await (await request.get(`${GET_USERS}&page=1&limit=2`)).json();
    expect(page.users).toHaveLength(2);
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.total).toBeGreaterThan(2);
    const none = await (await request.get(`${GET_USERS}&q=no-such-user-${tag}`)).json();
    expect(none).toMatchObject({ success: true, users: [], total: 0 });
  });

  test("stays usable with 10,000 users", async ({ request }) => {
    const db = await testDb();
    const batch = randomUUID().slice(0, 6);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: `bulk-${batch}-${i}`,
      name: `Bulk ${batch} ${i}`,
      email: `bulk-${batch}-${i}@e2e.test`,
      searchKey: `bulk ${batch} ${i} bulk-${batch}-${i}@e2e.test`,
    }));
    for (let i = 0; i < rows.length; i += 2000) await db.user.createMany({ data: rows.slice(i, i + 2000) });
    const admin = await createUser("admin");
    await loginAs(request, admin);
    const page = await (await request.get(`${GET_USERS}&page=3&limit=20&q=bulk ${batch}`)).json();
    expect(page.users).toHaveLength(20);
    expect(page.total).toBe(10_000);
    const one = await (await request.get(`${GET_USERS}&q=bulk-${batch}-9876@`)).json();
    expect(one.users.map((u: { email: string }) => u.email)).toEqual([`bulk-${batch}-9876@e2e.test`]);
    await db.user.deleteMany({ where: { id: { startsWith: `bulk-${batch}-` } } });
  });

  test("anonymous 401, member 403, bad query 400", async ({ request }) => {
    expect((await request.get(GET_USERS)).status()).toBe(401);
    await loginAs(request, await createUser("user"));
    const member = await request.get(GET_USERS);
    expect(member.status()).toBe(403);
    expect(await member.json()).toEqual({ success: false, error: "Forbidden", code: "FORBIDDEN" });
    await loginAs(request, await createUser("admin"));
    expect((await request.get(`${GET_USERS}&page=0`)).status()).toBe(400);
    expect((await request.get(`${GET_USERS}&limit=abc`)).status()).toBe(400);
    expect((await request.get("/api.php?action=nope")).status()).toBe(400);
    expect((await request.post(GET_USERS)).status()).toBe(405);
  });
});

// Who may change whom: [actor, target, expected status]
const DELETE_MATRIX: [Role, Role, number][] = [
  ["user", "user", 403],
  ["admin", "user", 200],
  ["admin", "admin", 403],
  ["admin", "superadmin", 403],
  ["superadmin", "user", 200],
  ["superadmin", "admin", 200],
  ["superadmin", "superadmin", 403],
];

/** `asker`'s approved question `title`, whose accepted answer is `author`'s `text`. */
async function acceptedAnswer(asker: TestUser, title: string, author: TestUser, text: string) {
  const db = await testDb();
  const question = await db.question.create({ data: { title, description: "تفاصيل", status: "approved", userId: asker.id, authorName: asker.name } });
  const answer = await db.answer.create({ data: { questionId: question.id, userId: author.id, authorName: author.name, text } });
  await db.question.update({ where: { id: question.id }, data: { acceptedAnswerId: answer.id } });
  return { question, answer };
}

/** Who may remove whom through `url` (DELETE_MATRIX); a refused call leaves the target as it was. */
function deleteMatrix(verb: string, url: string, removed: "removed" | "gone") {
  for (const [actorRole, targetRole, status] of DELETE_MATRIX) {
    test(`${actorRole} ${verb} a ${targetRole} → ${status}`, async ({ request }) => {
      const actor = await createUser(actorRole);
      const target = await createUser(targetRole);
      await loginAs(request, actor);
      const res = await request.delete(url, { data: { id: target.id } });
      expect(res.status()).toBe(status);
      expect((await res.json()).success).toBe(status === 200);
      expect(await stateOf(target.id)).toBe(status === 200 ? removed : targetRole);
    });
  }
}

test.describe("DELETE /api.php?action=delete_user", () => {
  deleteMatrix("deleting", DELETE_USER, "removed");

  test("removal anonymizes as self-deletion does: the accepted answer, the question and the article stay under 'Deleted member'", async ({ playwright }) => {
    const db = await testDb();
    const asker = await createUser();
    const target = await createUser("user", { name: `باحث يغادر ${randomUUID().slice(0, 6)}` });
    const admin = await createUser("superadmin");
    const { question, answer } = await acceptedAnswer(asker, "كيف أبدأ؟", target, "إجابة مقبولة");
    const own = await db.question.create({
      data: { title: "سؤال العضو", description: "تفاصيل", status: "approved", userId: target.id, authorName: target.name },
    });
    const post = await db.post.create({ data: { title: "مقال العضو", author: target.name, content: "نص", createdById: target.id } });
    const opp = await db.opportunity.create({
      data: { title: "فرصة", description: "وصف", contactEmail: "a@b.c", authorName: target.name, status: "approved", userId: target.id },
    });

    const adminCtx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(adminCtx, admin);
    const res = await adminCtx.delete(DELETE_USER, { data: { id: target.id } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "User deleted" });

    const askerCtx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(askerCtx, asker);
    const single = await (await askerCtx.get(`/backend/api/qa/get_single.php?id=${question.id}`)).json();
    expect(single.answers).toEqual([expect.objectContaining({ id: answer.id, accepted: true, author: "عضو محذوف", text: "إجابة مقبولة" })]);
    expect(single.question).toMatchObject({ solved: true });
    expect((await db.question.findUniqueOrThrow({ where: { id: own.id } })).authorName).toBe("عضو محذوف");
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).author).toBe("عضو محذوف");
    expect((await db.opportunity.findUniqueOrThrow({ where: { id: opp.id } })).authorName).toBe("عضو محذوف");

    const row = await db.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(row).toMatchObject({ name: "عضو محذوف", image: null, phone: null });
    expect(row.email).not.toBe(target.email);
    expect(await db.account.count({ where: { userId: target.id } })).toBe(0);
    // out of the list, and a second removal finds nobody
    const users = (await (await adminCtx.get(GET_USERS)).json()).users as { id: string }[];
    expect(users.map((u) => u.id)).not.toContain(target.id);
    expect((await adminCtx.delete(DELETE_USER, { data: { id: target.id } })).status()).toBe(404);
    const audit = await db.auditEntry.findFirst({ where: { action: "user.delete", targetId: target.id } });
    expect(audit?.summary).toBe(target.email);
    await Promise.all([adminCtx.dispose(), askerCtx.dispose()]);
  });

  test("the user total of stats.php counts live accounts only", async ({ playwright }) => {
    const db = await testDb();
    const target = await createUser();
    const adminCtx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(adminCtx, await createUser("admin"));
    expect((await adminCtx.delete(DELETE_USER, { data: { id: target.id } })).status()).toBe(200);
    expect(await db.user.count({ where: { deletedAt: { not: null } } })).toBeGreaterThan(0);
    // other tests add members meanwhile: compare with the live rows in one quiet moment
    let matched = false;
    for (let i = 0; i < 10 && !matched; i++) {
      const before = await db.user.count({ where: { deletedAt: null } });
      const shown = (await (await adminCtx.get("/backend/api/admin/stats.php")).json()).totals.users;
      const after = await db.user.count({ where: { deletedAt: null } });
      if (before === after) {
        expect(shown).toBe(before);
        matched = true;
      }
    }
    expect(matched).toBe(true);
    await adminCtx.dispose();
  });

  test("nobody deletes themselves; unknown ids are 404; bad bodies 400; anonymous 401", async ({ request }) => {
    expect((await request.delete(DELETE_USER, { data: { id: "x" } })).status()).toBe(401);
    const admin = await createUser("superadmin");
    await loginAs(request, admin);
    const self = await request.delete(DELETE_USER, { data: { id: admin.id } });
    expect(self.status()).toBe(403);
    expect(await roleOf(admin.id)).toBe("superadmin");
    expect((await request.delete(DELETE_USER, { data: { id: "no-such-id" } })).status()).toBe(404);
    for (const data of [{}, { id: "" }, { id: { $ne: 1 } }, { id: "' OR 1=1 --" }]) {
      const res = await request.delete(DELETE_USER, { data });
      expect([400, 404]).toContain(res.status());
    }
    const bad = await request.delete(DELETE_USER, { headers: { "Content-Type": "application/json" }, data: Buffer.from("{") });
    expect(bad.status()).toBe(400);
  });

  test("deleting a member ends their sessions", async ({ request, playwright }) => {
    const member = await createUser("user");
    const memberCtx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(memberCtx, member);
    expect((await memberCtx.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
    await loginAs(request, await createUser("admin"));
    expect((await request.delete(DELETE_USER, { data: { id: member.id } })).status()).toBe(200);
    expect((await memberCtx.get("/profile", { maxRedirects: 0 })).status()).toBe(307);
    await memberCtx.dispose();
  });
});

test.describe("DELETE /api.php?action=purge_user", () => {
  deleteMatrix("purging", PURGE_USER, "gone");

  test("removes the account and everything it wrote, and says so in the audit log", async ({ request }) => {
    const db = await testDb();
    const asker = await createUser();
    const spammer = await createUser();
    const admin = await createUser("admin");
    const { question, answer: spamAnswer } = await acceptedAnswer(asker, "سؤال حقيقي", spammer, "رابط دعائي");
    const spamQuestion = await db.question.create({
      data: { title: "إعلان", description: "إعلان", status: "approved", userId: spammer.id, authorName: spammer.name },
    });
    const opp = await db.opportunity.create({
      data: { title: "إعلان", description: "إعلان", contactEmail: "s@p.am", authorName: spammer.name, userId: spammer.id },
    });
    const topic = await db.topic.create({ data: { title: "إعلان", author: spammer.name, requirements: "لا شيء", deadline: "2099-01-01", userId: spammer.id } });
    const resource = await db.learningResource.create({
      data: { title: "إعلان", type: "article", author: spammer.name, downloadUrl: "https://spam.example", userId: spammer.id },
    });

    await loginAs(request, admin);
    const res = await request.delete(PURGE_USER, { data: { id: spammer.id } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "User purged",
      removed: { posts: 0, questions: 1, answers: 1, opportunities: 1, projects: 0, topics: 1, resources: 1 },
    });
    expect(await stateOf(spammer.id)).toBe("gone");
    expect(await db.answer.findUnique({ where: { id: spamAnswer.id } })).toBeNull();
    expect(await db.question.findUnique({ where: { id: spamQuestion.id } })).toBeNull();
    expect(await db.opportunity.findUnique({ where: { id: opp.id } })).toBeNull();
    expect(await db.topic.findUnique({ where: { id: topic.id } })).toBeNull();
    expect(await db.learningResource.findUnique({ where: { id: resource.id } })).toBeNull();
    // the real question stays, no longer solved by the spam
    expect(await db.question.findUniqueOrThrow({ where: { id: question.id } })).toMatchObject({ acceptedAnswerId: null });
    const audit = await db.auditEntry.findFirst({ where: { action: "user.purge", targetId: spammer.id } });
    expect(audit).toMatchObject({ actorId: admin.id, summary: `${spammer.email}: 1 questions, 1 answers, 1 opportunities, 1 topics, 1 resources` });
    expect((await request.delete(PURGE_USER, { data: { id: spammer.id } })).status()).toBe(404);
  });

  test("an account its member already deleted can still be purged; bad input 400; anonymous 401; GET 405", async ({ request, playwright }) => {
    expect((await request.delete(PURGE_USER, { data: { id: "x" } })).status()).toBe(401);
    const db = await testDb();
    const spammer = await createUser();
    const spam = await db.question.create({ data: { title: "إعلان", description: "إعلان", status: "approved", userId: spammer.id, authorName: spammer.name } });
    const own = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(own, spammer);
    expect((await own.delete("/backend/api/profile/delete.php", { data: { password: spammer.password } })).status()).toBe(200);
    await own.dispose();
    expect(await stateOf(spammer.id)).toBe("removed");

    await loginAs(request, await createUser("admin"));
    for (const data of [{}, { id: "" }, { id: ["x"] }]) expect((await request.delete(PURGE_USER, { data })).status()).toBe(400);
    expect((await request.get(PURGE_USER)).status()).toBe(405);
    expect((await request.delete(PURGE_USER, { data: { id: spammer.id } })).status()).toBe(200);
    expect(await stateOf(spammer.id)).toBe("gone");
    expect(await db.question.findUnique({ where: { id: spam.id } })).toBeNull();
  });
});

const ROLE_MATRIX: [Role, Role, "user" | "admin", number][] = [
  ["user", "user", "admin", 403],
  ["admin", "user", "admin", 403],
  ["admin", "admin", "user", 403],
  ["superadmin", "user", "admin", 200],
  ["superadmin", "admin", "user", 200],
  ["superadmin", "superadmin", "user", 403],
  ["admin", "superadmin", "user", 403],
];

test.describe("PUT /api.php?action=update_user", () => {
  for (const [actorRole, targetRole, role, status] of ROLE_MATRIX) {
    test(`${actorRole} setting a ${targetRole} to ${role} → ${status}`, async ({ request }) => {
      const actor: TestUser = await createUser(actorRole);
      const target = await createUser(targetRole);
      await loginAs(request, actor);
      const res = await request.put(UPDATE_USER, { data: { id: target.id, role } });
      expect(res.status()).toBe(status);
      expect(await roleOf(target.id)).toBe(status === 200 ? role : targetRole);
    });
  }

  test("role superadmin cannot be granted; bad input 400; self-change refused", async ({ request }) => {
    const admin = await createUser("superadmin");
    const member = await createUser("user");
    await loginAs(request, admin);
    for (const data of [{ id: member.id, role: "superadmin" }, { id: member.id }, { id: member.id, role: "ADMIN" }, { role: "admin" }]) {
      const res = await request.put(UPDATE_USER, { data });
      expect(res.status()).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    expect(await roleOf(member.id)).toBe("user");
    expect((await request.put(UPDATE_USER, { data: { id: admin.id, role: "user" } })).status()).toBe(403);
    expect(await roleOf(admin.id)).toBe("superadmin");
  });

  test("a demoted admin loses admin access at once", async ({ request, playwright }) => {
    const admin = await createUser("admin");
    const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(ctx, admin);
    expect((await ctx.get(GET_USERS)).status()).toBe(200);
    await loginAs(request, await createUser("superadmin"));
    expect((await request.put(UPDATE_USER, { data: { id: admin.id, role: "user" } })).status()).toBe(200);
    expect((await ctx.get(GET_USERS)).status()).toBe(403);
    await ctx.dispose();
  });
});
