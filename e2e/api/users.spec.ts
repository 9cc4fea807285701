import { randomUUID } from "node:crypto";
import { createUser, expect, loginAs, test, testDb, type Role, type TestUser } from "../fixtures";

const GET_USERS = "/api.php?action=get_users";
const DELETE_USER = "/api.php?action=delete_user";
const UPDATE_USER = "/api.php?action=update_user";

const roleOf = async (id: string) => (await (await testDb()).user.findUnique({ where: { id } }))?.role ?? null;

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

test.describe("DELETE /api.php?action=delete_user", () => {
  for (const [actorRole, targetRole, status] of DELETE_MATRIX) {
    test(`${actorRole} deleting a ${targetRole} → ${status}`, async ({ request }) => {
      const actor = await createUser(actorRole);
      const target = await createUser(targetRole);
      await loginAs(request, actor);
      const res = await request.delete(DELETE_USER, { data: { id: target.id } });
      expect(res.status()).toBe(status);
      expect((await res.json()).success).toBe(status === 200);
      expect(await roleOf(target.id)).toBe(status === 200 ? null : targetRole);
    });
  }

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
