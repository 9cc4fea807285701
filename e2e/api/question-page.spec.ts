import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";

// A question's own page (/qa-section/{id}) answers with a real status for every role, and the
// notifications about a question link to it.

async function seedQuestion(userId: string, name: string, status = "approved", title = `سؤال ${Math.random().toString(36).slice(2, 8)}`) {
  return (await testDb()).question.create({ data: { title, description: "وصف السؤال", status, userId, authorName: name, searchKey: title } });
}

test.describe("/qa-section/{id}", () => {
  test("role matrix: anonymous to sign-in; a member sees an approved question; another's pending one is 404 except to its asker and an admin", async ({
    playwright,
  }) => {
    const asker = await createUser();
    const member = await createUser();
    const admin = await createUser("admin");
    const approved = await seedQuestion(asker.id, asker.name);
    const pending = await seedQuestion(asker.id, asker.name, "pending");

    const anonymous = await (await client(playwright)).get(`/qa-section/${approved.id}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(307);
    expect(anonymous.headers().location).toContain("/login");

    const m = await client(playwright, member);
    const page = await m.get(`/qa-section/${approved.id}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(`<title>${approved.title}`);
    expect((await m.get(`/qa-section/${pending.id}`)).status()).toBe(404);
    expect((await m.get(`/qa-section/999999999`)).status()).toBe(404);
    expect((await m.get(`/qa-section/not-a-number`)).status()).toBe(404);
    expect((await (await client(playwright, asker)).get(`/qa-section/${pending.id}`)).status()).toBe(200);
    expect((await (await client(playwright, admin)).get(`/qa-section/${pending.id}`)).status()).toBe(200);
  });

  test("answered, accepted and approved notifications link to the question's page", async ({ playwright }) => {
    const asker = await createUser();
    const answerer = await createUser();
    const admin = await createUser("admin");
    const q = await seedQuestion(asker.id, asker.name, "pending");
    const a = await client(playwright, admin);
    expect((await a.put("/backend/api/qa/update_status.php", { data: { id: q.id, status: "approved" } })).status()).toBe(200);
    const answered = await (await client(playwright, answerer)).post("/backend/api/qa/answer.php", { data: { question_id: q.id, text: "إجابة مفيدة" } });
    expect(answered.status()).toBe(201);
    const answerId = (await answered.json()).answer.id;
    expect((await (await client(playwright, asker)).put("/backend/api/qa/accept.php", { data: { answer_id: answerId, accepted: true } })).status()).toBe(200);
    const db = await testDb();
    const links = await db.notification.findMany({ where: { userId: { in: [asker.id, answerer.id] } }, select: { type: true, link: true } });
    expect(links.map((n) => n.type).sort()).toEqual(["answer_accepted", "question_answered", "question_approved"]);
    for (const n of links) expect(n.link).toBe(`/qa-section/${q.id}`);
  });
});
