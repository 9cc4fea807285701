import type { APIRequestContext } from "@playwright/test";
import { createUser, expect, loginAs, test, testDb } from "../fixtures";
import { seedPost } from "../seed/posts";

// Likes, views and the number of articles are columns the database keeps in step with the rows
// (triggers, migration post_counts): they must stay exact under concurrent writes and cascades.
const API = "/backend/api/posts";
// each member is a password hash and a sign-in: slow on a busy machine
test.setTimeout(120_000);

type Ctx = APIRequestContext;
const contexts: Ctx[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

async function member(playwright: { request: { newContext: (o: { baseURL?: string; userAgent?: string }) => Promise<Ctx> } }) {
  // a browser's user agent: a robot's views are not counted
  const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, userAgent: test.info().project.use.userAgent });
  contexts.push(ctx);
  const user = await createUser("user");
  await loginAs(ctx, user);
  return { ctx, user };
}

async function counts(id: number) {
  const db = await testDb();
  const row = await db.post.findUniqueOrThrow({ where: { id }, select: { likeCount: true, viewCount: true } });
  return { ...row, likes: await db.postLike.count({ where: { postId: id } }), views: await db.postView.count({ where: { postId: id } }) };
}

test("concurrent views: each member counts once an hour, the count is the unique view rows, and get_single shows it", async ({ playwright }) => {
  const { id } = await seedPost();
  const readers = await Promise.all(Array.from({ length: 8 }, () => member(playwright)));
  const first = await Promise.all(readers.map(({ ctx }) => ctx.get(`${API}/get_single.php?id=${id}`)));
  for (const res of first) expect(res.status()).toBe(200);
  // every answer counts at least its own view, none more than all of them
  for (const res of first) expect((await res.json()).post.views).toBeGreaterThanOrEqual(1);
  // reading again within the hour counts no unique view more, in whichever server process answers
  await Promise.all(readers.flatMap(({ ctx }) => [ctx.get(`${API}/get_single.php?id=${id}`), ctx.get(`${API}/get_single.php?id=${id}`)]));
  const db = await testDb();
  expect(await db.articleUsage.count({ where: { pageId: id, kind: "view", unique: true } })).toBe(8);
  expect((await counts(id)).viewCount).toBe(8);
  const again = await (await readers[0].ctx.get(`${API}/get_single.php?id=${id}`)).json();
  expect(again.post.views).toBe(8);
});

test("concurrent likes and unlikes, and a member's deletion, keep likeCount equal to the likes", async ({ playwright }) => {
  const { id } = await seedPost();
  const db = await testDb();
  const users = await Promise.all(Array.from({ length: 8 }, () => createUser("user")));
  await Promise.all(users.map((u) => db.postLike.create({ data: { postId: id, userId: u.id } })));
  expect(await counts(id)).toMatchObject({ likeCount: 8, likes: 8 });
  await Promise.all(users.slice(0, 3).map((u) => db.postLike.deleteMany({ where: { postId: id, userId: u.id } })));
  expect(await counts(id)).toMatchObject({ likeCount: 5, likes: 5 });
  // a deleted account's likes and views go with it (a cascade), and so do their counts
  await db.postView.create({ data: { postId: id, userId: users[7].id, day: "2026-01-01" } });
  expect(await counts(id)).toMatchObject({ viewCount: 1, views: 1 });
  await db.user.delete({ where: { id: users[7].id } });
  expect(await counts(id)).toMatchObject({ likeCount: 4, likes: 4, viewCount: 0, views: 0 });

  const { ctx } = await member(playwright);
  const post = (await (await ctx.get(`${API}/get_single.php?id=${id}`)).json()).post;
  expect(post).toMatchObject({ likes: 4, views: 1 });
  const listed = (await (await ctx.get(`${API}/read.php?limit=100`)).json()).posts.find((p: { id: number }) => p.id === id);
  expect(listed).toMatchObject({ likes: 4, views: 1 });
});

test("read.php's total and the dashboard's figures follow articles created and deleted, without counting the table", async ({ playwright }) => {
  const { ctx } = await member(playwright);
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(admin);
  await loginAs(admin, await createUser("admin"));
  const db = await testDb();
  // the three places the number is shown: read.php, stats.php's total and its "articles" kind
  const total = async () => {
    const [read, stats] = await Promise.all([
      ctx.get(`${API}/read.php?limit=1`).then((r) => r.json()),
      admin.get("/backend/api/admin/stats.php").then((r) => r.json()),
    ]);
    const articles = stats.resources_by_kind.find((k: { kind: string }) => k.kind === "articles")?.count;
    return read.total === stats.totals.posts && read.total === articles ? read.total : `read.php ${read.total}, stats ${stats.totals.posts}, ${articles}`;
  };
  // other tests add articles at the same time: compare with the rows in one snapshot of time
  const check = async () => {
    for (let i = 0; i < 5; i++) {
      const [before, shown, after] = [await db.post.count(), await total(), await db.post.count()];
      if (before === after) return expect(shown).toBe(before);
    }
    throw new Error("the number of articles never stood still");
  };
  await check();
  const made = await Promise.all(Array.from({ length: 4 }, () => seedPost()));
  await check();
  await db.post.deleteMany({ where: { id: { in: made.map((p) => p.id) } } });
  await check();
});
