import { indexedKeyOf } from "../../lib/search/arabic";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";

const CREATE = "/backend/api/reports/create.php";
const RESOLVE = "/backend/api/reports/resolve.php";
const QUEUE = "/backend/api/admin/queue.php";

// the queue's counts are compared with the whole table, so nothing else writes meanwhile
test.describe.configure({ mode: "serial" });

const uniq = () => Math.random().toString(36).slice(2, 8);

async function seedQuestion(asker: TestUser, status = "approved", title = `سؤال ${uniq()}`) {
  const db = await testDb();
  return db.question.create({
    data: { title, description: "تفاصيل", keyword: "", status, userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, "تفاصيل", "") },
  });
}

async function seedAnswer(questionId: number, author: TestUser) {
  const db = await testDb();
  return db.answer.create({ data: { questionId, userId: author.id, authorName: author.name, text: `إجابة ${uniq()}` } });
}

test("create.php: anonymous 401, a member 201 once (409 again), an unseen or missing item 404, bad input 400", async ({ playwright }) => {
  const asker = await createUser();
  const member = await createUser();
  const question = await seedQuestion(asker);
  const pending = await seedQuestion(asker, "pending");

  const anon = await client(playwright);
  expect((await anon.post(CREATE, { data: { type: "question", id: question.id, reason: "spam" } })).status()).toBe(401);

  const asMember = await client(playwright, member);
  const res = await asMember.post(CREATE, { data: { type: "question", id: question.id, reason: "spam", note: "إعلان" } });
  expect(res.status()).toBe(201);
  const { report } = await res.json();
  expect(report).toMatchObject({ type: "question", item_id: String(question.id), reason: "spam", note: "إعلان", status: "open", resolved_at: null });

  const again = await asMember.post(CREATE, { data: { type: "question", id: question.id, reason: "abuse" } });
  expect(again.status()).toBe(409);
  expect((await again.json()).reason).toBe("ALREADY_REPORTED");

  // another member's pending question is not theirs to see; a missing one does not exist
  expect((await asMember.post(CREATE, { data: { type: "question", id: pending.id, reason: "spam" } })).status()).toBe(404);
  expect((await asMember.post(CREATE, { data: { type: "answer", id: 2 ** 31 - 1, reason: "spam" } })).status()).toBe(404);
  expect((await asMember.post(CREATE, { data: { type: "member", id: "nobody-" + uniq(), reason: "spam" } })).status()).toBe(404);
  expect((await asMember.post(CREATE, { data: { type: "question", id: question.id, reason: "boring" } })).status()).toBe(400);
  expect((await asMember.post(CREATE, { data: { type: "question", id: "abc", reason: "spam" } })).status()).toBe(400);

  // a member can be reported too
  const asAsker = await client(playwright, asker);
  expect((await asAsker.post(CREATE, { data: { type: "member", id: member.id, reason: "abuse" } })).status()).toBe(201);

  const db = await testDb();
  expect(await db.report.count({ where: { targetId: String(question.id), type: "question", status: "open" } })).toBe(1);
});

test("queue.php and resolve.php: admins only; the counts are the whole queue's and equal the database", async ({ playwright }) => {
  const member = await createUser();
  const admin = await client(playwright, await createUser("admin"));
  const asMember = await client(playwright, member);
  expect((await asMember.get(QUEUE)).status()).toBe(403);
  expect((await (await client(playwright)).get(QUEUE)).status()).toBe(401);

  const pending = await seedQuestion(member, "pending");
  // a second waiting item and an open report, so the queue holds more than the one-item page below
  await seedQuestion(member, "pending");
  const reported = await seedQuestion(member, "approved");
  const db = await testDb();
  await db.report.create({
    data: { type: "question", targetId: String(reported.id), reason: "spam", reporterId: member.id, openKey: `question:${reported.id}:${member.id}` },
  });
  // the queue and the database, read at one moment: other tests write meanwhile, so the two are
  // read again until no write fell between them
  let body: { counts: Record<string, number>; total: number; limit: number; items: { created_at: string }[] } = { counts: {}, total: 0, limit: 0, items: [] };
  let counts: Record<string, number> = {};
  let total = 0;
  await expect(async () => {
    const res = await admin.get(QUEUE);
    expect(res.status()).toBe(200);
    body = await res.json();
    const admins = (await db.user.findMany({ where: { role: { in: ["admin", "superadmin"] } }, select: { id: true } })).map((u) => u.id);
    const openItems = await db.report.groupBy({ by: ["type", "targetId"], where: { status: "open" } });
    counts = {
      question: await db.question.count({ where: { status: "pending", hiddenAt: null } }),
      topic: await db.topic.count({ where: { status: "Under Review", hiddenAt: null } }),
      resource: await db.learningResource.count({ where: { status: "Draft", userId: { not: null, notIn: admins }, hiddenAt: null } }),
      opportunity: await db.opportunity.count({ where: { status: "pending", hiddenAt: null } }),
      article: await db.article.count({ where: { status: "submitted", hiddenAt: null } }),
      report: openItems.length,
    };
    total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(body.counts).toEqual(counts);
  }).toPass();
  expect(body.total).toBe(total);
  expect(body.items).toHaveLength(Math.min(total, body.limit));
  expect(body.items).toContainEqual(expect.objectContaining({ type: "question", id: pending.id, status: "pending", reports: 0 }));
  const times = body.items.map((i: { created_at: string }) => Date.parse(i.created_at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // one item a page: the counts are still the whole queue's, and the pages follow each other oldest first
  const first = await (await admin.get(`${QUEUE}?limit=1`)).json();
  const second = await (await admin.get(`${QUEUE}?limit=1&page=2`)).json();
  expect(first.items).toHaveLength(1);
  expect(first.counts).toEqual(counts);
  expect(second.total).toBe(total);
  expect(second.items).toEqual([body.items[1]]);
  expect(first.items).toEqual([body.items[0]]);

  const report = await db.report.create({
    data: { type: "question", targetId: String(pending.id), reason: "spam", reporterId: member.id, openKey: `question:${pending.id}:${member.id}` },
  });
  expect((await asMember.put(RESOLVE, { data: { id: report.id, action: "dismiss" } })).status()).toBe(403);
  const dismissed = await admin.put(RESOLVE, { data: { id: report.id, action: "dismiss" } });
  expect(dismissed.status()).toBe(200);
  expect((await dismissed.json()).report).toMatchObject({ id: report.id, status: "dismissed" });
  // a settled report is not settled again, and the member may report the item anew
  expect((await admin.put(RESOLVE, { data: { id: report.id, action: "hide" } })).status()).toBe(409);
  expect((await admin.put(RESOLVE, { data: { id: 2 ** 31 - 1, action: "hide" } })).status()).toBe(404);
  expect(await db.auditEntry.count({ where: { action: "report.dismiss", targetId: String(pending.id) } })).toBe(1);
});

test("hiding takes a question out of its list, search and page, and an answer out of its question; delete removes the row", async ({ playwright }) => {
  const asker = await createUser();
  const member = await createUser();
  const admin = await client(playwright, await createUser("admin"));
  const asMember = await client(playwright, member);
  const word = `كلمة${uniq()}`;
  const question = await seedQuestion(asker, "approved", `سؤال ${word}`);
  const answer = await seedAnswer(question.id, asker);
  const other = await seedQuestion(asker);
  const doomed = await seedAnswer(other.id, asker);

  const listed = async (q = "") => {
    const r = await asMember.get(`/backend/api/qa/read.php?limit=100${q ? `&q=${encodeURIComponent(q)}` : ""}`);
    return ((await r.json()).questions as { id: number }[]).map((x) => x.id);
  };
  expect(await listed()).toContain(question.id);
  expect(await listed(word)).toContain(question.id);

  const reportOf = async (type: string, id: number) => (await (await asMember.post(CREATE, { data: { type, id, reason: "spam" } })).json()).report.id as number;
  const answerReport = await reportOf("answer", answer.id);
  const hiddenAnswer = await admin.put(RESOLVE, { data: { id: answerReport, action: "hide" } });
  expect((await hiddenAnswer.json()).report.status).toBe("hidden");
  const detail = await (await asMember.get(`/backend/api/qa/get_single.php?id=${question.id}`)).json();
  expect(detail.answers.map((a: { id: number }) => a.id)).not.toContain(answer.id);
  expect(detail.question.answer_count).toBe(0);

  const questionReport = await reportOf("question", question.id);
  // the queue shows the reported item with its open report
  const queue = await (await admin.get(QUEUE)).json();
  expect(queue.items).toContainEqual(
    expect.objectContaining({ type: "question", id: question.id, report_id: questionReport, reason: "spam", reports: 1, status: "reported" }),
  );
  expect((await admin.put(RESOLVE, { data: { id: questionReport, action: "hide" } })).status()).toBe(200);
  expect(await listed()).not.toContain(question.id);
  expect(await listed(word)).not.toContain(question.id);
  expect((await asMember.get(`/backend/api/qa/get_single.php?id=${question.id}`)).status()).toBe(404);
  const db = await testDb();
  expect((await db.question.findUnique({ where: { id: question.id } }))?.hiddenAt).not.toBeNull();
  expect(await db.auditEntry.count({ where: { action: "report.hide", targetId: String(question.id) } })).toBe(1);

  const doomedReport = await reportOf("answer", doomed.id);
  expect((await (await admin.put(RESOLVE, { data: { id: doomedReport, action: "delete" } })).json()).report.status).toBe("deleted");
  expect(await db.answer.findUnique({ where: { id: doomed.id } })).toBeNull();
  expect(await db.auditEntry.count({ where: { action: "answer.delete", targetId: String(doomed.id) } })).toBe(1);
});

test("queue.php PUT moves a waiting item along its kind's map: admins only, a step the map lacks 409", async ({ playwright }) => {
  const member = await createUser();
  const admin = await client(playwright, await createUser("admin"));
  const pending = await seedQuestion(member, "pending");
  expect((await (await client(playwright, member)).put(QUEUE, { data: { type: "question", id: pending.id, to: "approved" } })).status()).toBe(403);
  expect((await admin.put(QUEUE, { data: { type: "question", id: pending.id, to: "approved" } })).status()).toBe(200);
  const db = await testDb();
  expect((await db.question.findUnique({ where: { id: pending.id } }))?.status).toBe("approved");
  expect(await db.auditEntry.count({ where: { action: "question.approve", targetId: String(pending.id) } })).toBe(1);
  const queue = await (await admin.get(QUEUE)).json();
  expect(queue.items.map((i: { type: string; id: number }) => `${i.type}:${i.id}`)).not.toContain(`question:${pending.id}`);
  expect((await admin.put(QUEUE, { data: { type: "question", id: pending.id, to: "published" } })).status()).toBe(409);
  expect((await admin.put(QUEUE, { data: { type: "question", id: 2 ** 31 - 1, to: "approved" } })).status()).toBe(404);
});

test("queue.php shows a reported comment in its place, a waiting question whole; resolve.php tells each reporter once and the hidden item's author", async ({
  playwright,
}) => {
  const [author, one, two, admin] = [await createUser(), await createUser(), await createUser(), await createUser("admin")];
  const db = await testDb();
  const post = await db.post.create({ data: { title: `مقال ${uniq()}`, author: "x", content: "c" } });
  const c = await db.comment.create({ data: { postId: post.id, userId: author.id, text: `تعليق مسيء ${uniq()}` } });
  const asOne = await client(playwright, one);
  expect((await asOne.post(CREATE, { data: { type: "comment", id: c.id, reason: "off_topic", note: "لا صلة له" } })).status()).toBe(201);
  expect((await (await client(playwright, two)).post(CREATE, { data: { type: "comment", id: c.id, reason: "abuse" } })).status()).toBe(201);
  const waiting = await seedQuestion(author, "pending");

  // members and the signed-out never read it
  expect((await asOne.get(`${QUEUE}?kind=report`)).status()).toBe(403);
  expect((await (await client(playwright)).get(`${QUEUE}?kind=report`)).status()).toBe(401);
  const asAdmin = await client(playwright, admin);
  const reports = await (await asAdmin.get(`${QUEUE}?kind=report&limit=100`)).json();
  const line = reports.items.find((i: { type: string; id: number }) => i.type === "comment" && i.id === c.id);
  expect(line).toMatchObject({
    author: author.name,
    under: post.title,
    link: `/article/${post.id}#comment-${c.id}`,
    body: c.text,
    reason: "off_topic",
    note: "لا صلة له",
    reports: 2,
  });
  const questions = await (await asAdmin.get(`${QUEUE}?kind=question&limit=100`)).json();
  expect(questions.items.find((i: { id: number }) => i.id === waiting.id)).toMatchObject({
    body: "تفاصيل",
    author: author.name,
    link: `/qa-section/${waiting.id}`,
  });

  expect((await asAdmin.put(RESOLVE, { data: { id: line.report_id, action: "hide" } })).status()).toBe(200);
  const bell = async (api: Awaited<ReturnType<typeof client>>) => (await (await api.get("/backend/api/notifications/read.php")).json()).notifications;
  const [toOne] = await bell(asOne);
  expect(toOne).toMatchObject({ type: "report_resolved", title: "راجع المشرفون بلاغك", link: "/" });
  expect(toOne.body).toContain("أُخفي المحتوى");
  const [toAuthor] = await bell(await client(playwright, author));
  expect(toAuthor).toMatchObject({ type: "item_hidden", title: "أخفى مشرف مشاركة لك" });
  expect(toAuthor.body).toContain(post.title);
  expect(await db.notification.count({ where: { userId: two.id, type: "report_resolved" } })).toBe(1);
});
