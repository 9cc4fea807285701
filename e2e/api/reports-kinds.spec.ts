import type { APIRequestContext } from "@playwright/test";
import { indexedKeyOf } from "../../lib/search/arabic";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";
import { seedOpportunity } from "../seed/opportunities";
import { seedPost } from "../seed/posts";
import { seedTopic } from "../seed/topics";

// Every reportable kind (answers: reports.spec.ts): a member reports it once (a second open report
// is a 409), an admin hides it from the queue and it leaves its list, its search and its page but
// stays in the database; another is dismissed and stays; a third is deleted through its domain.

const CREATE = "/backend/api/reports/create.php";
const RESOLVE = "/backend/api/reports/resolve.php";

const uniq = () => Math.random().toString(36).slice(2, 8);

type Seeded = { id: number | string };
type Kind = {
  type: string;
  /** a new item of the kind, by `owner`, whose text holds `word` */
  seed: (owner: TestUser, word: string) => Promise<Seeded>;
  /** the ids its list shows the member (searched for `q` when given) */
  listed: (api: APIRequestContext, q?: string) => Promise<(number | string)[]>;
  /** the status of its own page for the member, where it has one */
  page?: (api: APIRequestContext, item: Seeded) => Promise<number>;
  hiddenAt: (id: number | string) => Promise<Date | null | undefined>;
  /** the audit action of the domain's delete */
  deleted?: string;
  /** whether the row (or, for a member, the live account) is gone */
  gone: (id: number | string) => Promise<boolean>;
};

const ids = async (api: APIRequestContext, url: string, key: string, q?: string) => {
  const res = await api.get(`${url}${url.includes("?") ? "&" : "?"}limit=100${q ? `&q=${encodeURIComponent(q)}` : ""}`);
  expect(res.status()).toBe(200);
  return ((await res.json())[key] as { id: number }[]).map((x) => x.id);
};

const db = testDb;

/** hiddenAt and gone for a kind whose row `find` reads */
const stored = (find: (id: number) => Promise<{ hiddenAt: Date | null } | null>) => ({
  hiddenAt: async (id: number | string) => (await find(Number(id)))?.hiddenAt,
  gone: async (id: number | string) => !(await find(Number(id))),
});

const KINDS: Kind[] = [
  {
    type: "question",
    seed: async (owner, word) => {
      const title = `سؤال ${word}`;
      return (await db()).question.create({
        data: { title, description: "تفاصيل", status: "approved", userId: owner.id, authorName: owner.name, searchKey: indexedKeyOf(title, "تفاصيل", "") },
      });
    },
    listed: (api, q) => ids(api, "/backend/api/qa/read.php", "questions", q),
    page: async (api, item) => (await api.get(`/backend/api/qa/get_single.php?id=${item.id}`)).status(),
    ...stored(async (id) => (await db()).question.findUnique({ where: { id } })),
  },
  {
    type: "topic",
    seed: (owner, word) => seedTopic(owner, { title: `موضوع ${word}` }),
    listed: (api, q) => ids(api, "/backend/api/topics/read.php", "topics", q),
    ...stored(async (id) => (await db()).topic.findUnique({ where: { id } })),
  },
  {
    type: "resource",
    seed: async (owner, word) => {
      const title = `ورشة ${word}`;
      return (await db()).learningResource.create({
        data: {
          title,
          description: "وصف",
          type: "guide",
          author: owner.name,
          status: "Published",
          downloadUrl: "https://example.org/r",
          userId: owner.id,
          searchKey: indexedKeyOf(title, "وصف", owner.name, "guide"),
        },
      });
    },
    listed: (api, q) => ids(api, "/backend/api/resources/read.php", "resources", q),
    ...stored(async (id) => (await db()).learningResource.findUnique({ where: { id } })),
  },
  {
    type: "opportunity",
    seed: (owner, word) => seedOpportunity(owner, { title: `فرصة ${word}` }),
    listed: (api, q) => ids(api, "/backend/api/opportunities/read.php", "opportunities", q),
    ...stored(async (id) => (await db()).opportunity.findUnique({ where: { id } })),
  },
  {
    type: "project",
    seed: async (owner, word) => {
      const title = `مشروع ${word}`;
      return (await db()).researchProject.create({
        data: {
          title,
          description: "وصف",
          institution: "جامعة",
          requiredExpertise: "خبرة",
          authorName: owner.name,
          userId: owner.id,
          searchKey: indexedKeyOf(title, "وصف"),
        },
      });
    },
    listed: (api, q) => ids(api, "/backend/api/research_projects/read.php", "projects", q),
    deleted: "research_project.delete",
    ...stored(async (id) => (await db()).researchProject.findUnique({ where: { id } })),
  },
  {
    type: "article",
    // a published article and the post that shows it in the feeds and the posts' search
    seed: async (owner, word) => {
      const title = `مقالة ${word}`;
      const post = await seedPost({ title, author: owner.name });
      await (await db()).post.update({ where: { id: post.id }, data: { createdById: owner.id } });
      const article = await (
        await db()
      ).article.create({
        data: {
          title,
          abstractAr: "ملخص",
          authorName: owner.name,
          userId: owner.id,
          status: "published",
          postId: post.id,
          searchKey: indexedKeyOf(title, "ملخص"),
        },
      });
      return { id: article.id, postId: post.id };
    },
    // the articles' list, and the posts' list and search (the search index on both engines) by the article each post shows
    listed: async (api, q) => {
      const articles = await ids(api, "/backend/api/articles/read.php", "articles", q);
      const posts = await ids(api, "/backend/api/posts/read.php?page=1", "posts", q);
      const shown = await (await db()).article.findMany({ where: { postId: { in: posts } }, select: { id: true } });
      return [...new Set([...articles, ...shown.map((a) => a.id)])];
    },
    page: async (api, item) => (await api.get(`/backend/api/articles/get.php?id=${item.id}`)).status(),
    ...stored(async (id) => (await db()).article.findUnique({ where: { id } })),
  },
];

for (const kind of KINDS) {
  test(`${kind.type}: reported once (409 again); hidden it leaves its list, search and page; dismissed it stays; deleted it goes`, async ({ playwright }) => {
    const owner = await createUser();
    const member = await createUser();
    const asMember = await client(playwright, member);
    const admin = await client(playwright, await createUser("admin"));
    const word = `كلمة${uniq()}`;
    const [hidden, kept, doomed] = [await kind.seed(owner, word), await kind.seed(owner, `باقية${uniq()}`), await kind.seed(owner, `زائلة${uniq()}`)];
    expect(await kind.listed(asMember)).toContain(hidden.id);
    expect(await kind.listed(asMember, word)).toContain(hidden.id);
    if (kind.page) expect(await kind.page(asMember, hidden)).toBe(200);

    const report = async (item: Seeded) => {
      const res = await asMember.post(CREATE, { data: { type: kind.type, id: item.id, reason: "spam" } });
      expect(res.status()).toBe(201);
      return (await res.json()).report.id as number;
    };
    const hideReport = await report(hidden);
    expect((await asMember.post(CREATE, { data: { type: kind.type, id: hidden.id, reason: "abuse" } })).status()).toBe(409);
    expect((await asMember.put(RESOLVE, { data: { id: hideReport, action: "hide" } })).status()).toBe(403);
    const hide = await admin.put(RESOLVE, { data: { id: hideReport, action: "hide" } });
    expect(hide.status()).toBe(200);
    expect((await hide.json()).report.status).toBe("hidden");

    expect(await kind.listed(asMember)).not.toContain(hidden.id);
    expect(await kind.listed(asMember, word)).not.toContain(hidden.id);
    if (kind.page) expect(await kind.page(asMember, hidden)).toBe(404);
    expect(await kind.hiddenAt(hidden.id)).toBeInstanceOf(Date);
    // hidden, it is no longer the members' to report
    expect((await asMember.post(CREATE, { data: { type: kind.type, id: hidden.id, reason: "spam" } })).status()).toBe(404);

    const dismiss = await admin.put(RESOLVE, { data: { id: await report(kept), action: "dismiss" } });
    expect((await dismiss.json()).report.status).toBe("dismissed");
    expect(await kind.listed(asMember)).toContain(kept.id);
    expect(await kind.hiddenAt(kept.id)).toBeNull();

    const del = await admin.put(RESOLVE, { data: { id: await report(doomed), action: "delete" } });
    expect(del.status()).toBe(200);
    expect((await del.json()).report.status).toBe("deleted");
    expect(await kind.gone(doomed.id)).toBe(true);
    expect(await kind.listed(asMember)).not.toContain(doomed.id);
    const audit = (await db()).auditEntry;
    expect(await audit.count({ where: { action: "report.hide", targetType: kind.type, targetId: String(hidden.id) } })).toBe(1);
    expect(await audit.count({ where: { action: kind.deleted ?? `${kind.type}.delete`, targetId: String(doomed.id) } })).toBe(1);
  });
}

test("member: reported by handle (409 again); hidden, their researcher page is gone but the account stays", async ({ playwright }) => {
  const target = await createUser();
  const member = await createUser();
  const asMember = await client(playwright, member);
  const admin = await client(playwright, await createUser("admin"));
  const store = await db();
  const { handle } = await store.user.findUniqueOrThrow({ where: { id: target.id } });
  const page = () => asMember.get(`/backend/api/researchers/get.php?handle=${encodeURIComponent(handle!)}`);
  expect((await page()).status()).toBe(200);

  const created = await asMember.post(CREATE, { data: { type: "member", id: handle, reason: "abuse" } });
  expect(created.status()).toBe(201);
  const report = (await created.json()).report;
  expect(report.item_id).toBe(target.id);
  expect((await asMember.post(CREATE, { data: { type: "member", id: target.id, reason: "spam" } })).status()).toBe(409);

  expect((await admin.put(RESOLVE, { data: { id: report.id, action: "hide" } })).status()).toBe(200);
  expect((await page()).status()).toBe(404);
  const row = await store.user.findUniqueOrThrow({ where: { id: target.id } });
  expect(row.hiddenAt).toBeInstanceOf(Date);
  expect(row.deletedAt).toBeNull();

  // deleting a member from a report removes the account as the admin screen does (anonymized)
  const other = await createUser();
  const second = await (await asMember.post(CREATE, { data: { type: "member", id: other.id, reason: "spam" } })).json();
  expect((await (await admin.put(RESOLVE, { data: { id: second.report.id, action: "delete" } })).json()).report.status).toBe("deleted");
  expect((await store.user.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeInstanceOf(Date);
  expect(await store.auditEntry.count({ where: { action: "user.delete", targetId: other.id } })).toBe(1);
});

test("resolve.php and create.php: anonymous 401", async ({ playwright }) => {
  const anon = await client(playwright);
  expect((await anon.put(RESOLVE, { data: { id: 1, action: "dismiss" } })).status()).toBe(401);
  expect((await anon.post(CREATE, { data: { type: "topic", id: 1, reason: "spam" } })).status()).toBe(401);
});

test("a hidden answer no longer earns its author reputation (its upvote and its acceptance)", async ({ playwright }) => {
  const author = await createUser();
  const asker = await createUser();
  const store = await db();
  const title = `سؤال ${uniq()}`;
  const question = await store.question.create({
    data: { title, description: "تفاصيل", status: "approved", userId: asker.id, authorName: asker.name, searchKey: indexedKeyOf(title, "تفاصيل", "") },
  });
  const answer = await store.answer.create({ data: { questionId: question.id, userId: author.id, authorName: author.name, text: `إجابة ${uniq()}` } });
  // a vote counts toward reputation from an account older than a day
  await store.user.update({ where: { id: asker.id }, data: { createdAt: new Date(Date.now() - 2 * 86_400_000) } });
  await store.answerVote.create({ data: { answerId: answer.id, userId: asker.id } });
  await store.question.update({ where: { id: question.id }, data: { acceptedAnswerId: answer.id } });
  const { handle } = await store.user.findUniqueOrThrow({ where: { id: author.id } });
  const asAsker = await client(playwright, asker);
  const reputation = async () =>
    (await (await asAsker.get(`/backend/api/researchers/get.php?handle=${encodeURIComponent(handle!)}`)).json()).researcher.reputation as number;
  expect(await reputation()).toBe(2 + 15);

  const report = await (await asAsker.post(CREATE, { data: { type: "answer", id: answer.id, reason: "plagiarism" } })).json();
  const admin = await client(playwright, await createUser("admin"));
  expect((await admin.put(RESOLVE, { data: { id: report.report.id, action: "hide" } })).status()).toBe(200);
  expect(await reputation()).toBe(0);
});
