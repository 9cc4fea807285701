import { randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { DEFAULT_TIME_ZONE, yearMonthIn } from "../../lib/i18n/dates";
import { createUser, expect, loginAs, test, testDb, type TestUser } from "../fixtures";

// Audited admin writes, contact messages and their rate limit, latest updates, the
// audit list and the dashboard's figures. Whole-table checks (singletons, exact totals, 403s with
// every row unchanged) are in e2e/ui/admin-content.quiet.spec.ts, where nothing runs beside them.
const BASE = () => test.info().project.use.baseURL as string;

async function client(playwright: PlaywrightWorkerArgs["playwright"], user?: TestUser): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL: BASE() });
  if (user) await loginAs(ctx, user);
  return ctx;
}

/** The entries a given admin wrote (each test uses a fresh admin, so the count is exact). */
async function entriesOf(actor: TestUser) {
  return (await testDb()).auditEntry.findMany({ where: { actorId: actor.id }, orderBy: { id: "asc" } });
}

/** Runs `write`, then expects exactly one new entry by `actor` with the given action and target. */
async function expectOneEntry(actor: TestUser, action: string, targetId: string | number, write: () => Promise<unknown>) {
  const before = (await entriesOf(actor)).length;
  await write();
  const after = await entriesOf(actor);
  expect(after.length, `one entry for ${action}`).toBe(before + 1);
  const entry = after[after.length - 1];
  expect(entry).toMatchObject({ actorId: actor.id, actorEmail: actor.email, action, targetId: String(targetId) });
  expect(entry.summary.length).toBeGreaterThan(0);
  return entry;
}

const tag = () => randomUUID().slice(0, 8);
const article = () => ({
  title: `مقال ${tag()}`,
  content: "ملخص",
  author: "د. ليلى",
  keywords: "",
  image_path: "",
  full_content: "<p>نص</p>",
  category: "",
  read_time: 3,
});
const update = (over: Record<string, unknown> = {}) => ({
  title: `تحديث ${tag()}`,
  summary: "ملخص التحديث",
  author: "فريق منارة",
  category: "إعلان",
  date: "2026-03-15",
  ...over,
});
const message = (over: Record<string, unknown> = {}) => ({
  name: "سالم",
  email: "salem@uni.edu",
  subject: `استفسار ${tag()}`,
  message: "السلام عليكم، لدي سؤال.",
  ...over,
});

async function seedOpportunity(owner: TestUser, status = "pending") {
  return (await testDb()).opportunity.create({
    data: {
      title: `فرصة ${tag()}`,
      description: "وصف",
      field: "صحة",
      type: "تعاون بحثي",
      contactEmail: "lab@uni.edu",
      tags: "[]",
      authorName: owner.name,
      status,
      userId: owner.id,
      searchKey: "x",
    },
  });
}

test.describe("audit: every existing admin write records one entry naming the actor", () => {
  test("user role change and deletion", async ({ playwright }) => {
    const superadmin = await createUser("superadmin");
    const ctx = await client(playwright, superadmin);
    const member = await createUser();
    await expectOneEntry(superadmin, "user.role", member.id, async () => {
      expect((await ctx.put("/api.php?action=update_user", { data: { id: member.id, role: "admin" } })).status()).toBe(200);
    });
    await expectOneEntry(superadmin, "user.delete", member.id, async () => {
      expect((await ctx.delete("/api.php?action=delete_user", { data: { id: member.id } })).status()).toBe(200);
    });
  });

  test("refused writes record nothing: an admin on a superadmin, a member on admin endpoints", async ({ playwright }) => {
    const admin = await createUser("admin");
    const superadmin = await createUser("superadmin");
    const ctx = await client(playwright, admin);
    expect((await ctx.delete("/api.php?action=delete_user", { data: { id: superadmin.id } })).status()).toBe(403);
    expect((await ctx.put("/api.php?action=update_user", { data: { id: superadmin.id, role: "user" } })).status()).toBe(403);
    expect((await ctx.put("/backend/api/opportunities/update_status.php", { data: { id: 999999999, status: "approved" } })).status()).toBe(404);
    expect((await ctx.post("/backend/api/updates/create.php", { data: update({ title: "" }) })).status()).toBe(400);
    expect(await entriesOf(admin)).toHaveLength(0);

    const member = await createUser();
    const asMember = await client(playwright, member);
    const victim = await createUser();
    expect((await asMember.delete("/api.php?action=delete_user", { data: { id: victim.id } })).status()).toBe(403);
    expect((await asMember.post("/backend/api/posts/create.php", { data: article() })).status()).toBe(403);
    expect((await asMember.post("/backend/api/updates/create.php", { data: update() })).status()).toBe(403);
    expect(await entriesOf(member)).toHaveLength(0);
    expect(await (await testDb()).user.count({ where: { id: victim.id } })).toBe(1);
  });

  test("post create, update and delete", async ({ playwright }) => {
    const admin = await createUser("admin");
    const ctx = await client(playwright, admin);
    const res = await ctx.post("/backend/api/posts/create.php", { data: article() });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id as number;
    // the id is known only after the write: the one entry names it
    expect(await entriesOf(admin)).toEqual([
      expect.objectContaining({ action: "post.create", targetType: "post", targetId: String(id), actorId: admin.id, actorEmail: admin.email }),
    ]);
    await expectOneEntry(admin, "post.update", id, async () => {
      expect((await ctx.put("/backend/api/posts/update.php", { data: { ...article(), id } })).status()).toBe(200);
    });
    await expectOneEntry(admin, "post.delete", id, async () => {
      expect((await ctx.delete(`/backend/api/posts/delete.php?id=${id}`)).status()).toBe(200);
    });
  });

  test("opportunity status, an admin's edit and delete of a member's project; a member's own edit is not audited", async ({ playwright }) => {
    const admin = await createUser("admin");
    const owner = await createUser();
    const ctx = await client(playwright, admin);
    const o = await seedOpportunity(owner);
    const entry = await expectOneEntry(admin, "opportunity.status", o.id, async () => {
      expect((await ctx.put("/backend/api/opportunities/update_status.php", { data: { id: o.id, status: "approved" } })).status()).toBe(200);
    });
    // the step is kept as codes each reader's language words (no "pending → approved" in the text)
    expect(entry).toMatchObject({ summary: o.title, detail: JSON.stringify({ from: "pending", to: "approved" }) });
    // the same status again changes nothing and records nothing
    expect((await ctx.put("/backend/api/opportunities/update_status.php", { data: { id: o.id, status: "approved" } })).status()).toBe(200);
    expect(await entriesOf(admin)).toHaveLength(1);

    const edit = { id: o.id, title: "عنوان جديد", description: "وصف", field: "صحة", type: "تعاون بحثي", contact_email: "lab@uni.edu", tags: [] };
    const asOwner = await client(playwright, owner);
    expect((await asOwner.put("/backend/api/opportunities/update.php", { data: edit })).status()).toBe(200);
    expect(await entriesOf(owner)).toHaveLength(0);

    await expectOneEntry(admin, "opportunity.update", o.id, async () => {
      expect((await ctx.put("/backend/api/opportunities/update.php", { data: edit })).status()).toBe(200);
    });
    await expectOneEntry(admin, "opportunity.delete", o.id, async () => {
      expect((await ctx.delete("/backend/api/opportunities/delete.php", { data: { id: o.id } })).status()).toBe(200);
    });
  });
});

test.describe("contact", () => {
  test("a member's message reaches the admins: listed newest first, marked read once, deleted; each admin write audited", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    const first = message();
    const second = message();
    for (const m of [first, second]) {
      const res = await asMember.post("/backend/api/contact/send.php", { data: m });
      expect(res.status(), await res.text()).toBe(201);
    }
    const admin = await createUser("admin");
    const ctx = await client(playwright, admin);
    const list = await (await ctx.get("/backend/api/contact/messages.php")).json();
    const mine = list.messages.filter((m: { subject: string }) => [first.subject, second.subject].includes(m.subject));
    expect(mine.map((m: { subject: string }) => m.subject)).toEqual([second.subject, first.subject]);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      name: "سالم",
      email: "salem@uni.edu",
      subject: second.subject,
      message: second.message,
      status: "Unread",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list.unread).toBeGreaterThanOrEqual(2);
    const id = mine[0].id;

    await expectOneEntry(admin, "contact.mark_read", id, async () => {
      const res = await ctx.put("/backend/api/contact/mark_read.php", { data: { id } });
      expect(res.status()).toBe(200);
      expect((await res.json()).contact_message.status).toBe("Read");
    });
    // already read: nothing changes, nothing is recorded
    expect((await ctx.put("/backend/api/contact/mark_read.php", { data: { id } })).status()).toBe(200);
    expect(await entriesOf(admin)).toHaveLength(1);
    const read = await (await ctx.get("/backend/api/contact/messages.php?status=Read")).json();
    expect(read.messages.map((m: { id: number }) => m.id)).toContain(id);
    expect(read.messages.every((m: { status: string }) => m.status === "Read")).toBe(true);
    expect((await ctx.get("/backend/api/contact/messages.php?status=Maybe")).status()).toBe(400);

    await expectOneEntry(admin, "contact.delete", id, async () => {
      expect((await ctx.delete("/backend/api/contact/delete.php", { data: { id } })).status()).toBe(200);
    });
    expect((await ctx.delete("/backend/api/contact/delete.php", { data: { id } })).status()).toBe(404);
    expect(await (await testDb()).contactMessage.count({ where: { id } })).toBe(0);
  });

  test("all four fields are required and the e-mail must be valid", async ({ playwright }) => {
    const asMember = await client(playwright, await createUser());
    for (const bad of [message({ name: "" }), message({ subject: " " }), message({ message: "" }), message({ email: "not-an-email" })]) {
      expect((await asMember.post("/backend/api/contact/send.php", { data: bad })).status()).toBe(400);
    }
    const anon = await client(playwright);
    expect((await anon.post("/backend/api/contact/send.php", { data: message() })).status()).toBe(401);
  });

  test("rate limited per member: the sixth message within the hour is a 429 with Retry-After, counted in the database", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    for (let i = 0; i < 5; i++) expect((await asMember.post("/backend/api/contact/send.php", { data: message() })).status()).toBe(201);
    const res = await asMember.post("/backend/api/contact/send.php", { data: message() });
    expect(res.status()).toBe(429);
    expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      success: false,
      error: "You have sent several messages recently. Please try again later.",
      code: "RATE_LIMITED",
      reason: "CONTACT_RATE_LIMITED",
    });
    const db = await testDb();
    expect(await db.contactMessage.count({ where: { userId: member.id } })).toBe(5);
    expect(await db.rateLimitHit.count({ where: { key: `contact:${member.id}` } })).toBe(5);
    // another member is not affected
    const other = await client(playwright, await createUser());
    expect((await other.post("/backend/api/contact/send.php", { data: message() })).status()).toBe(201);
  });
});

test.describe("latest updates", () => {
  test("create, read newest first, edit and delete, each audited; missing fields answer 'Please fill in all fields'", async ({ playwright }) => {
    const admin = await createUser("admin");
    const ctx = await client(playwright, admin);
    for (const field of ["title", "summary", "author", "category", "date"]) {
      const res = await ctx.post("/backend/api/updates/create.php", { data: update({ [field]: "" }) });
      expect(res.status()).toBe(400);
      expect((await res.json()).error).toBe("Please fill in all fields");
    }
    expect(await entriesOf(admin)).toHaveLength(0);

    const input = update({ date: "2099-01-02" }); // the newest of all
    const res = await ctx.post("/backend/api/updates/create.php", { data: input });
    expect(res.status()).toBe(201);
    const created = (await res.json()).update;
    const id = created.id as number;
    expect(created).toEqual({
      id,
      title: input.title,
      summary: input.summary,
      author: input.author,
      category: input.category,
      date: "2099-01-02T12:00:00.000Z",
    });
    expect(await entriesOf(admin)).toEqual([expect.objectContaining({ action: "update.create", targetId: String(id) })]);

    const asMember = await client(playwright, await createUser());
    const read = await (await asMember.get("/backend/api/updates/read.php")).json();
    expect(read.updates[0].id).toBe(id);
    const dates = read.updates.map((u: { date: string }) => u.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    await expectOneEntry(admin, "update.update", id, async () => {
      const r = await ctx.put("/backend/api/updates/update.php", { data: { ...input, id, title: "عنوان معدل" } });
      expect(r.status()).toBe(200);
      expect((await r.json()).update.title).toBe("عنوان معدل");
    });
    await expectOneEntry(admin, "update.delete", id, async () => {
      expect((await ctx.delete("/backend/api/updates/delete.php", { data: { id } })).status()).toBe(200);
    });
    expect((await ctx.delete("/backend/api/updates/delete.php", { data: { id } })).status()).toBe(404);
    expect(await entriesOf(admin)).toHaveLength(3);
  });
});

test.describe("audit.php", () => {
  test("filters by action and actor, pages newest first, and is for admins only", async ({ playwright }) => {
    const admin = await createUser("admin");
    const ctx = await client(playwright, admin);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await ctx.post("/backend/api/updates/create.php", { data: update() });
      ids.push((await r.json()).update.id);
    }
    await ctx.delete("/backend/api/updates/delete.php", { data: { id: ids[0] } });

    const byActor = await (await ctx.get(`/backend/api/admin/audit.php?actor=${encodeURIComponent(admin.email)}`)).json();
    expect(byActor.total).toBe(4);
    expect(byActor.entries.map((e: { action: string }) => e.action)).toEqual(["update.delete", "update.create", "update.create", "update.create"]);
    expect(byActor.entries[0]).toEqual({
      id: expect.any(Number),
      actor_id: admin.id,
      actor_email: admin.email,
      action: "update.delete",
      target_type: "latest_update",
      target_id: String(ids[0]),
      summary: expect.any(String),
      detail: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const byId = await (await ctx.get(`/backend/api/admin/audit.php?actor=${admin.id}&action=update.create&limit=2&page=2`)).json();
    expect(byId).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(byId.entries.map((e: { target_id: string }) => e.target_id)).toEqual([String(ids[0])]);
    const prefix = await (await ctx.get(`/backend/api/admin/audit.php?actor=${admin.id}&action=update.`)).json();
    expect(prefix.total).toBe(4);
    expect((await ctx.get("/backend/api/admin/audit.php?limit=500")).status()).toBe(400);

    const member = await client(playwright, await createUser());
    expect((await member.get("/backend/api/admin/audit.php")).status()).toBe(403);
    expect((await (await client(playwright)).get("/backend/api/admin/audit.php")).status()).toBe(401);
  });
});

test.describe("stats.php", () => {
  test("the spec's shape: totals, the last seven months ending now, resources by kind", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser("admin"));
    const body = await (await ctx.get("/backend/api/admin/stats.php")).json();
    expect(Object.keys(body.totals).sort()).toEqual(["posts", "questions", "resources", "users"]);
    expect(body.by_month).toHaveLength(7);
    // the app's time zone's months (the e2e server runs with the default zone)
    const { year, monthIndex } = yearMonthIn(new Date(), DEFAULT_TIME_ZONE);
    const months = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(year, monthIndex - 6 + i, 1)).toISOString().slice(0, 7));
    expect(body.by_month.map((m: { month: string }) => m.month)).toEqual(months);
    expect(body.resources_by_kind).toContainEqual({ kind: "articles", count: expect.any(Number) });
    expect(body.totals.resources).toBe(body.resources_by_kind.reduce((s: number, k: { count: number }) => s + k.count, 0));
    expect((await (await client(playwright, await createUser())).get("/backend/api/admin/stats.php")).status()).toBe(403);
  });
});
