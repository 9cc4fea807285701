import { DEFAULT_TIME_ZONE, monthStartIn } from "../../lib/i18n/dates";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";

// Whole-database checks of the admin-managed content, run alone after every other spec (project "quiet"):
// About us and contact info are single records, and totals must equal the rows exactly.
test.describe.configure({ mode: "serial" });

async function snapshot() {
  const db = await testDb();
  return {
    audit: await db.auditEntry.count(),
    about: await db.aboutPage.findMany(),
    team: await db.aboutTeamMember.findMany({ orderBy: { id: "asc" } }),
    values: await db.aboutValue.findMany({ orderBy: { id: "asc" } }),
    info: await db.contactInfo.findMany(),
    messages: await db.contactMessage.findMany({ orderBy: { id: "asc" } }),
    updates: await db.latestUpdate.findMany({ orderBy: { id: "asc" } }),
    users: await db.user.findMany({ select: { id: true, role: true }, orderBy: { id: "asc" } }),
  };
}

test("members get 403 on every admin-content endpoint, and every stored row stays as it was", async ({ playwright }) => {
  const db = await testDb();
  const someone = await createUser();
  const msg = await db.contactMessage.create({ data: { userId: someone.id, name: "ن", email: "n@uni.edu", subject: "س", message: "م" } });
  const upd = await db.latestUpdate.create({ data: { title: "ت", summary: "م", author: "ك", category: "ف", date: new Date() } });
  const member = await client(playwright, await createUser());
  const before = await snapshot();
  const calls: [string, string, object?][] = [
    ["PUT", "/backend/api/about/update.php", { mission: "<p>x</p>", team: [], values: [] }],
    ["PUT", "/backend/api/contact/update_info.php", { address: "a", email: "a@b.co", phone: "1" }],
    ["GET", "/backend/api/contact/messages.php"],
    ["PUT", "/backend/api/contact/mark_read.php", { id: msg.id }],
    ["DELETE", "/backend/api/contact/delete.php", { id: msg.id }],
    ["POST", "/backend/api/updates/create.php", { title: "t", summary: "s", author: "a", category: "c", date: "2026-01-01" }],
    ["PUT", "/backend/api/updates/update.php", { id: upd.id, title: "t", summary: "s", author: "a", category: "c", date: "2026-01-01" }],
    ["DELETE", "/backend/api/updates/delete.php", { id: upd.id }],
    ["GET", "/backend/api/admin/stats.php"],
    ["GET", "/backend/api/admin/audit.php"],
    ["PUT", "/api.php?action=update_user", { id: someone.id, role: "admin" }],
    ["DELETE", "/api.php?action=delete_user", { id: someone.id }],
  ];
  for (const [method, url, data] of calls) {
    const res = await member.fetch(url, { method, data });
    expect(res.status(), `${method} ${url}`).toBe(403);
  }
  expect(await snapshot()).toEqual(before);
});

test("About us and the contact info persist what an admin saves (sanitized, in order), one audit entry each", async ({ playwright }) => {
  const admin = await createUser("admin");
  const ctx = await client(playwright, admin);
  const about = {
    mission: "<p>رسالتنا <strong>المعرفة</strong></p><script>alert(1)</script>",
    team: [
      { name: "ب", role: "دور ب", description: "وصف ب" },
      { name: "أ", role: "دور أ", description: "وصف أ" },
    ],
    values: ["القيمة الثانية", "القيمة الأولى"],
  };
  const res = await ctx.put("/backend/api/about/update.php", { data: about });
  expect(res.status(), await res.text()).toBe(200);
  const member = await client(playwright, await createUser());
  const read = (await (await member.get("/backend/api/about/read.php")).json()).about;
  expect(read).toEqual({ mission: '<p dir="auto">رسالتنا <strong>المعرفة</strong></p>', team: about.team, values: about.values });

  const info = { address: "عمّان، الأردن", email: "hello@manara.test", phone: "+962 6 000 0000" };
  expect((await ctx.put("/backend/api/contact/update_info.php", { data: info })).status()).toBe(200);
  expect((await (await member.get("/backend/api/contact/info.php")).json()).info).toEqual(info);
  expect((await ctx.put("/backend/api/contact/update_info.php", { data: { ...info, email: "nope" } })).status()).toBe(400);

  const entries = await (await testDb()).auditEntry.findMany({ where: { actorId: admin.id } });
  expect(entries.map((e) => e.action).sort()).toEqual(["about.update", "contact.update_info"]);
});

test("stats.php equals the rows: totals and each of the last seven months", async ({ playwright }) => {
  // what a moderator hid is in no count
  const db = await testDb();
  const ctx = await client(playwright, await createUser("admin"));
  const body = await (await ctx.get("/backend/api/admin/stats.php")).json();
  const posts = await db.post.count();
  const kinds = [
    { kind: "articles", count: posts },
    { kind: "guides", count: await db.learningResource.count({ where: { type: "guide", hiddenAt: null } }) },
    { kind: "videos", count: await db.learningResource.count({ where: { type: "video", hiddenAt: null } }) },
    { kind: "readings", count: await db.learningResource.count({ where: { type: "article", hiddenAt: null } }) },
    { kind: "books", count: await db.book.count() },
    { kind: "exams", count: await db.exam.count() },
  ];
  expect(kinds.filter((k) => k.kind !== "articles").every((k) => k.count > 0)).toBe(true); // the demo content has each kind
  expect(body.totals).toEqual({
    users: await db.user.count({ where: { deletedAt: null } }),
    posts,
    questions: await db.question.count({ where: { hiddenAt: null } }),
    resources: kinds.reduce((n, k) => n + k.count, 0),
  });
  expect(body.resources_by_kind).toEqual(kinds);
  for (const m of body.by_month as { month: string; users: number; posts: number }[]) {
    const [y, mo] = m.month.split("-").map(Number);
    const range = { gte: monthStartIn(y, mo - 1, DEFAULT_TIME_ZONE), lt: monthStartIn(y, mo, DEFAULT_TIME_ZONE) };
    expect(m).toEqual({
      month: m.month,
      users: await db.user.count({ where: { createdAt: range, deletedAt: null } }),
      posts: await db.post.count({ where: { createdAt: range } }),
    });
  }
  // a known insert moves the figures by exactly one
  await createUser();
  const after = await (await ctx.get("/backend/api/admin/stats.php")).json();
  expect(after.totals.users).toBe(body.totals.users + 1);
  expect(after.by_month[6].users).toBe(body.by_month[6].users + 1);
});
