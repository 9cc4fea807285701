import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";

// A number is a JSON number and a yes/no a JSON boolean: a list, a nested list, a boolean, an
// object (or a string, where the contract does not promise one) is a 400 that names the field,
// and nothing is stored. Ids keep their documented contract (a number or a digit string).
const NOT_A_NUMBER = [[4], [[[[[4]]]]], true, { value: 4 }, "4"];
const NOT_A_BOOLEAN = ["true", 1, [true], { value: true }, null];
const NOT_AN_ID = [[1], [[[[[1]]]]], true, { id: 1 }];

type World = { member: TestUser; asMember: APIRequestContext; asAdmin: APIRequestContext; ids: Record<string, number> };

/** Rows a member could write (and their states): what each case checks was left as it was. */
async function snapshot(w: World) {
  const db = await testDb();
  const { member, ids } = w;
  return {
    ratings: await db.examRating.findMany({ where: { userId: member.id } }),
    exam: await db.exam.findUniqueOrThrow({ where: { id: ids.exam }, select: { durationMinutes: true, updatedAt: true } }),
    accepted: (await db.question.findUniqueOrThrow({ where: { id: ids.question } })).acceptedAnswerId,
    answers: await db.answer.count({ where: { userId: member.id } }),
    votes: await db.answerVote.count({ where: { userId: member.id } }),
    applications: await db.topicApplication.count({ where: { userId: member.id } }),
    requests: await db.partnershipRequest.count({ where: { userId: member.id } }),
    notifications: await db.notification.count({ where: { userId: member.id, readAt: { not: null } } }),
    preferences: await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { theme: true, notifyInApp: true, notifyEmail: true } }),
  };
}

type Case = { path: string; method: "post" | "put"; as?: "admin"; field: string; values: unknown[]; body: (w: World, v: unknown) => object };
const CASES: Case[] = [
  { path: "/backend/api/prep_exams/rate.php", method: "post", field: "rating", values: NOT_A_NUMBER, body: (w, v) => ({ exam_id: w.ids.exam, rating: v }) },
  { path: "/backend/api/prep_exams/rate.php", method: "post", field: "exam_id", values: NOT_AN_ID, body: (_, v) => ({ exam_id: v, rating: 4 }) },
  {
    path: "/backend/api/prep_exams/update.php",
    method: "put",
    as: "admin",
    field: "duration_minutes",
    values: NOT_A_NUMBER,
    body: (w, v) => ({ id: w.ids.exam, duration_minutes: v }),
  },
  { path: "/backend/api/qa/accept.php", method: "put", field: "accepted", values: NOT_A_BOOLEAN, body: (w, v) => ({ answer_id: w.ids.answer, accepted: v }) },
  { path: "/backend/api/qa/accept.php", method: "put", field: "answer_id", values: NOT_AN_ID, body: (_, v) => ({ answer_id: v, accepted: true }) },
  { path: "/backend/api/qa/answer.php", method: "post", field: "question_id", values: NOT_AN_ID, body: (_, v) => ({ question_id: v, text: "إجابة" }) },
  { path: "/backend/api/qa/vote.php", method: "post", field: "answer_id", values: NOT_AN_ID, body: (_, v) => ({ answer_id: v }) },
  { path: "/backend/api/topics/apply.php", method: "post", field: "topic_id", values: NOT_AN_ID, body: (_, v) => ({ topic_id: v, motivation: "دافع" }) },
  {
    path: "/backend/api/opportunities/join.php",
    method: "post",
    field: "opportunity_id",
    values: NOT_AN_ID,
    body: (_, v) => ({ opportunity_id: v, name: "عضو", email: "j@e2e.test", expertise: "إحصاء", academic_background: "ماجستير", research_interests: "بيانات" }),
  },
  { path: "/backend/api/notifications/mark_read.php", method: "put", field: "id", values: NOT_AN_ID, body: (_, v) => ({ id: v }) },
  {
    path: "/backend/api/profile/preferences.php",
    method: "put",
    field: "notifications",
    values: NOT_A_BOOLEAN,
    body: (_, v) => ({ theme: "dark", notifications: v, email_notifications: false }),
  },
];

async function world(playwright: Parameters<Parameters<typeof test>[2]>[0]["playwright"]): Promise<World> {
  const db = await testDb();
  const [member, answerer, admin] = await Promise.all([createUser(), createUser(), createUser("admin")]);
  const tag = randomUUID().slice(0, 8);
  const exam = await db.exam.create({
    data: { name: `اختبار ${tag}`, description: "وصف", difficulty: "Beginner", durationMinutes: 60, fileKey: `${tag}.pdf`, fileName: "a.pdf", fileSize: 1 },
  });
  // the member asked the question, so accepting an answer is theirs to do
  const question = await db.question.create({
    data: { title: `سؤال ${tag}`, description: "تفاصيل", status: "approved", userId: member.id, authorName: member.name },
  });
  const answer = await db.answer.create({ data: { questionId: question.id, userId: answerer.id, authorName: answerer.name, text: "إجابة" } });
  return {
    member,
    asMember: await client(playwright, member),
    asAdmin: await client(playwright, admin),
    ids: { exam: exam.id, question: question.id, answer: answer.id },
  };
}

test("numbers and booleans in JSON bodies: lists, nested lists, booleans, objects and strings are 400s naming the field; nothing is stored", async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  const w = await world(playwright);
  const before = await snapshot(w);
  for (const c of CASES) {
    const ctx = c.as === "admin" ? w.asAdmin : w.asMember;
    for (const value of c.values) {
      const res = await ctx[c.method](c.path, { data: c.body(w, value) });
      const label = `${c.path} ${c.field}=${JSON.stringify(value)}`;
      expect(res.status(), `${label}: ${await res.text()}`).toBe(400);
      const body = await res.json();
      expect(body, label).toMatchObject({ success: false, code: "BAD_REQUEST" });
      expect(body.error, label).toMatch(new RegExp(`^${c.field}: `));
      expect(Object.keys(body.fields ?? {}), label).toContain(c.field);
    }
  }
  expect(await snapshot(w)).toEqual(before);
  // the same endpoints take the right types (ids also as digit strings, as documented)
  expect((await w.asMember.post("/backend/api/prep_exams/rate.php", { data: { exam_id: String(w.ids.exam), rating: 4 } })).status()).toBe(200);
  expect((await w.asMember.put("/backend/api/qa/accept.php", { data: { answer_id: w.ids.answer, accepted: true } })).status()).toBe(200);
  expect((await w.asAdmin.put("/backend/api/prep_exams/update.php", { data: { id: w.ids.exam, duration_minutes: 90 } })).status()).toBe(200);
});

test("query strings: numbers are digits and yes/no is 'true' or 'false'; anything else is a 400 naming the parameter", async ({ playwright }) => {
  const member = await createUser();
  const admin = await createUser("admin");
  const [asMember, asAdmin] = await Promise.all([client(playwright, member), client(playwright, admin)]);
  const bad: [APIRequestContext, string, string][] = [
    [asMember, "/backend/api/posts/read.php?limit=1e1", "limit"],
    [asMember, "/backend/api/posts/read.php?page=0x2", "page"],
    [asMember, "/backend/api/qa/read.php?limit=%5B4%5D", "limit"],
    [asMember, "/backend/api/qa/read.php?mine=yes", "mine"],
    [asMember, "/backend/api/topics/read.php?page=2.5", "page"],
    [asMember, "/backend/api/notifications/read.php?limit=true", "limit"],
    [asMember, "/backend/api/notifications/read.php?unread=maybe", "unread"],
    [asAdmin, "/api.php?action=get_users&limit=%20", "limit"],
    [asAdmin, "/backend/api/resources/read.php?admin=on", "admin"],
  ];
  for (const [ctx, url, field] of bad) {
    const res = await ctx.get(url);
    expect(res.status(), url).toBe(400);
    expect((await res.json()).error, url).toMatch(new RegExp(`^${field}: `));
  }
  for (const url of [
    "/backend/api/posts/read.php?limit=٢&page=1",
    "/backend/api/qa/read.php?mine=true",
    "/backend/api/notifications/read.php?unread=false&limit=5",
  ])
    expect((await asMember.get(url)).status(), url).toBe(200);
});

test("form fields are text read explicitly: an exam update's duration in multipart is digits, or empty for none", async ({ playwright }) => {
  const db = await testDb();
  const admin = await createUser("admin");
  const asAdmin = await client(playwright, admin);
  const exam = await db.exam.create({
    data: {
      name: `اختبار ${randomUUID().slice(0, 8)}`,
      description: "وصف",
      difficulty: "Beginner",
      durationMinutes: 60,
      fileKey: "k.pdf",
      fileName: "a.pdf",
      fileSize: 1,
    },
  });
  for (const duration of ["0x10", "1e2", "90 minutes", "[90]", "true"]) {
    const res = await asAdmin.put("/backend/api/prep_exams/update.php", { multipart: { id: String(exam.id), duration_minutes: duration } });
    expect(res.status(), duration).toBe(400);
    expect((await res.json()).error, duration).toMatch(/^duration_minutes: /);
  }
  expect((await db.exam.findUniqueOrThrow({ where: { id: exam.id } })).durationMinutes).toBe(60);
  expect((await asAdmin.put("/backend/api/prep_exams/update.php", { multipart: { id: String(exam.id), duration_minutes: "٩٠" } })).status()).toBe(200);
  expect((await db.exam.findUniqueOrThrow({ where: { id: exam.id } })).durationMinutes).toBe(90);
  expect((await asAdmin.put("/backend/api/prep_exams/update.php", { multipart: { id: String(exam.id), duration_minutes: "" } })).status()).toBe(200);
  expect((await db.exam.findUniqueOrThrow({ where: { id: exam.id } })).durationMinutes).toBeNull();
});
