import { indexedKeyOf } from "../../lib/search/arabic";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";
import { seedOpportunity } from "../seed/opportunities";
import { seedTopic } from "../seed/topics";

// One moderation mechanism for every kind: the transition map decides (409 BAD_TRANSITION for a
// step it does not allow, nothing stored), the same status again is a no-op, and of two
// moderators deciding at once exactly one wins.

const uniq = () => Math.random().toString(36).slice(2, 8);

async function seedQuestion(asker: TestUser, status = "pending") {
  const db = await testDb();
  const title = `سؤال للإشراف ${uniq()}`;
  return db.question.create({
    data: { title, description: "تفاصيل", status, userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, "تفاصيل", "") },
  });
}

async function seedResource(by: TestUser, status = "Draft") {
  const db = await testDb();
  const title = `مورد للإشراف ${uniq()}`;
  return db.learningResource.create({
    data: { title, type: "guide", author: by.name, status, userId: by.id, downloadUrl: "https://example.org/guide", searchKey: indexedKeyOf(title) },
  });
}

const statusOf = {
  question: async (id: number) => (await (await testDb()).question.findUniqueOrThrow({ where: { id } })).status,
  opportunity: async (id: number) => (await (await testDb()).opportunity.findUniqueOrThrow({ where: { id } })).status,
  topic: async (id: number) => (await (await testDb()).topic.findUniqueOrThrow({ where: { id } })).status,
  resource: async (id: number) => (await (await testDb()).learningResource.findUniqueOrThrow({ where: { id } })).status,
};

test.describe("status transitions on the server", () => {
  test("Q&A: a skipped step (approved → rejected, rejected → approved) is 409 BAD_TRANSITION and stores nothing", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const q = await seedQuestion(await createUser());
    const set = (status: string) => admin.put("/backend/api/qa/update_status.php", { data: { id: q.id, status } });
    expect((await set("approved")).status()).toBe(200);
    const skipped = await set("rejected");
    expect(skipped.status()).toBe(409);
    expect(await skipped.json()).toMatchObject({ success: false, code: "BAD_TRANSITION" });
    expect(await statusOf.question(q.id)).toBe("approved");
    expect((await set("approved")).status()).toBe(200); // the same status again changes nothing
    expect((await set("pending")).status()).toBe(200);
    expect((await set("rejected")).status()).toBe(200);
    expect((await set("approved")).status()).toBe(409);
    expect(await statusOf.question(q.id)).toBe("rejected");
    const audit = await (await testDb()).auditEntry.findMany({ where: { targetType: "question", targetId: String(q.id) }, orderBy: { id: "asc" } });
    expect(audit.map((e) => e.action)).toEqual(["question.approve", "question.reopen", "question.reject"]);
  });

  test("opportunities: the refused step answers BAD_TRANSITION", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const o = await seedOpportunity(await createUser(), { status: "approved" });
    const res = await admin.put("/backend/api/opportunities/update_status.php", { data: { id: o.id, status: "rejected" } });
    expect(res.status()).toBe(409);
    expect(await res.json()).toMatchObject({ success: false, code: "BAD_TRANSITION" });
    expect(await statusOf.opportunity(o.id)).toBe("approved");
  });

  test("topics and resources move both ways along their maps; an unknown status is a 400", async ({ playwright }) => {
    const admin = await client(playwright, await createUser("admin"));
    const topic = await seedTopic(await createUser(), { status: "Under Review" });
    const setTopic = (status: unknown) => admin.put("/backend/api/topics/update_status.php", { data: { id: topic.id, status } });
    expect((await setTopic("Active")).status()).toBe(200);
    expect((await setTopic("Under Review")).status()).toBe(200);
    expect((await setTopic("Closed")).status()).toBe(400);
    expect(await statusOf.topic(topic.id)).toBe("Under Review");

    const r = await seedResource(await createUser());
    const setResource = (status: unknown) => admin.put("/backend/api/resources/update.php", { data: { id: r.id, status } });
    expect((await setResource("Published")).status()).toBe(200);
    expect(await statusOf.resource(r.id)).toBe("Published");
    expect((await setResource("Archived")).status()).toBe(400);
    expect((await setResource("Draft")).status()).toBe(200);
    expect(await statusOf.resource(r.id)).toBe("Draft");
    const audit = await (await testDb()).auditEntry.findMany({ where: { targetType: "resource", targetId: String(r.id) }, orderBy: { id: "asc" } });
    expect(audit.map((e) => e.action)).toEqual(["resource.publish", "resource.unpublish"]);
  });

  test("members cannot moderate (403), guests are 401", async ({ playwright }) => {
    const member = await client(playwright, await createUser());
    const guest = await client(playwright);
    const q = await seedQuestion(await createUser());
    for (const ctx of [member, guest]) {
      const res = await ctx.put("/backend/api/qa/update_status.php", { data: { id: q.id, status: "approved" } });
      expect(res.status()).toBe(ctx === member ? 403 : 401);
    }
    expect(await statusOf.question(q.id)).toBe("pending");
  });

  test("two moderators deciding a pending question at once: exactly one decision wins", async ({ playwright }) => {
    const [a, b] = await Promise.all([client(playwright, await createUser("admin")), client(playwright, await createUser("admin"))]);
    for (let round = 0; round < 3; round++) {
      const q = await seedQuestion(await createUser());
      const [approve, reject] = await Promise.all([
        a.put("/backend/api/qa/update_status.php", { data: { id: q.id, status: "approved" } }),
        b.put("/backend/api/qa/update_status.php", { data: { id: q.id, status: "rejected" } }),
      ]);
      expect([approve.status(), reject.status()].sort()).toEqual([200, 409]);
      const winner = approve.status() === 200 ? "approved" : "rejected";
      expect(await statusOf.question(q.id)).toBe(winner);
      const audit = await (await testDb()).auditEntry.count({ where: { targetType: "question", targetId: String(q.id) } });
      expect(audit).toBe(1);
    }
  });
});
