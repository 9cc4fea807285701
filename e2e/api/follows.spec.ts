import { createHmac } from "node:crypto";
import { E2E_ENV } from "../env.mjs";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { handleOf, seedAuthoredPost, seedUnpublishedArticle } from "../seed/follows";

const CREATE = "/backend/api/follows/create.php";
const DELETE = "/backend/api/follows/delete.php";
const READ = "/backend/api/follows/read.php";
const FEED = "/backend/api/follows/feed.php";

const uniq = () => Math.random().toString(36).slice(2, 8);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

test("anonymous callers get 401 from every follows endpoint", async ({ playwright }) => {
  const anon = await client(playwright);
  const body = { type: "tag", target: "physics" };
  expect((await anon.post(CREATE, { data: body })).status()).toBe(401);
  expect((await anon.delete(DELETE, { data: body })).status()).toBe(401);
  expect((await anon.get(READ)).status()).toBe(401);
  expect((await anon.get(FEED)).status()).toBe(401);
});

test("bad input 400, an unknown or hidden researcher 404, oneself 400", async ({ playwright }) => {
  const member = await createUser();
  const ctx = await client(playwright, member);
  for (const data of [
    {},
    { type: "topic", target: "x" },
    { type: "tag" },
    { type: "tag", target: "   " },
    { type: "tag", target: "—!?" },
    { type: "tag", target: "x".repeat(101) },
  ]) {
    expect((await ctx.post(CREATE, { data })).status(), JSON.stringify(data)).toBe(400);
    expect((await ctx.delete(DELETE, { data })).status(), JSON.stringify(data)).toBe(400);
  }
  expect((await ctx.get(`${FEED}?limit=0`)).status()).toBe(400);
  expect((await ctx.get(`${FEED}?cursor=abc`)).status()).toBe(400);

  expect((await ctx.post(CREATE, { data: { type: "researcher", target: `nobody-${uniq()}` } })).status()).toBe(404);
  const hidden = await createUser();
  await (await testDb()).user.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
  expect((await ctx.post(CREATE, { data: { type: "researcher", target: await handleOf(hidden) } })).status()).toBe(404);
  const self = await ctx.post(CREATE, { data: { type: "researcher", target: await handleOf(member) } });
  expect(self.status()).toBe(400);
  expect((await self.json()).reason).toBe("FOLLOW_SELF");
  expect((await (await ctx.get(READ)).json()).follows).toEqual([]);
});

test("following is idempotent (201, then 200), unfollowing too; a member and an admin alike", async ({ playwright }) => {
  const researcher = await createUser();
  const handle = await handleOf(researcher);
  const keyword = `Machine Learning ${uniq()}`;
  const slug = keyword.toLowerCase().replace(/ /g, "-");
  for (const who of [await createUser(), await createUser("admin")]) {
    const ctx = await client(playwright, who);
    const first = await ctx.post(CREATE, { data: { type: "researcher", target: `@${handle.toUpperCase()}` } });
    expect(first.status()).toBe(201);
    expect((await first.json()).follow).toEqual({ type: "researcher", target: handle, label: researcher.name });
    expect((await ctx.post(CREATE, { data: { type: "researcher", target: handle } })).status()).toBe(200);

    // a keyword and its slug are one tag
    const tag = await ctx.post(CREATE, { data: { type: "tag", target: keyword } });
    expect(tag.status()).toBe(201);
    expect((await tag.json()).follow).toEqual({ type: "tag", target: slug, label: slug });
    expect((await ctx.post(CREATE, { data: { type: "tag", target: slug } })).status()).toBe(200);

    expect((await (await ctx.get(READ)).json()).follows).toEqual([
      { type: "tag", target: slug, label: slug },
      { type: "researcher", target: handle, label: researcher.name },
    ]);

    for (let i = 0; i < 2; i++) {
      expect((await ctx.delete(DELETE, { data: { type: "researcher", target: handle } })).status()).toBe(200);
      expect((await ctx.delete(DELETE, { data: { type: "tag", target: keyword } })).status()).toBe(200);
    }
    expect((await (await ctx.get(READ)).json()).follows).toEqual([]);
  }
});

test("the feed lists exactly the published articles of followed researchers and tags, each once, newest first, paged by cursor", async ({ playwright }) => {
  const [followed, coAuthor, other, reader] = [await createUser(), await createUser(), await createUser(), await createUser()];
  const tag = `وسم-${uniq()}`;
  const byFollowed = await seedAuthoredPost({ by: followed, createdAt: minutesAgo(50) });
  const tagged = await seedAuthoredPost({ by: other, createdAt: minutesAgo(40), keywords: `${tag}, أخرى` });
  const both = await seedAuthoredPost({ by: followed, createdAt: minutesAgo(30), keywords: tag });
  const coWritten = await seedAuthoredPost({ by: coAuthor, coAuthors: [coAuthor, followed], createdAt: minutesAgo(20) });
  const unrelated = await seedAuthoredPost({ by: other, createdAt: minutesAgo(10), keywords: "غير-متابع" });
  for (const status of ["draft", "submitted", "retracted"] as const) await seedUnpublishedArticle(followed, status, tag);

  const ctx = await client(playwright, reader);
  // following nothing: an empty feed
  const empty = await (await ctx.get(FEED)).json();
  expect(empty).toMatchObject({ items: [], total: 0, next_cursor: null });

  await ctx.post(CREATE, { data: { type: "researcher", target: await handleOf(followed) } });
  await ctx.post(CREATE, { data: { type: "tag", target: tag } });

  const res = await ctx.get(FEED);
  expect(res.status()).toBe(200);
  const body = await res.json();
  const expected = [coWritten, both, tagged, byFollowed];
  expect(body.items.map((i: { id: number }) => i.id)).toEqual(expected.map((p) => p.id));
  expect(body.items.map((i: { id: number }) => i.id)).not.toContain(unrelated.id);
  expect(body.total).toBe(4);
  expect(body.next_cursor).toBeNull();
  expect(body.items[1]).toEqual({ type: "article", id: both.id, title: both.title, author: followed.name, created_at: both.createdAt.toISOString() });

  // two pages of two, by cursor
  const first = await (await ctx.get(`${FEED}?limit=2`)).json();
  expect(first.items.map((i: { id: number }) => i.id)).toEqual([coWritten.id, both.id]);
  expect(first.next_cursor).toBe(both.id);
  const second = await (await ctx.get(`${FEED}?limit=2&cursor=${first.next_cursor}`)).json();
  expect(second.items.map((i: { id: number }) => i.id)).toEqual([tagged.id, byFollowed.id]);
  expect(second.next_cursor).toBeNull();

  // unfollowing the researcher leaves what the tag brings
  await ctx.delete(DELETE, { data: { type: "researcher", target: await handleOf(followed) } });
  const after = await (await ctx.get(FEED)).json();
  expect(after.items.map((i: { id: number }) => i.id)).toEqual([both.id, tagged.id]);
});

test("the weekly digest is opt-in; its own signed link turns off the digest and nothing else", async ({ playwright }) => {
  const member = await createUser();
  const ctx = await client(playwright, member);
  expect((await (await ctx.get("/backend/api/profile/read.php")).json()).profile.preferences.weekly_digest).toBe(false);

  const before = Date.now();
  const res = await ctx.put("/backend/api/profile/preferences.php", {
    data: { theme: "dark", notifications: true, email_notifications: true, weekly_digest: true },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).preferences.weekly_digest).toBe(true);
  const db = await testDb();
  const row = await db.user.findUniqueOrThrow({ where: { id: member.id } });
  // opting in opens the first window now: the first digest lists what comes after, not the archive
  expect(row.weeklyDigest).toBe(true);
  expect(row.digestSentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

  const sign = (scope: string) => createHmac("sha256", E2E_ENV.BETTER_AUTH_SECRET).update(scope).digest("base64url");
  const anon = await client(playwright);
  const url = (t: string, list?: string) =>
    `/backend/api/notifications/unsubscribe.php?u=${encodeURIComponent(member.id)}&t=${t}${list ? `&list=${list}` : ""}`;
  // the notifications link's signature does not unsubscribe from the digest, nor the reverse
  expect((await anon.post(url(sign(`unsubscribe:${member.id}`), "digest"))).status()).toBe(400);
  expect((await anon.post(url(sign(`unsubscribe:digest:${member.id}`)))).status()).toBe(400);
  expect((await anon.post(url(sign(`unsubscribe:digest:${member.id}`), "digest"))).status()).toBe(200);
  const after = await db.user.findUniqueOrThrow({ where: { id: member.id } });
  expect({ weeklyDigest: after.weeklyDigest, notifyEmail: after.notifyEmail }).toEqual({ weeklyDigest: false, notifyEmail: true });
});
