import { indexedKeyOf } from "../../lib/search/arabic";
import { apiClient as client, createUser, expect, test, testDb, type Role, type TestUser } from "../fixtures";
import { expectListed, expectNotLoggedIn } from "./answers";
import { writeMatrix } from "./write-matrix";

const API = "/backend/api/qa";
// a whole PNG: every chunk with its CRC, nothing after IEND (a PNG that does not end at IEND is refused)
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const uniq = () => Math.random().toString(36).slice(2, 8);

/** A question stored directly, asked by `asker`. */
async function seedQuestion(asker: TestUser, data: Partial<{ status: string; title: string; description: string; keyword: string }> = {}) {
  const db = await testDb();
  const title = data.title ?? `سؤال ${uniq()}`;
  const description = data.description ?? "تفاصيل السؤال";
  const keyword = data.keyword ?? "";
  return db.question.create({
    data: {
      title,
      description,
      keyword,
      status: data.status ?? "approved",
      userId: asker.id,
      authorName: asker.name,
      searchKey: indexedKeyOf(title, description, keyword),
    },
  });
}

async function seedAnswer(questionId: number, author: TestUser, text = "إجابة مفيدة") {
  const db = await testDb();
  return db.answer.create({ data: { questionId, userId: author.id, authorName: author.name, text } });
}

/** An approved question with two answers by one other member. */
async function answeredTwice() {
  const asker = await createUser();
  const answerer = await createUser();
  const q = await seedQuestion(asker);
  return { asker, answerer, q, a: await seedAnswer(q.id, answerer), b: await seedAnswer(q.id, answerer) };
}

const questionRows = async (id: number) => {
  const db = await testDb();
  return {
    question: await db.question.findUnique({ where: { id } }),
    answers: await db.answer.findMany({ where: { questionId: id }, orderBy: { id: "asc" } }),
    votes: await db.answerVote.findMany({ where: { answer: { questionId: id } }, orderBy: [{ answerId: "asc" }, { userId: "asc" }] }),
  };
};

test.describe("read.php and get_single.php", () => {
  test("anonymous 401; members see approved questions and their own, in the API's documented shape", async ({ playwright }) => {
    const anon = await client(playwright);
    await expectNotLoggedIn(await anon.get(`${API}/read.php`));
    expect((await anon.get(`${API}/get_single.php?id=1`)).status()).toBe(401);

    const asker = await createUser();
    const other = await createUser();
    const approved = await seedQuestion(asker, { status: "approved", keyword: "إحصاء" });
    const pending = await seedQuestion(asker, { status: "pending" });
    const rejected = await seedQuestion(asker, { status: "rejected" });
    const db = await testDb();
    const answer = await seedAnswer(approved.id, other);
    await db.question.update({ where: { id: approved.id }, data: { acceptedAnswerId: answer.id } });

    const asOther = await client(playwright, other);
    const res = await asOther.get(`${API}/read.php?limit=100`);
    const { body, row } = await expectListed(res, "questions", approved, [pending, rejected]);
    expect(body).toMatchObject({ success: true, page: 1, limit: 100 });
    expect(typeof body.total).toBe("number");
    expect(row).toEqual({
      id: approved.id,
      title: approved.title,
      description: "تفاصيل السؤال",
      keyword: "إحصاء",
      image_path: null,
      author: asker.name,
      user_id: asker.id,
      status: "approved",
      answer_count: 1,
      solved: true,
      accepted_answer_id: answer.id,
      created_at: approved.createdAt.toISOString(),
      can_edit: false,
      can_delete: false,
      can_accept: false,
    });
    expect((await asOther.get(`${API}/get_single.php?id=${pending.id}`)).status()).toBe(404);

    const asAsker = await client(playwright, asker);
    const mine = (await (await asAsker.get(`${API}/read.php?mine=true`)).json()).questions.map((q: { id: number }) => q.id);
    expect(mine).toEqual([rejected.id, pending.id, approved.id]);
    const own = await (await asAsker.get(`${API}/get_single.php?id=${pending.id}`)).json();
    expect(own.question).toMatchObject({ id: pending.id, status: "pending", can_edit: true, can_delete: true, can_accept: true });
    expect(own.answers).toEqual([]);

    const single = await (await asAsker.get(`${API}/get_single.php?id=${approved.id}`)).json();
    expect(single.answers).toEqual([
      {
        id: answer.id,
        question_id: approved.id,
        text: "إجابة مفيدة",
        author: other.name,
        user_id: other.id,
        votes: 0,
        voted: false,
        accepted: true,
        created_at: answer.createdAt.toISOString(),
        can_delete: false,
        can_vote: true,
      },
    ]);
  });

  test("?admin=true shows every status to admins, 403 to members; status filter and paging", async ({ playwright }) => {
    const asker = await createUser();
    const tag = uniq();
    const pending = await seedQuestion(asker, { status: "pending", title: `مراجعة ${tag} أولى` });
    const rejected = await seedQuestion(asker, { status: "rejected", title: `مراجعة ${tag} ثانية` });
    for (const role of ["admin", "superadmin"] as Role[]) {
      const ctx = await client(playwright, await createUser(role));
      const all = await (await ctx.get(`${API}/read.php?admin=true&q=${encodeURIComponent(tag)}`)).json();
      expect(all.questions.map((q: { id: number }) => q.id)).toEqual([rejected.id, pending.id]);
      const onlyPending = await (await ctx.get(`${API}/read.php?admin=true&status=pending&q=${encodeURIComponent(tag)}`)).json();
      expect(onlyPending.questions.map((q: { id: number }) => q.id)).toEqual([pending.id]);
      const paged = await (await ctx.get(`${API}/read.php?admin=true&q=${encodeURIComponent(tag)}&limit=1&page=2`)).json();
      expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(paged.questions.map((q: { id: number }) => q.id)).toEqual([pending.id]);
    }
    const member = await client(playwright, await createUser());
    expect((await member.get(`${API}/read.php?admin=true`)).status()).toBe(403);
    for (const bad of ["status=open", "limit=0", "limit=101", "page=-1", "page=abc"]) {
      expect((await member.get(`${API}/read.php?${bad}`)).status(), bad).toBe(400);
    }
    for (const bad of ["", "id=abc", "id=0", "id=-3"]) expect((await member.get(`${API}/get_single.php?${bad}`)).status(), bad).toBe(400);
    expect((await member.get(`${API}/get_single.php?id=99999999`)).status()).toBe(404);
  });

  test("?cursor= continues after a row, newest first; next_cursor is null at the end", async ({ playwright }) => {
    const asker = await createUser();
    const tag = uniq();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await seedQuestion(asker, { title: `سؤال متتابع ${tag} ${i}` }));
    const ctx = await client(playwright, await createUser());
    const first = await (await ctx.get(`${API}/read.php?q=${tag}&limit=2`)).json();
    expect(first.questions.map((q: { id: number }) => q.id)).toEqual([made[2].id, made[1].id]);
    expect(first.next_cursor).toBe(made[1].id);
    const rest = await (await ctx.get(`${API}/read.php?q=${tag}&limit=2&cursor=${first.next_cursor}`)).json();
    expect(rest.questions.map((q: { id: number }) => q.id)).toEqual([made[0].id]);
    expect(rest.next_cursor).toBeNull();
    expect((await ctx.get(`${API}/read.php?cursor=abc`)).status()).toBe(400);
  });

  test("search is normalized and stemmed: 'المكتبات' finds a question about 'مكتبة'", async ({ playwright }) => {
    const asker = await createUser();
    const tag = uniq();
    const library = await seedQuestion(asker, { title: `هل توجد مكتبة رقمية مجانية ${tag}؟` });
    const other = await seedQuestion(asker, { title: `سؤال عن الإحصاء ${tag}` });
    const ctx = await client(playwright, await createUser());
    const found = await (await ctx.get(`${API}/read.php?q=${encodeURIComponent(`المكتبات ${tag}`)}`)).json();
    expect(found.questions.map((q: { id: number }) => q.id)).toEqual([library.id]);
    const marked = await (await ctx.get(`${API}/read.php?q=${encodeURIComponent(`المَكْتَبَةُ ${tag}`)}`)).json();
    expect(marked.questions.map((q: { id: number }) => q.id)).toEqual([library.id]);
    expect((await (await ctx.get(`${API}/read.php?q=${encodeURIComponent(`%_ ${tag}`)}`)).json()).questions.map((q: { id: number }) => q.id)).toEqual([
      other.id,
      library.id,
    ]);
  });

  test("similar.php: up to five approved questions like a title, best first", async ({ playwright }) => {
    const asker = await createUser();
    const tag = uniq();
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await seedQuestion(asker, { title: `مكتبة ${tag} رقم ${i}` }));
    const hidden = await seedQuestion(asker, { status: "pending", title: `مكتبات ${tag} معلقة` });
    const ctx = await client(playwright, await createUser());
    const res = await ctx.get(`${API}/similar.php?q=${encodeURIComponent(`المكتبات ${tag}`)}`);
    expect(res.status()).toBe(200);
    const ids = (await res.json()).questions.map((q: { id: number }) => q.id);
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(hidden.id);
    expect(ids).toEqual(
      made
        .slice(1)
        .reverse()
        .map((q) => q.id),
    );
    expect((await (await ctx.get(`${API}/similar.php?q=${encodeURIComponent("كيف")}`)).json()).questions).toEqual([]);
    expect((await (await ctx.get(`${API}/similar.php`)).json()).questions).toEqual([]);
    expect((await ctx.get(`${API}/similar.php?q=${"x".repeat(300)}`)).status()).toBe(400);
  });
});

test.describe("create.php and upload_image.php", () => {
  test("a member asks: 201, pending, owned by the session; bad input is a 400 that stores nothing", async ({ playwright }) => {
    const db = await testDb();
    const member = await createUser();
    const ctx = await client(playwright, member);
    const res = await ctx.post(`${API}/create.php`, {
      data: { title: "  ما أفضل برنامج للتحليل النوعي؟ ", description: "NVivo أم Atlas.ti", keyword: "تحليل نوعي", user_id: "someone-else" },
    });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body.question).toMatchObject({
      title: "ما أفضل برنامج للتحليل النوعي؟",
      status: "pending",
      user_id: member.id,
      author: member.name,
      answer_count: 0,
      solved: false,
      image_path: null,
    });
    const before = await db.question.count({ where: { userId: member.id } });
    for (const data of [
      {},
      { title: "", description: "x" },
      { title: "x", description: "   " },
      { title: ["x"], description: "y" },
      { title: "x".repeat(201), description: "y" },
      { title: "x", description: "y", image_path: "https://evil.example/x.png" },
      { title: "x", description: "y", image_path: "/uploads/../../etc/passwd" },
      { title: "x", description: "y", keyword: { a: 1 } },
    ]) {
      const r = await ctx.post(`${API}/create.php`, { data });
      expect(r.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
      expect((await r.json()).success).toBe(false);
    }
    expect((await ctx.post(`${API}/create.php`, { headers: { "Content-Type": "application/json" }, data: Buffer.from("{oops") })).status()).toBe(400);
    expect((await ctx.post(`${API}/create.php`, { data: [1] })).status()).toBe(400);
    expect(await db.question.count({ where: { userId: member.id } })).toBe(before);
    expect((await (await client(playwright)).post(`${API}/create.php`, { data: { title: "x", description: "y" } })).status()).toBe(401);
  });

  test("an image is checked by content and limited to 5 MB; its path is stored with the question", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser());
    const up = await ctx.post(`${API}/upload_image.php`, { multipart: { image: { name: "photo.txt", mimeType: "text/plain", buffer: PNG } } });
    expect(up.status()).toBe(200);
    const { image_path } = await up.json();
    expect(image_path).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await ctx.get(image_path)).status()).toBe(200);
    const created = await (await ctx.post(`${API}/create.php`, { data: { title: "سؤال بصورة", description: "انظر الصورة", image_path } })).json();
    expect(created.question.image_path).toBe(image_path);

    const fake = await ctx.post(`${API}/upload_image.php`, {
      multipart: { image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") } },
    });
    expect(fake.status()).toBe(415);
    const big = await ctx.post(`${API}/upload_image.php`, {
      multipart: { image: { name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]) } },
    });
    expect(big.status()).toBe(413);
    expect((await ctx.post(`${API}/upload_image.php`, { multipart: { other: "x" } })).status()).toBe(400);
    expect((await ctx.post(`${API}/upload_image.php`, { data: { image: "x" } })).status()).toBe(400);
    expect(
      (
        await (await client(playwright)).post(`${API}/upload_image.php`, { multipart: { image: { name: "a.png", mimeType: "image/png", buffer: PNG } } })
      ).status(),
    ).toBe(401);
  });
});

test.describe("writes on questions: the authorization matrix", () => {
  writeMatrix(API, {
    seed: (asker) => seedQuestion(asker, { status: "pending" }),
    rows: questionRows,
    update: {
      data: (row) => ({ id: row.id, title: "عنوان معدل", description: "وصف معدل", keyword: "جديد" }),
      done: async (res, _row, asker) => expect((await res.json()).question).toMatchObject({ title: "عنوان معدل", user_id: asker.id, status: "pending" }),
    },
    status: { to: "approved", done: async (res) => expect((await res.json()).question.status).toBe("approved") },
    remove: {
      done: async (res, row) => {
        expect(await res.json()).toEqual({ success: true, message: "Question deleted" });
        expect(await (await testDb()).question.findUnique({ where: { id: row.id } })).toBeNull();
      },
    },
    audit: { targetType: "question", actions: ["question.update", "question.approve", "question.delete"] },
    author: { name: "asker", update: 200, status: 403, remove: 200 },
    other: { update: 404, status: 403, remove: 404 },
  });

  test("the asker cannot edit once approved (403), another member cannot touch an approved question (403)", async ({ playwright }) => {
    const asker = await createUser();
    const row = await seedQuestion(asker, { status: "approved" });
    const snap = await questionRows(row.id);
    const asAsker = await client(playwright, asker);
    expect((await asAsker.put(`${API}/update.php`, { data: { id: row.id, title: "x", description: "y" } })).status()).toBe(403);
    const asOther = await client(playwright, await createUser());
    expect((await asOther.put(`${API}/update.php`, { data: { id: row.id, title: "x", description: "y" } })).status()).toBe(403);
    expect((await asOther.delete(`${API}/delete.php`, { data: { id: row.id } })).status()).toBe(403);
    expect(await questionRows(row.id)).toEqual(snap);
  });

  test("bad ids and statuses are 400, missing ones 404", async ({ playwright }) => {
    const ctx = await client(playwright, await createUser("admin"));
    expect((await ctx.put(`${API}/update.php`, { data: { id: 99_999_999, title: "x", description: "y" } })).status()).toBe(404);
    expect((await ctx.put(`${API}/update_status.php`, { data: { id: 99_999_999, status: "approved" } })).status()).toBe(404);
    expect((await ctx.delete(`${API}/delete.php`, { data: { id: 99_999_999 } })).status()).toBe(404);
    const row = await seedQuestion(await createUser(), { status: "pending" });
    for (const status of ["published", "", null, 1]) expect((await ctx.put(`${API}/update_status.php`, { data: { id: row.id, status } })).status()).toBe(400);
    for (const id of ["abc", -1, 0, 1.5, null, {}]) expect((await ctx.delete(`${API}/delete.php`, { data: { id } })).status()).toBe(400);
    expect((await ctx.delete(`${API}/delete.php`)).status()).toBe(400);
    expect((await testDb().then((db) => db.question.findUniqueOrThrow({ where: { id: row.id } }))).status).toBe("pending");
  });
});

test.describe("answers, votes and the accepted answer", () => {
  test("answer.php: 201 on approved questions only; the answer's author or an admin deletes it", async ({ playwright }) => {
    const asker = await createUser();
    const member = await createUser();
    const approved = await seedQuestion(asker);
    const pending = await seedQuestion(asker, { status: "pending" });
    const ctx = await client(playwright, member);
    const res = await ctx.post(`${API}/answer.php`, { data: { question_id: approved.id, text: "سطر أول\nسطر ثان", user_id: asker.id } });
    expect(res.status()).toBe(201);
    const { answer } = await res.json();
    expect(answer).toMatchObject({
      question_id: approved.id,
      text: "سطر أول\nسطر ثان",
      author: member.name,
      user_id: member.id,
      votes: 0,
      voted: false,
      accepted: false,
    });

    const own = await client(playwright, asker);
    const onPending = await own.post(`${API}/answer.php`, { data: { question_id: pending.id, text: "x" } });
    expect(onPending.status()).toBe(409);
    expect((await onPending.json()).reason).toBe("QUESTION_NOT_APPROVED");
    expect((await ctx.post(`${API}/answer.php`, { data: { question_id: pending.id, text: "x" } })).status()).toBe(404);
    for (const data of [
      {},
      { question_id: approved.id, text: "  " },
      { question_id: "x", text: "y" },
      { question_id: approved.id, text: "x".repeat(10_001) },
    ]) {
      expect((await ctx.post(`${API}/answer.php`, { data })).status(), JSON.stringify(data).slice(0, 60)).toBe(400);
    }
    const db = await testDb();
    expect(await db.answer.count({ where: { questionId: { in: [approved.id, pending.id] } } })).toBe(1);

    // the asker is not the answer's author: refused, nothing changes
    expect((await own.delete(`${API}/delete_answer.php`, { data: { id: answer.id } })).status()).toBe(403);
    expect(await db.answer.findUnique({ where: { id: answer.id } })).not.toBeNull();
    expect((await ctx.delete(`${API}/delete_answer.php`, { data: { id: answer.id } })).status()).toBe(200);
    expect(await db.answer.findUnique({ where: { id: answer.id } })).toBeNull();

    const second = await seedAnswer(approved.id, member);
    const admin = await createUser("admin");
    const asAdmin = await client(playwright, admin);
    expect((await asAdmin.delete(`${API}/delete_answer.php`, { data: { id: second.id } })).status()).toBe(200);
    expect(await db.auditEntry.count({ where: { actorId: admin.id, action: "answer.delete", targetId: String(second.id) } })).toBe(1);
    expect((await asAdmin.delete(`${API}/delete_answer.php`, { data: { id: second.id } })).status()).toBe(404);
    expect((await (await client(playwright)).post(`${API}/answer.php`, { data: { question_id: approved.id, text: "x" } })).status()).toBe(401);
  });

  test("vote.php toggles one vote per member, never on one's own answer; answers sort accepted, votes, oldest", async ({ playwright }) => {
    const db = await testDb();
    const asker = await createUser();
    const [a1Author, a2Author, voter] = [await createUser(), await createUser(), await createUser()];
    const q = await seedQuestion(asker);
    const a1 = await seedAnswer(q.id, a1Author, "الأولى");
    const a2 = await seedAnswer(q.id, a2Author, "الثانية");
    const asVoter = await client(playwright, voter);
    const v1 = await asVoter.post(`${API}/vote.php`, { data: { answer_id: a2.id } });
    expect(v1.status()).toBe(200);
    expect(await v1.json()).toEqual({ success: true, votes: 1, voted: true });
    let single = await (await asVoter.get(`${API}/get_single.php?id=${q.id}`)).json();
    expect(single.answers.map((a: { id: number; votes: number; voted: boolean }) => [a.id, a.votes, a.voted])).toEqual([
      [a2.id, 1, true],
      [a1.id, 0, false],
    ]);
    expect(await (await asVoter.post(`${API}/vote.php`, { data: { answer_id: a2.id } })).json()).toEqual({ success: true, votes: 0, voted: false });
    single = await (await asVoter.get(`${API}/get_single.php?id=${q.id}`)).json();
    expect(single.answers.map((a: { id: number }) => a.id)).toEqual([a1.id, a2.id]);

    const asA1 = await client(playwright, a1Author);
    const self = await asA1.post(`${API}/vote.php`, { data: { answer_id: a1.id } });
    expect(self.status()).toBe(403);
    expect((await self.json()).reason).toBe("OWN_ANSWER");
    expect(await db.answerVote.count({ where: { answerId: a1.id } })).toBe(0);
    expect((await asVoter.post(`${API}/vote.php`, { data: { answer_id: 99_999_999 } })).status()).toBe(404);
    for (const data of [{}, { answer_id: "x" }, { answer_id: -1 }]) expect((await asVoter.post(`${API}/vote.php`, { data })).status()).toBe(400);

    // accepted first, even with fewer votes
    await asVoter.post(`${API}/vote.php`, { data: { answer_id: a2.id } });
    const asAsker = await client(playwright, asker);
    const acc = await asAsker.put(`${API}/accept.php`, { data: { answer_id: a1.id, accepted: true } });
    expect(acc.status()).toBe(200);
    const accBody = await acc.json();
    expect(accBody.question).toMatchObject({ id: q.id, solved: true, accepted_answer_id: a1.id });
    expect(accBody.answers.map((a: { id: number; accepted: boolean }) => [a.id, a.accepted])).toEqual([
      [a1.id, true],
      [a2.id, false],
    ]);
    expect(await db.auditEntry.count({ where: { actorId: asker.id } })).toBe(0);
  });

  test("accept.php: the asker or an admin; others refused with nothing changed; unaccepting clears it", async ({ playwright }) => {
    const db = await testDb();
    const { asker, answerer, q, a, b } = await answeredTwice();
    const snap = await questionRows(q.id);
    for (const who of [answerer, await createUser()]) {
      const ctx = await client(playwright, who);
      expect((await ctx.put(`${API}/accept.php`, { data: { answer_id: a.id, accepted: true } })).status()).toBe(403);
      expect(await questionRows(q.id)).toEqual(snap);
    }
    expect((await (await client(playwright)).put(`${API}/accept.php`, { data: { answer_id: a.id, accepted: true } })).status()).toBe(401);
    const asAsker = await client(playwright, asker);
    for (const data of [{ answer_id: a.id }, { answer_id: a.id, accepted: "yes" }, { answer_id: "x", accepted: true }]) {
      expect((await asAsker.put(`${API}/accept.php`, { data })).status()).toBe(400);
    }
    await asAsker.put(`${API}/accept.php`, { data: { answer_id: a.id, accepted: true } });
    // accepting another answer moves the mark; unaccepting one that is not accepted changes nothing
    await asAsker.put(`${API}/accept.php`, { data: { answer_id: b.id, accepted: true } });
    expect((await db.question.findUniqueOrThrow({ where: { id: q.id } })).acceptedAnswerId).toBe(b.id);
    await asAsker.put(`${API}/accept.php`, { data: { answer_id: a.id, accepted: false } });
    expect((await db.question.findUniqueOrThrow({ where: { id: q.id } })).acceptedAnswerId).toBe(b.id);
    const admin = await createUser("admin");
    const asAdmin = await client(playwright, admin);
    const off = await (await asAdmin.put(`${API}/accept.php`, { data: { answer_id: b.id, accepted: false } })).json();
    expect(off.question.solved).toBe(false);
    expect(await db.auditEntry.count({ where: { actorId: admin.id, action: "answer.unaccept", targetId: String(b.id) } })).toBe(1);
  });

  test("races: 20 toggles by one member leave 0 or 1 vote; 20 members at once leave 20; two admins accepting leave one", async ({ playwright }) => {
    const db = await testDb();
    const { q, a, b } = await answeredTwice();

    const one = await client(playwright, await createUser());
    const burst = await Promise.all(Array.from({ length: 20 }, () => one.post(`${API}/vote.php`, { data: { answer_id: a.id } })));
    for (const r of burst) expect(r.status()).toBe(200);
    expect(await db.answerVote.count({ where: { answerId: a.id } })).toBeLessThanOrEqual(1);

    const members = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const contexts = await Promise.all(members.map((m) => client(playwright, m)));
    const results = await Promise.all(contexts.map((c) => c.post(`${API}/vote.php`, { data: { answer_id: b.id } })));
    for (const r of results) expect(r.status()).toBe(200);
    expect(await db.answerVote.count({ where: { answerId: b.id } })).toBe(20);

    const [admin1, admin2] = await Promise.all([createUser("admin"), createUser("admin")]);
    const [c1, c2] = await Promise.all([client(playwright, admin1), client(playwright, admin2)]);
    for (let round = 0; round < 5; round++) {
      const [r1, r2] = await Promise.all([
        c1.put(`${API}/accept.php`, { data: { answer_id: a.id, accepted: true } }),
        c2.put(`${API}/accept.php`, { data: { answer_id: b.id, accepted: true } }),
      ]);
      expect(r1.status()).toBe(200);
      expect(r2.status()).toBe(200);
      const single = await (await c1.get(`${API}/get_single.php?id=${q.id}`)).json();
      expect(single.answers.filter((x: { accepted: boolean }) => x.accepted)).toHaveLength(1);
      expect([a.id, b.id]).toContain((await db.question.findUniqueOrThrow({ where: { id: q.id } })).acceptedAnswerId);
    }
    await Promise.all([...contexts, one, c1, c2].map((c) => c.dispose()));
  });
});
