import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { createUser, expect, loginAs, test, testDb, type TestUser } from "../fixtures";

// The Q&A and topic events of the account issue's notifications: one notice to the member concerned,
// none to anyone else, written in the same transaction as the change.
const BASE = () => test.info().project.use.baseURL as string;
async function client(playwright: PlaywrightWorkerArgs["playwright"], user: TestUser): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL: BASE() });
  await loginAs(ctx, user);
  return ctx;
}
const noticesOf = async (user: TestUser) => (await testDb()).notification.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
const uniq = () => Math.random().toString(36).slice(2, 8);

test("approve → answer → accept: the asker hears of the approval and the answer, the answerer of the acceptance", async ({ playwright }) => {
  const [asker, answerer, bystander, admin] = [await createUser(), await createUser(), await createUser(), await createUser("admin")];
  const title = `سؤال الإشعارات ${uniq()}`;
  const asAsker = await client(playwright, asker);
  const created = await asAsker.post("/backend/api/qa/create.php", { data: { title, description: "ما أفضل طريقة؟" } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).question.id;

  const asAdmin = await client(playwright, admin);
  expect((await asAdmin.put("/backend/api/qa/update_status.php", { data: { id, status: "approved" } })).status()).toBe(200);
  expect((await noticesOf(asker)).map((n) => n.type)).toEqual(["question_approved"]);

  const asAnswerer = await client(playwright, answerer);
  const answered = await asAnswerer.post("/backend/api/qa/answer.php", { data: { question_id: id, text: "جرّب هذا" } });
  expect(answered.status()).toBe(201);
  const answerId = (await answered.json()).answer.id;
  expect((await noticesOf(asker)).map((n) => n.type)).toEqual(["question_approved", "question_answered"]);

  expect((await asAsker.put("/backend/api/qa/accept.php", { data: { answer_id: answerId, accepted: true } })).status()).toBe(200);
  const [accepted] = await noticesOf(answerer);
  expect(accepted).toMatchObject({ type: "answer_accepted" });
  expect(JSON.parse(accepted.params)).toEqual({ title });
  // accepting it again is no new event; nobody else heard anything
  expect((await asAsker.put("/backend/api/qa/accept.php", { data: { answer_id: answerId, accepted: true } })).status()).toBe(200);
  expect(await noticesOf(answerer)).toHaveLength(1);
  expect(await noticesOf(bystander)).toHaveLength(0);
  expect(await noticesOf(admin)).toHaveLength(0);

  // the member reads it in their language
  const read = await (await asAnswerer.get("/backend/api/notifications/read.php")).json();
  expect(read.notifications[0]).toMatchObject({ type: "answer_accepted", read: false });
});

test("a topic's status change reaches each applicant once, worded in their language", async ({ playwright }) => {
  const [suggester, applicant, admin] = [await createUser(), await createUser(), await createUser("admin")];
  const db = await testDb();
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const topic = await db.topic.create({
    data: { title: `موضوع ${uniq()}`, author: "د. سارة", requirements: "إحصاء", deadline, status: "Active", userId: suggester.id, searchKey: "x" },
  });
  const asApplicant = await client(playwright, applicant);
  expect((await asApplicant.post("/backend/api/topics/apply.php", { data: { topic_id: topic.id, motivation: "أرغب في المشاركة" } })).status()).toBe(201);

  const asAdmin = await client(playwright, admin);
  expect((await asAdmin.put("/backend/api/topics/update_status.php", { data: { id: topic.id, status: "Under Review" } })).status()).toBe(200);
  const notices = await noticesOf(applicant);
  expect(notices.map((n) => n.type)).toEqual(["topic_application_status"]);
  const read = await (await asApplicant.get("/backend/api/notifications/read.php")).json();
  expect(read.notifications[0].body).toContain("قيد المراجعة");
  expect(await noticesOf(suggester)).toHaveLength(0);
});
