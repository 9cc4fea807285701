import { apiClient as client, createUser, expect, test, testDb, type Role } from "../fixtures";
import { dayFromNow, seedTopic } from "../seed/topics";
import { writeMatrix } from "./write-matrix";

const API = "/backend/api/topics";

const uniq = () => Math.random().toString(36).slice(2, 8);

const topicRows = async (id: number) => {
  const db = await testDb();
  return {
    topic: await db.topic.findUnique({ where: { id } }),
    applications: await db.topicApplication.findMany({ where: { topicId: id }, orderBy: { id: "asc" } }),
  };
};
const valid = () => ({ title: "الأمن السيبراني في المستشفيات", author: "د. سامي", requirements: "خلفية في الشبكات", deadline: dayFromNow(20) });

test.describe("read.php", () => {
  test("anonymous 401; members see Active topics and their own, in the API's documented shape and `closed` after the deadline", async ({ playwright }) => {
    expect((await (await client(playwright)).get(`${API}/read.php`)).status()).toBe(401);
    const suggester = await createUser();
    const member = await createUser();
    const active = await seedTopic(suggester);
    const review = await seedTopic(suggester, { status: "Under Review" });
    const past = await seedTopic(suggester, { deadline: dayFromNow(-2) });
    const today = await seedTopic(suggester, { deadline: dayFromNow(0) });
    const db = await testDb();
    await db.topicApplication.create({ data: { topicId: active.id, userId: member.id, motivation: "أرغب" } });

    const ctx = await client(playwright, member);
    const res = await ctx.get(`${API}/read.php?limit=100`);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, page: 1, limit: 100 });
    const byId = new Map(body.topics.map((t: { id: number }) => [t.id, t]));
    expect(byId.has(review.id)).toBe(false);
    expect(byId.get(active.id)).toEqual({
      id: active.id,
      title: active.title,
      author: "د. باحث",
      requirements: "خبرة في الإحصاء",
      deadline: active.deadline,
      status: "Active",
      applications: 1,
      applied: true,
      closed: false,
      user_id: suggester.id,
      created_at: active.createdAt.toISOString(),
      can_manage: false,
    });
    expect(byId.get(past.id)).toMatchObject({ closed: true, applied: false, applications: 0 });
    expect(byId.get(today.id)).toMatchObject({ closed: false });

    const own = await (await (await client(playwright, suggester)).get(`${API}/read.php?mine=true`)).json();
    expect(own.topics.map((t: { id: number }) => t.id)).toEqual([today.id, past.id, review.id, active.id]);
    expect(own.topics[0].can_manage).toBe(true);
  });

  test("?admin=true for admins only; status filter, stemmed search and paging; bad queries 400", async ({ playwright }) => {
    const suggester = await createUser();
    const tag = uniq();
    const a = await seedTopic(suggester, { status: "Under Review", title: `المكتبات الجامعية ${tag}` });
    const b = await seedTopic(suggester, { status: "Active", title: `مكتبة المدرسة ${tag}` });
    for (const role of ["admin", "superadmin"] as Role[]) {
      const ctx = await client(playwright, await createUser(role));
      const all = await (await ctx.get(`${API}/read.php?admin=true&q=${encodeURIComponent(`مكتبة ${tag}`)}`)).json();
      expect(all.topics.map((t: { id: number }) => t.id)).toEqual([b.id, a.id]);
      const review = await (await ctx.get(`${API}/read.php?admin=true&status=${encodeURIComponent("Under Review")}&q=${tag}`)).json();
      expect(review.topics.map((t: { id: number }) => t.id)).toEqual([a.id]);
      const paged = await (await ctx.get(`${API}/read.php?admin=true&q=${tag}&limit=1&page=2`)).json();
      expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, next_cursor: null });
      const first = await (await ctx.get(`${API}/read.php?admin=true&q=${tag}&limit=1`)).json();
      expect(first.next_cursor).toBe(b.id);
      const next = await (await ctx.get(`${API}/read.php?admin=true&q=${tag}&limit=1&cursor=${first.next_cursor}`)).json();
      expect(next.topics.map((t: { id: number }) => t.id)).toEqual([a.id]);
    }
    const member = await client(playwright, await createUser());
    expect((await member.get(`${API}/read.php?admin=true`)).status()).toBe(403);
    expect((await (await member.get(`${API}/read.php?q=${tag}`)).json()).topics.map((t: { id: number }) => t.id)).toEqual([b.id]);
    for (const bad of ["status=Closed", "limit=0", "page=x"]) expect((await member.get(`${API}/read.php?${bad}`)).status(), bad).toBe(400);
  });
});

test.describe("create.php", () => {
  test("a member suggests: 201, Under Review, trimmed; the form's messages; nothing stored on a refusal", async ({ playwright }) => {
    const db = await testDb();
    const member = await createUser();
    const ctx = await client(playwright, member);
    const input = valid();
    const res = await ctx.post(`${API}/create.php`, { data: { ...input, title: `  ${input.title}  `, status: "Active", user_id: "x" } });
    expect(res.status()).toBe(201);
    const { topic } = await res.json();
    expect(topic).toMatchObject({ ...input, status: "Under Review", applications: 0, applied: false, closed: false, user_id: member.id, can_manage: true });
    expect(await db.auditEntry.count({ where: { actorId: member.id } })).toBe(0);

    const before = await db.topic.count({ where: { userId: member.id } });
    const cases: [object, string][] = [
      [{ ...input, title: "   " }, "title: Title is required"],
      [{ ...input, author: "" }, "author: Author is required"],
      [{ ...input, requirements: " " }, "requirements: Requirements are required"],
      [{ ...input, deadline: "" }, "deadline: Deadline is required"],
      [{ title: input.title, author: input.author, requirements: input.requirements }, "deadline: Deadline is required"],
      [{ ...input, deadline: "2026-02-30" }, "deadline: The deadline must be a date (YYYY-MM-DD)"],
      [{ ...input, deadline: dayFromNow(-1) }, "deadline: The deadline cannot be in the past"],
      [{ ...input, title: { x: 1 } }, "title: Title is required"],
    ];
    for (const [data, error] of cases) {
      const r = await ctx.post(`${API}/create.php`, { data });
      expect(r.status(), error).toBe(400);
      expect((await r.json()).error).toBe(error);
    }
    expect((await ctx.post(`${API}/create.php`, { data: { ...input, title: "x".repeat(201) } })).status()).toBe(400);
    expect((await ctx.post(`${API}/create.php`, { headers: { "Content-Type": "application/json" }, data: Buffer.from("[") })).status()).toBe(400);
    expect(await db.topic.count({ where: { userId: member.id } })).toBe(before);
    expect((await (await client(playwright)).post(`${API}/create.php`, { data: input })).status()).toBe(401);

    const admin = await createUser("admin");
    const byAdmin = await (await client(playwright, admin)).post(`${API}/create.php`, { data: input });
    expect(byAdmin.status()).toBe(201);
    const created = (await byAdmin.json()).topic;
    expect(created.status).toBe("Under Review");
    expect(await db.auditEntry.count({ where: { actorId: admin.id, action: "topic.create", targetId: String(created.id) } })).toBe(1);
  });
});

test.describe("writes: the authorization matrix", () => {
  writeMatrix(API, {
    seed: (suggester) => seedTopic(suggester, { status: "Active" }),
    rows: topicRows,
    update: {
      data: (row) => ({ id: row.id, ...valid() }),
      done: async (res, _row, suggester) => expect((await res.json()).topic).toMatchObject({ ...valid(), status: "Active", user_id: suggester.id }),
    },
    status: { to: "Under Review", done: async (res) => expect((await res.json()).topic.status).toBe("Under Review") },
    remove: { done: async (_res, row) => expect(await (await testDb()).topic.findUnique({ where: { id: row.id } })).toBeNull() },
    audit: { targetType: "topic", actions: ["topic.update", "topic.review", "topic.delete"] },
    author: { name: "suggester", update: 403, status: 403, remove: 200 },
    other: { update: 403, status: 403, remove: 403 },
  });

  test("bad input is 400, missing ids 404", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser("admin"));
    const row = await seedTopic(await createUser());
    const snap = await topicRows(row.id);
    for (const data of [{ id: row.id }, { id: row.id, ...valid(), deadline: "soon" }, { id: "x", ...valid() }, { ...valid() }]) {
      expect((await ctx.put(`${API}/update.php`, { data })).status()).toBe(400);
    }
    for (const status of ["Closed", "active", "", null])
      expect((await ctx.put(`${API}/update_status.php`, { data: { id: row.id, status } })).status()).toBe(400);
    expect(await topicRows(row.id)).toEqual(snap);
    expect((await ctx.put(`${API}/update.php`, { data: { id: 99_999_999, ...valid() } })).status()).toBe(404);
    expect((await ctx.put(`${API}/update_status.php`, { data: { id: 99_999_999, status: "Active" } })).status()).toBe(404);
    expect((await ctx.delete(`${API}/delete.php`, { data: { id: 99_999_999 } })).status()).toBe(404);
    expect((await ctx.delete(`${API}/delete.php`, { data: { id: -1 } })).status()).toBe(400);
  });
});

test.describe("apply.php and applications.php", () => {
  test("one application per member (409 on a repeat); Active and open only; the count rises", async ({ playwright }) => {
    const db = await testDb();
    const suggester = await createUser();
    const member = await createUser();
    const topic = await seedTopic(suggester);
    const ctx = await client(playwright, member);
    const res = await ctx.post(`${API}/apply.php`, { data: { topic_id: topic.id, motivation: "  أعمل على موضوع قريب  ", user_id: suggester.id } });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      applications: 1,
      application: { topic_id: topic.id, user_id: member.id, name: member.name, email: member.email, motivation: "أعمل على موضوع قريب" },
    });
    const again = await ctx.post(`${API}/apply.php`, { data: { topic_id: topic.id, motivation: "مرة أخرى" } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, code: "CONFLICT", reason: "ALREADY_APPLIED", error: "You have already applied to this topic" });
    const listed = (await (await ctx.get(`${API}/read.php?limit=100`)).json()).topics.find((t: { id: number }) => t.id === topic.id);
    expect(listed).toMatchObject({ applications: 1, applied: true });

    const closed = await seedTopic(suggester, { deadline: dayFromNow(-1) });
    const c1 = await ctx.post(`${API}/apply.php`, { data: { topic_id: closed.id, motivation: "x" } });
    expect(c1.status()).toBe(409);
    expect((await c1.json()).reason).toBe("TOPIC_CLOSED");
    const review = await seedTopic(suggester, { status: "Under Review" });
    expect((await ctx.post(`${API}/apply.php`, { data: { topic_id: review.id, motivation: "x" } })).status()).toBe(404);
    const asSuggester = await client(playwright, suggester);
    const own = await asSuggester.post(`${API}/apply.php`, { data: { topic_id: review.id, motivation: "x" } });
    expect(own.status()).toBe(409);
    expect((await own.json()).reason).toBe("TOPIC_NOT_ACTIVE");
    for (const data of [
      {},
      { topic_id: topic.id },
      { topic_id: topic.id, motivation: " " },
      { topic_id: "x", motivation: "y" },
      { topic_id: topic.id, motivation: "x".repeat(1001) },
    ]) {
      expect((await ctx.post(`${API}/apply.php`, { data })).status()).toBe(400);
    }
    expect((await ctx.post(`${API}/apply.php`, { data: { topic_id: 99_999_999, motivation: "x" } })).status()).toBe(404);
    expect(await db.topicApplication.count({ where: { topicId: { in: [topic.id, closed.id, review.id] } } })).toBe(1);
    expect((await (await client(playwright)).post(`${API}/apply.php`, { data: { topic_id: topic.id, motivation: "x" } })).status()).toBe(401);
  });

  test("applications: the suggester and admins see them (newest first); other members 403", async ({ playwright }) => {
    const db = await testDb();
    const suggester = await createUser();
    const topic = await seedTopic(suggester);
    const [m1, m2] = [await createUser(), await createUser()];
    const first = await db.topicApplication.create({
      data: { topicId: topic.id, userId: m1.id, motivation: "الأول", createdAt: new Date(Date.now() - 60_000) },
    });
    const second = await db.topicApplication.create({ data: { topicId: topic.id, userId: m2.id, motivation: "الثاني" } });
    for (const who of [suggester, await createUser("admin"), await createUser("superadmin")]) {
      const res = await (await client(playwright, who)).get(`${API}/applications.php?id=${topic.id}`);
      expect(res.status()).toBe(200);
      expect((await res.json()).applications).toEqual([
        { id: second.id, topic_id: topic.id, user_id: m2.id, name: m2.name, email: m2.email, motivation: "الثاني", created_at: second.createdAt.toISOString() },
        { id: first.id, topic_id: topic.id, user_id: m1.id, name: m1.name, email: m1.email, motivation: "الأول", created_at: first.createdAt.toISOString() },
      ]);
    }
    const asMember = await client(playwright, m1);
    expect((await asMember.get(`${API}/applications.php?id=${topic.id}`)).status()).toBe(403);
    expect((await asMember.get(`${API}/applications.php?id=abc`)).status()).toBe(400);
    expect((await asMember.get(`${API}/applications.php`)).status()).toBe(400);
    expect((await asMember.get(`${API}/applications.php?id=99999999`)).status()).toBe(404);
    expect((await (await client(playwright)).get(`${API}/applications.php?id=${topic.id}`)).status()).toBe(401);
  });

  test("race: 20 applications at once by one member leave one; 20 members at once leave 20", async ({ playwright }) => {
    const db = await testDb();
    const topic = await seedTopic(await createUser());
    const one = await client(playwright, await createUser());
    const burst = await Promise.all(Array.from({ length: 20 }, () => one.post(`${API}/apply.php`, { data: { topic_id: topic.id, motivation: "x" } })));
    expect(burst.filter((r) => r.status() === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.status() === 409)).toHaveLength(19);
    const members = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const contexts = await Promise.all(members.map((m) => client(playwright, m)));
    const results = await Promise.all(contexts.map((c) => c.post(`${API}/apply.php`, { data: { topic_id: topic.id, motivation: "y" } })));
    for (const r of results) expect(r.status()).toBe(201);
    expect(await db.topicApplication.count({ where: { topicId: topic.id } })).toBe(21);
    await Promise.all([one, ...contexts].map((c) => c.dispose()));
  });
});
