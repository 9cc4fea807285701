import { randomUUID } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";
import { freshLoopbackAddress, postFrom } from "../client-address";
import { PNG } from "./learning-helpers";

// Write budgets (lib/server/write-limits.ts): per member, per client address, per account. Each
// test has its own members (and its own client address), so nothing here spends another test's
// budget: the window is filled with rows first, then the next write must be refused.
const HOUR = 60 * 60;
const WRITE_REFUSAL = { success: false, error: "Too many requests. Please try again later.", code: "RATE_LIMITED", reason: "WRITE_RATE_LIMITED" };

/** `count` counted hits of `key` in the current window, as earlier writes would have left. */
async function fill(key: string, count: number) {
  const db = await testDb();
  await db.rateLimitHit.createMany({ data: Array.from({ length: count }, () => ({ key, passed: true })) });
}

async function expectRefused(res: APIResponse, body: object = WRITE_REFUSAL, maxWait = HOUR) {
  expect(res.status(), await res.text()).toBe(429);
  expect(await res.json()).toEqual(body);
  const retryAfter = Number(res.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWait);
}

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const png = () => ({ name: "a.png", mimeType: "image/png", buffer: PNG });

type Write = { action: string; max: number; send: (ctx: APIRequestContext) => Promise<APIResponse>; stored: (user: TestUser) => Promise<number> };
const WRITES: Write[] = [
  {
    action: "question",
    max: 30,
    send: (c) => c.post("/backend/api/qa/create.php", { data: { title: `سؤال ${randomUUID()}`, description: "تفاصيل" } }),
    stored: async (u) => (await testDb()).question.count({ where: { userId: u.id } }),
  },
  {
    action: "answer",
    max: 60,
    send: (c) => c.post("/backend/api/qa/answer.php", { data: { question_id: 1, text: "إجابة" } }),
    stored: async (u) => (await testDb()).answer.count({ where: { userId: u.id } }),
  },
  {
    action: "opportunity",
    max: 20,
    send: (c) => c.post("/backend/api/opportunities/create.php", { data: { title: "فرصة", description: "وصف", contact_email: "o@e2e.test" } }),
    stored: async (u) => (await testDb()).opportunity.count({ where: { userId: u.id } }),
  },
  {
    action: "project",
    max: 20,
    send: (c) =>
      c.post("/backend/api/research_projects/create.php", {
        multipart: { title: "مشروع", description: "وصف", institution: "جامعة", requiredExpertise: "إحصاء", tags: JSON.stringify(["بيانات"]) },
      }),
    stored: async (u) => (await testDb()).researchProject.count({ where: { userId: u.id } }),
  },
  {
    action: "topic",
    max: 20,
    send: (c) => c.post("/backend/api/topics/create.php", { data: { title: "موضوع", author: "باحث", requirements: "شروط", deadline: future() } }),
    stored: async (u) => (await testDb()).topic.count({ where: { userId: u.id } }),
  },
  {
    action: "resource",
    max: 30,
    send: (c) =>
      c.post("/backend/api/resources/create.php", { data: { title: "مورد", description: "وصف", type: "article", download_url: "https://example.org/a" } }),
    stored: async (u) => (await testDb()).learningResource.count({ where: { userId: u.id } }),
  },
  {
    action: "upload",
    max: 60,
    send: (c) => c.post("/backend/api/qa/upload_image.php", { multipart: { image: png() } }),
    stored: async () => 0,
  },
  {
    action: "upload",
    max: 60,
    send: (c) => c.post("/backend/api/profile/avatar.php", { multipart: { image: png() } }),
    stored: async (u) => ((await (await testDb()).user.findUniqueOrThrow({ where: { id: u.id } })).image ? 1 : 0),
  },
];

test.describe("per-member write budgets: past the budget a write is a 429 with Retry-After, and nothing is stored", () => {
  for (const w of WRITES) {
    test(`${w.action}: ${w.send.toString().match(/\/backend\/api\/[\w/.]+/)?.[0]}`, async ({ playwright }) => {
      const member = await createUser();
      const asMember = await client(playwright, member);
      await fill(`${w.action}:${member.id}`, w.max);
      await expectRefused(await w.send(asMember));
      expect(await w.stored(member)).toBe(0);
      expect(await (await testDb()).rateLimitHit.count({ where: { key: `${w.action}:${member.id}` } })).toBe(w.max);
      // another member's budget is their own
      const other = await createUser();
      expect((await w.send(await client(playwright, other))).status()).not.toBe(429);
    });
  }

  test("the last place of a budget is taken by a real write, the next one is refused", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    await fill(`topic:${member.id}`, 19);
    const topic = WRITES.find((w) => w.action === "topic")!;
    expect((await topic.send(asMember)).status()).toBe(201);
    await expectRefused(await topic.send(asMember));
    expect(await topic.stored(member)).toBe(1);
  });

  test("12 parallel questions for the last 3 places: at most 3 are stored, the rest are 429s", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    await fill(`question:${member.id}`, 27);
    const question = WRITES[0];
    const statuses = await Promise.all(Array.from({ length: 12 }, () => question.send(asMember).then((r) => r.status())));
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBe(12 - created);
    expect(await question.stored(member)).toBe(created);
    expect(await (await testDb()).rateLimitHit.count({ where: { key: `question:${member.id}` } })).toBe(27 + created);
  });

  test("an admin's budget is ten times a member's, on the admin-only uploads too", async ({ playwright }) => {
    const admin = await createUser("admin");
    const asAdmin = await client(playwright, admin);
    await fill(`upload:${admin.id}`, 599);
    expect((await asAdmin.post("/backend/api/posts/upload_image.php", { multipart: { image: png() } })).status()).toBe(200);
    await expectRefused(await asAdmin.post("/backend/api/posts/upload_image.php", { multipart: { image: png() } }));
  });

  test("the contact form keeps its own budget of 5 an hour", async ({ playwright }) => {
    const member = await createUser();
    await fill(`contact:${member.id}`, 5);
    const res = await (
      await client(playwright, member)
    ).post("/backend/api/contact/send.php", {
      data: { name: "عضو", email: "m@e2e.test", subject: "سؤال", message: "نص" },
    });
    await expectRefused(res, {
      success: false,
      error: "You have sent several messages recently. Please try again later.",
      code: "RATE_LIMITED",
      reason: "CONTACT_RATE_LIMITED",
    });
  });
});

test.describe("registrations per client address", () => {
  const register = (address: string, email = `r-${randomUUID().slice(0, 8)}@e2e.test`) =>
    postFrom(address, "/backend/api/auth/register.php", { email, password: "Quiet-River-2026", name: "عضو" });

  test("the 31st registration from one address within the hour is a 429; another address still registers", async () => {
    const address = freshLoopbackAddress();
    await fill(`register:${address}`, 29);
    const last = await register(address);
    expect(last.status).toBe(201);
    // (other tests register at the same time: the refused e-mail is what must not exist)
    const refusedEmail = `r-${randomUUID().slice(0, 8)}@e2e.test`;
    const refused = await register(address, refusedEmail);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(WRITE_REFUSAL);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await (await testDb()).user.count({ where: { email: refusedEmail } })).toBe(0);
    // another address has a budget of its own
    const other = freshLoopbackAddress();
    expect((await register(other)).status).toBe(201);
  });
});

test.describe("password confirmations per account: wrong current passwords are counted like failed sign-ins", () => {
  test("10 wrong ones over profile update, password change and deletion; then each refuses even the right password", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    const update = (current_password: string) =>
      asMember.put("/backend/api/profile/update.php", { data: { name: member.name, email: `new-${randomUUID().slice(0, 8)}@e2e.test`, current_password } });
    const change = (current_password: string) =>
      asMember.put("/backend/api/profile/password.php", {
        data: { current_password, new_password: "Quiet-River-2026-new", confirm_password: "Quiet-River-2026-new" },
      });
    const remove = (password: string) => asMember.delete("/backend/api/profile/delete.php", { data: { password } });
    // a right password is not a failure: it is forgotten
    expect((await update(member.password)).status()).toBe(200);
    for (const [i, send] of [update, update, update, update, change, change, change, remove, remove, remove].entries()) {
      expect((await send(`wrong-${i}`)).status(), `attempt ${i}`).toBe(403);
    }
    const db = await testDb();
    expect(await db.rateLimitHit.count({ where: { key: `password:${member.id}` } })).toBe(10);
    const refusal = { success: false, error: "Too many failed attempts. Please try again later.", code: "RATE_LIMITED", reason: "PASSWORD_RATE_LIMITED" };
    for (const send of [update, change, remove]) await expectRefused(await send(member.password), refusal, 15 * 60);
    // nothing changed: the account, its e-mail and its password are as they were
    const row = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row.deletedAt).toBeNull();
    expect(await db.rateLimitHit.count({ where: { key: `password:${member.id}` } })).toBe(10);
  });

  test("parallel wrong passwords: at most 10 are checked, the rest are refused unchecked", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => asMember.delete("/backend/api/profile/delete.php", { data: { password: `wrong-${i}` } }).then((r) => r.status())),
    );
    const checked = statuses.filter((s) => s === 403).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBe(25 - checked);
  });
});
