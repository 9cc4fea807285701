import { randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { indexedKeyOf } from "../../lib/search/arabic";
import { E2E_ENV } from "../env.mjs";
import { createUser, expect, loginAs, test, testDb, type Role } from "../fixtures";

// The one search (lib/server/search.ts): FTS5 on SQLite, a tsvector on PostgreSQL, over the
// normalized, lightly stemmed keys; ranked by relevance, then newest. Run on both engines.

const contexts: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

async function as(playwright: PlaywrightWorkerArgs["playwright"], role: Role) {
  const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(ctx);
  await loginAs(ctx, await createUser(role));
  return ctx;
}

/** A Latin word no other test uses: it keeps each test's rows apart from everything else stored. */
const uniqueTag = () => `t${randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function createPost(admin: APIRequestContext, over: { title: string; content?: string; keywords?: string }) {
  const res = await admin.post("/backend/api/posts/create.php", {
    data: { author: "باحث", keywords: "", image_path: "", full_content: "", category: "", read_time: 3, content: "ملخص", ...over },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const postIds = async (ctx: APIRequestContext, params: Record<string, string | number>) => {
  const res = await ctx.get("/backend/api/posts/read.php", { params });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).posts as { id: number }[]).map((p) => p.id);
};

test.describe("article search", () => {
  test("finds stemmed and normalized variants however they are typed", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const tag = uniqueTag();
    const library = await createPost(admin, { title: `مكتبة الجامعة ${tag}`, content: "فهرس الكتب" });
    const research = await createPost(admin, { title: `منهجية ${tag}`, content: "خطوات البحث العلمي" });
    const ai = await createPost(admin, { title: `مقدمة في الذكاء الاصطناعي ${tag}`, content: "صدرت عام ٢٠٢٦ عن المستشفى" });
    const member = await as(playwright, "user");
    const hits = (q: string) => postIds(member, { q: `${q} ${tag}` });
    expect(await hits("المكتبات")).toEqual([library]);
    expect(await hits("والبحث")).toEqual([research]);
    for (const q of ["الذَّكَاءُ الاصْطِنَاعِيُّ", "الذكـــاء الإصطناعي", "ذكاء اصطناعية", "2026", "مستشفي"]) expect(await hits(q), q).toEqual([ai]);
    // the last word is a prefix, wherever the tag is
    expect(await postIds(member, { q: `${tag} الاصطنا` })).toEqual([ai]);
    expect(await hits("الاصطنا")).toEqual([]); // only the last word is a prefix
    expect(await hits("الذكاء مكتبة")).toEqual([]); // every word must match
  });

  test("ranks a title match above a body match, then the newest among equals; pages and counts the ranked list", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const tag = uniqueTag();
    const inTitle = await createPost(admin, { title: `الشبكات العصبية ${tag}`, content: "ملخص" });
    const inBodyOld = await createPost(admin, { title: `دراسة ${tag}`, content: "عن الشبكات" });
    const inBodyNew = await createPost(admin, { title: `دراسة ${tag}`, content: "عن الشبكات" });
    const member = await as(playwright, "user");
    const ranked = [inTitle, inBodyNew, inBodyOld];
    expect(await postIds(member, { q: `شبكة ${tag}` })).toEqual(ranked);
    const first = await (await member.get("/backend/api/posts/read.php", { params: { q: `شبكة ${tag}`, limit: 2 } })).json();
    expect(first.posts.map((p: { id: number }) => p.id)).toEqual(ranked.slice(0, 2));
    expect(first).toMatchObject({ total: 3, next_cursor: ranked[1] });
    const rest = await (await member.get("/backend/api/posts/read.php", { params: { q: `شبكة ${tag}`, limit: 2, cursor: first.next_cursor } })).json();
    expect(rest.posts.map((p: { id: number }) => p.id)).toEqual([inBodyOld]);
    expect(rest.next_cursor).toBeNull();
    const page2 = await (await member.get("/backend/api/posts/read.php", { params: { q: `شبكة ${tag}`, limit: 2, page: 2 } })).json();
    expect(page2).toMatchObject({ total: 3, next_cursor: null });
    expect(page2.posts.map((p: { id: number }) => p.id)).toEqual([inBodyOld]);
  });

  test("equal relevance: the newest first, then the higher id; a changed date moves the row", async ({ playwright }) => {
    const db = await testDb();
    const tag = uniqueTag();
    const title = `الطاقة ${tag}`;
    const at = Date.parse("2026-01-15T10:00:00.000Z");
    const store = async (createdAt: number) =>
      (
        await db.post.create({
          data: { title, author: "باحث", content: "ملخص", searchKey: indexedKeyOf(title, "ملخص", "باحث"), createdAt: new Date(createdAt) },
        })
      ).id;
    const older = await store(at - 86_400_000);
    const first = await store(at);
    const second = await store(at);
    const member = await as(playwright, "user");
    expect(await postIds(member, { q: `طاقة ${tag}` })).toEqual([second, first, older]);
    await db.post.update({ where: { id: older }, data: { createdAt: new Date(at + 86_400_000) } });
    expect(await postIds(member, { q: `طاقة ${tag}` })).toEqual([older, second, first]);
  });

  test("pages through many matches by cursor and by page: the ranked list, each match once, the total on every page", async ({ playwright }) => {
    const db = await testDb();
    const tag = uniqueTag();
    const at = Date.parse("2026-02-01T00:00:00.000Z");
    // 45 matches of different relevance (the word in the title or not, once or twice in the body),
    // many of them equal in text and date, so ties straddle the page boundaries
    const rows = Array.from({ length: 45 }, (_, i) => {
      const title = i % 4 === 0 ? `المياه ${tag}` : `دراسة ${tag}`;
      const content = i % 3 === 0 ? "المياه والمياه الجوفية" : "المياه";
      return { title, author: "باحث", content, searchKey: indexedKeyOf(title, content, "باحث"), createdAt: new Date(at - (i % 5) * 3_600_000) };
    });
    await db.post.createMany({ data: rows });
    const stored = await db.post.findMany({ where: { title: { endsWith: tag } } });
    const member = await as(playwright, "user");
    const q = `مياه ${tag}`;
    const all = await postIds(member, { q });
    expect(new Set(all)).toEqual(new Set(stored.map((p) => p.id)));
    expect(all).toHaveLength(45);
    // the contract among rows of equal text: newest first, then the higher id
    const byId = new Map(stored.map((p) => [p.id, p]));
    for (const text of new Set(stored.map((p) => `${p.title}|${p.content}`))) {
      const group = all.map((id) => byId.get(id)!).filter((p) => `${p.title}|${p.content}` === text);
      const expected = [...group].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      expect(group.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    }
    // a title match ranks above every body-only match
    expect(new Set(all.slice(0, 12))).toEqual(new Set(stored.filter((p) => p.title.startsWith("المياه")).map((p) => p.id)));
    const read = async (params: Record<string, string | number>) => {
      const res = await member.get("/backend/api/posts/read.php", { params: { q, limit: 10, ...params } });
      expect(res.status(), await res.text()).toBe(200);
      const body = (await res.json()) as { posts: { id: number }[]; total: number; next_cursor: number | null };
      expect(body.total).toBe(45);
      return { ids: body.posts.map((p) => p.id), next: body.next_cursor };
    };
    const byCursor: number[] = [];
    for (let cursor: number | null = 0, n = 0; cursor !== null && n < 10; n++) {
      const { ids, next } = await read(cursor ? { cursor } : {});
      byCursor.push(...ids);
      cursor = next;
    }
    expect(byCursor).toEqual(all);
    const byPage: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const { ids, next } = await read({ page });
      expect(next === null, `page ${page}`).toBe(page === 5);
      byPage.push(...ids);
    }
    expect(byPage).toEqual(all);
    expect((await read({ page: 6 })).ids).toEqual([]); // past the end: no rows, the total still counted
  });

  test("an edit moves a post in the index, a delete takes it out", async ({ playwright }) => {
    const admin = await as(playwright, "admin");
    const tag = uniqueTag();
    const id = await createPost(admin, { title: `الفيزياء ${tag}` });
    const member = await as(playwright, "user");
    expect(await postIds(member, { q: `فيزياء ${tag}` })).toEqual([id]);
    const res = await admin.put("/backend/api/posts/update.php", {
      data: { id, title: `الكيمياء ${tag}`, author: "باحث", content: "ملخص", keywords: "", image_path: "", full_content: "", category: "", read_time: 3 },
    });
    expect(res.status()).toBe(200);
    expect(await postIds(member, { q: `فيزياء ${tag}` })).toEqual([]);
    expect(await postIds(member, { q: `كيمياء ${tag}` })).toEqual([id]);
    expect((await admin.delete(`/backend/api/posts/delete.php?id=${id}`)).status()).toBe(200);
    expect(await postIds(member, { q: `كيمياء ${tag}` })).toEqual([]);
  });
});

// Every list that searches (named by its answer's key unless told), with a row stored directly (its
// key as the domain writes it).
const LISTS = (
  [
    { url: "/backend/api/qa/read.php", key: "questions" },
    { url: "/backend/api/topics/read.php", key: "topics" },
    { url: "/backend/api/resources/read.php", key: "resources" },
    { url: "/backend/api/library/read.php", key: "books" },
    { url: "/backend/api/prep_exams/read.php", key: "exams" },
    { url: "/backend/api/opportunities/read.php", key: "opportunities" },
    { url: "/backend/api/research_projects/read.php", key: "projects", name: "research projects" },
    { url: "/backend/api/posts/read.php", key: "posts", name: "articles" },
  ] as { url: string; key: string; name?: string }[]
).map((list) => ({ name: list.key, ...list }));

async function seedAll(title: string, userId: string) {
  const db = await testDb();
  const searchKey = indexedKeyOf(title);
  const file = { fileKey: "none", fileName: "f.pdf", fileSize: 1 };
  await Promise.all([
    db.question.create({ data: { title, description: "d", status: "approved", userId, authorName: "باحث", searchKey } }),
    db.topic.create({ data: { title, author: "باحث", requirements: "r", deadline: "2999-01-01", status: "Active", userId, searchKey } }),
    db.learningResource.create({ data: { title, type: "article", author: "باحث", status: "Published", userId, searchKey } }),
    db.book.create({ data: { title, type: "Book", author: "باحث", subject: "s", year: "2026", ...file, searchKey } }),
    db.exam.create({ data: { name: title, description: "d", difficulty: "Beginner", ...file, searchKey } }),
    db.opportunity.create({ data: { title, description: "d", contactEmail: "a@b.co", authorName: "باحث", status: "approved", userId, searchKey } }),
    db.researchProject.create({ data: { title, description: "d", institution: "i", requiredExpertise: "e", authorName: "باحث", userId, searchKey } }),
    db.post.create({ data: { title, author: "باحث", content: "c", searchKey } }),
  ]);
}

test("every list that searches finds stemmed variants and answers a bad query without an error", async ({ playwright }) => {
  test.setTimeout(180_000); // eight lists, about twenty queries each
  const owner = await createUser("user");
  const tag = uniqueTag();
  const title = `المكتبات الرقمية ${tag}`;
  await seedAll(title, owner.id);
  const admin = await as(playwright, "admin");
  for (const list of LISTS) {
    const titles = async (q: string) => {
      const res = await admin.get(list.url, { params: { q } });
      expect(res.status(), `${list.name} ${q}: ${await res.text()}`).toBe(200);
      return ((await res.json())[list.key] as { title?: string; name?: string }[]).map((r) => r.title ?? r.name);
    };
    expect(await titles(`مكتبة ${tag}`), list.name).toEqual([title]);
    expect(await titles(`${tag} رقمي`), list.name).toEqual([title]);
    // FTS syntax, quotes and wildcards are only text: words are searched, the rest is dropped
    for (const q of [`${tag}"`, `"${tag}`, `${tag}*`, `(${tag})`, `${tag}:*`]) expect(await titles(q), `${list.name} ${q}`).toEqual([title]);
    for (const q of ['"', "*", "OR", `${tag} OR`, "NEAR(", `NEAR(${tag}`, "AND NOT", "%", "_", "'", "\\", "٪", ":*", "!&|", `${tag} -`]) {
      const found = await titles(q);
      if (q.endsWith("-")) expect(found, `${list.name} ${q}`).toEqual([title]);
      else expect(found, `${list.name} ${q}`).not.toContain(title);
    }
    for (const q of ["", "   ", "ًٌٍْ", "ـــ"]) {
      const res = await admin.get(list.url, { params: { q, limit: 5, page: 1 } });
      expect(res.status(), `${list.name} blank ${q}`).toBe(200); // a blank query lists unfiltered
    }
  }
});

// Each process keeps the first RANKING_KEPT ids of a search with its table's search version
// (lib/server/search.ts); database triggers raise the version with every write that changes the index.
/**
 * Runs `step` again when PostgreSQL aborted it as one side of a deadlock (40P01) with another test's
 * writes (the version row is locked first here, the row's other triggers' locks after): an aborted
 * transaction changed nothing, so the step is measured again, whole.
 */
async function deadlockRetried<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (e) {
      if (attempt >= 5 || !String((e as Error).message).includes("40P01")) throw e;
    }
  }
}

test.describe("kept rankings", () => {
  const TABLES = ["Post", "Question", "Topic", "Exam", "Book", "LearningResource", "Opportunity", "ResearchProject"] as const;
  const versions = async () => {
    const rows = await (await testDb()).searchVersion.findMany();
    return Object.fromEntries(rows.map((r) => [r.table, r.version]));
  };

  test("every searchable table's version moves with a row added, its key or date written, or a row removed, and only then", async () => {
    const db = await testDb();
    const owner = await createUser("user");
    const tag = uniqueTag();
    expect(Object.keys(await versions()).sort()).toEqual([...TABLES].sort());
    const before = await versions();
    await seedAll(`بحث ${tag}`, owner.id); // one row in each table
    const added = await versions();
    // SQL straight to the tables: the triggers, not the app, keep the versions
    const pg = /^postgres/.test(E2E_ENV.DATABASE_URL);
    const placeholders = (sql: string) => {
      let n = 0;
      return pg ? sql.replace(/\?/g, () => `$${++n}`) : sql;
    };
    /**
     * How far `sql` moves the table's version. The transaction first writes the version row as it
     * is, which holds it (and on SQLite the write lock) until the end, so no other test's write can
     * move it in between.
     */
    const movedBy = (table: string, sql: string, id: number) =>
      deadlockRetried(() =>
        db.$transaction(async (tx) => {
          const version = async () =>
            Number((await tx.$queryRawUnsafe<{ v: number }[]>(placeholders(`SELECT "version" AS v FROM "SearchVersion" WHERE "table" = ?`), table))[0].v);
          await tx.$executeRawUnsafe(placeholders(`UPDATE "SearchVersion" SET "version" = "version" WHERE "table" = ?`), table);
          const was = await version();
          expect(await tx.$executeRawUnsafe(placeholders(sql), id)).toBe(1);
          return (await version()) - was;
        }),
      );
    for (const table of TABLES) {
      expect(added[table], `${table}: added`).toBeGreaterThan(before[table]);
      const [{ id }] = await db.$queryRawUnsafe<{ id: number }[]>(`SELECT "id" FROM "${table}" WHERE "searchKey" LIKE '%${tag}%'`);
      const steps: [string, string, number][] = [
        ["key written", `UPDATE "${table}" SET "searchKey" = "searchKey" WHERE "id" = ?`, 1],
        ["date written", `UPDATE "${table}" SET "createdAt" = "createdAt" WHERE "id" = ?`, 1],
        ["another column written", `UPDATE "${table}" SET "id" = "id" WHERE "id" = ?`, 0],
        ["removed", `DELETE FROM "${table}" WHERE "id" = ?`, 1],
      ];
      for (const [what, sql, moves] of steps) expect(await movedBy(table, sql, Number(id)), `${table}: ${what}`).toBe(moves);
    }
  });

  test("a search repeated after rows are stored, edited or removed behind the app's back answers from the index as it is now", async ({ playwright }) => {
    const db = await testDb();
    const tag = uniqueTag();
    const title = `الزراعة ${tag}`;
    const key = indexedKeyOf(title, "ملخص", "باحث");
    const member = await as(playwright, "user");
    const q = `زراعة ${tag}`;
    expect(await postIds(member, { q })).toEqual([]);
    const { id: a } = await db.post.create({ data: { title, author: "باحث", content: "ملخص", searchKey: key } });
    expect(await postIds(member, { q })).toEqual([a]);
    await db.post.createMany({ data: [{ title, author: "باحث", content: "ملخص", searchKey: key, createdAt: new Date(Date.now() + 60_000) }] });
    const b = (await db.post.findFirstOrThrow({ where: { title }, orderBy: { id: "desc" } })).id;
    expect(await postIds(member, { q })).toEqual([b, a]);
    await db.post.update({ where: { id: b }, data: { searchKey: indexedKeyOf(`الصناعة ${tag}`, "ملخص", "باحث") } });
    expect(await postIds(member, { q })).toEqual([a]);
    await db.post.deleteMany({ where: { id: a } });
    expect(await postIds(member, { q })).toEqual([]);
  });

  test("past the kept best matches, pages and cursors come from the index in the same order", async ({ playwright }) => {
    test.setTimeout(120_000);
    const db = await testDb();
    const tag = uniqueTag();
    const title = `المناخ ${tag}`;
    const key = indexedKeyOf(title, "ملخص", "باحث");
    const at = Date.parse("2026-03-01T00:00:00.000Z");
    // 1,030 equal matches (more than the 1,000 kept), one a minute: the newest first
    const data = Array.from({ length: 1030 }, (_, i) => ({ title, author: "باحث", content: "ملخص", searchKey: key, createdAt: new Date(at + i * 60_000) }));
    for (let i = 0; i < data.length; i += 200) await db.post.createMany({ data: data.slice(i, i + 200) });
    const expected = (await db.post.findMany({ where: { title }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })).map((p) => p.id);
    expect(expected).toHaveLength(1030);
    const member = await as(playwright, "user");
    const read = async (params: Record<string, string | number>) => {
      const res = await member.get("/backend/api/posts/read.php", { params: { q: `مناخ ${tag}`, limit: 20, ...params } });
      expect(res.status(), await res.text()).toBe(200);
      const body = (await res.json()) as { posts: { id: number }[]; total: number; next_cursor: number | null };
      expect(body.total).toBe(1030);
      return body;
    };
    expect((await read({ page: 1 })).posts.map((p) => p.id)).toEqual(expected.slice(0, 20));
    for (const page of [50, 51, 52])
      expect(
        (await read({ page })).posts.map((p) => p.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 20, page * 20));
    // a cursor inside the kept matches whose page runs past them, and one beyond them
    for (const from of [989, 999, 1009]) {
      const body = await read({ cursor: expected[from] });
      expect(
        body.posts.map((p) => p.id),
        `after #${from + 1}`,
      ).toEqual(expected.slice(from + 1, from + 21));
    }
  });
});
