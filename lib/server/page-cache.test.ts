import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageCacheStore, type PageCacheStore } from "@/lib/page-cache.mjs";

// A real database (test/database.ts), with every migration applied: the triggers of migration
// page_cache decide when a kept page goes stale.
vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const { startPageCache, prunePageCache, PAGE_CACHE_MAX_AGE_MS } = await import("./page-cache");
const { recordPageUsage } = await import("./usage");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let store: PageCacheStore;
let n = 0;
const uniq = () => `${process.pid}-${Date.now()}-${n++}`;
const page = () => ({ headers: { "content-type": "text/html; charset=utf-8" }, nonce: "abc", body: Buffer.from(`<p>${uniq()}</p>`) });

beforeAll(() => {
  startPageCache();
  store = pageCacheStore()!;
});
afterAll(closeDatabase);

/** Renders (stores) `key` under `tags` as the wrapper does: the versions read before the render. */
async function keep(key: string, tags: string[]) {
  const { page: found, versions } = await store.lookup(key, tags);
  expect(found).toBeNull();
  const kept = page();
  await store.store(key, versions, kept);
  expect((await store.lookup(key, tags)).page).toEqual(kept);
}
const isKept = async (key: string, tags: string[]) => (await store.lookup(key, tags)).page !== null;

async function member() {
  const id = uniq();
  return db.user.create({ data: { id, name: `عضو ${id}`, email: `${id}@test.local`, handle: `m${id.replace(/\D/g, "")}` } });
}
const post = () => db.post.create({ data: { title: `مقال ${uniq()}`, author: "باحث", content: "ملخص" } });

describe("the signed-out pages' cache", { timeout: 60_000 }, () => {
  it("keeps an article's page until its post, its comments or its people change, and only then", async () => {
    const [a, b, user] = [await post(), await post(), await member()];
    const tags = [`post:${a.id}`, "people"];
    const key = `ar /article/${a.id}-${uniq()}`;
    await keep(key, tags);

    // another article's edit, comment or view leaves it alone
    await db.post.update({ where: { id: b.id }, data: { title: "آخر" } });
    await db.comment.create({ data: { postId: b.id, userId: user.id, text: "تعليق" } });
    expect(await isKept(key, tags)).toBe(true);

    await db.post.update({ where: { id: a.id }, data: { title: "معدّل" } });
    expect(await isKept(key, tags)).toBe(false);
    await keep(key, tags);
    await db.comment.create({ data: { postId: a.id, userId: user.id, text: "تعليق" } });
    expect(await isKept(key, tags)).toBe(false);
    await keep(key, tags);
    // a view moves only the view count, which the cached page may show a little late: it stays
    const dated = (await db.post.findUniqueOrThrow({ where: { id: a.id } })).updatedAt;
    await db.postView.create({ data: { postId: a.id, userId: user.id, day: new Date().toISOString().slice(0, 10) } });
    const counted = await recordPageUsage({ pageId: a.id, kind: "view", actor: null, headers: new Headers({ "user-agent": BROWSER }) });
    expect(counted).toEqual({ counted: true, unique: true });
    // nor the article's date (the sitemap's and OAI-PMH's)
    const viewed = await db.post.findUniqueOrThrow({ where: { id: a.id } });
    expect(viewed.viewCount).toBe(2);
    expect(viewed.updatedAt).toEqual(dated);
    expect(await isKept(key, tags)).toBe(true);
    // a like is shown on the page at once
    await db.postLike.create({ data: { postId: a.id, userId: user.id } });
    expect(await isKept(key, tags)).toBe(false);
    await keep(key, tags);
    await db.user.update({ where: { id: user.id }, data: { name: "اسم جديد" } });
    expect(await isKept(key, tags)).toBe(false);
    await keep(key, tags);
    // what no page shows of a member (their theme) changes nothing
    await db.user.update({ where: { id: user.id }, data: { theme: "light" } });
    expect(await isKept(key, tags)).toBe(true);
    await db.post.delete({ where: { id: a.id } });
    expect(await isKept(key, tags)).toBe(false);
  });

  it("keeps a published article's page until its article, co-authors, references or versions change, or a retraction", async () => {
    const [p, user] = [await post(), await member()];
    const article = await db.article.create({
      data: { authorName: user.name, title: "بحث", abstractAr: "ملخص", status: "published", postId: p.id, pageId: p.id },
    });
    const tags = [`post:${p.id}`, "people"];
    const key = `en /article/${p.id}-${uniq()}`;
    for (const write of [
      () => db.articleAuthor.create({ data: { articleId: article.id, position: 1, name: "ليلى" } }),
      () => db.articleReference.create({ data: { articleId: article.id, position: 1, text: "مرجع" } }),
      () => db.articleVersion.create({ data: { articleId: article.id, n: 1, snapshot: "{}", kind: "correction", note: "تصحيح" } }),
      // a retraction takes the post away and keeps the page's address
      () => db.article.update({ where: { id: article.id }, data: { status: "retracted", postId: null, retractedAt: new Date() } }),
      () => db.article.update({ where: { id: article.id }, data: { hiddenAt: new Date() } }),
    ]) {
      await keep(key, tags);
      await write();
      expect(await isKept(key, tags)).toBe(false);
    }
  });

  it("lets the sitemap go when a member asks to be listed, or stops asking", async () => {
    const someone = await member();
    const key = `ar /sitemap.xml-${uniq()}`;
    for (const listed of [true, false]) {
      await keep(key, ["all", "people"]);
      await db.user.update({ where: { id: someone.id }, data: { listResearcherPage: listed } });
      expect(await isKept(key, ["all", "people"])).toBe(false);
    }
  });

  it("keeps a question's page until it, its answers or their votes change, or another question does", async () => {
    const [asker, voter] = [await member(), await member()];
    const q = await db.question.create({ data: { title: "سؤال", description: "وصف", status: "approved", userId: asker.id, authorName: asker.name } });
    const tags = [`question:${q.id}`, "questions", "people"];
    const key = `ar /qa-section/${q.id}-${uniq()}`;
    await keep(key, tags);
    const answer = await db.answer.create({ data: { questionId: q.id, userId: voter.id, authorName: voter.name, text: "جواب" } });
    expect(await isKept(key, tags)).toBe(false);
    await keep(key, tags);
    await db.answerVote.create({ data: { answerId: answer.id, userId: asker.id } });
    expect(await isKept(key, tags)).toBe(false);
    await keep(key, tags);
    await db.question.create({ data: { title: "آخر", description: "وصف", status: "pending", userId: asker.id, authorName: asker.name } });
    expect(await isKept(key, tags)).toBe(false);
  });

  it("keeps the lists, feeds and sitemap until any content they show changes", async () => {
    const [p, user] = [await post(), await member()];
    const key = `ar /sitemap.xml-${uniq()}`;
    for (const write of [
      () => db.postTag.create({ data: { postId: p.id, slug: `وسم-${uniq()}`, keyword: "وسم" } }),
      () => db.follow.create({ data: { userId: user.id, type: "researcher", target: user.id } }),
      () => db.user.update({ where: { id: user.id }, data: { hiddenAt: new Date() } }),
      () => post(),
    ]) {
      await keep(key, ["all"]);
      await write();
      expect(await isKept(key, ["all"])).toBe(false);
    }
  });

  it("never serves a page past its age, and prunes it", async () => {
    const key = `ar /tags/x-${uniq()}`;
    await keep(key, ["all"]);
    const later = Date.now() + PAGE_CACHE_MAX_AGE_MS + 1000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect(await isKept(key, ["all"])).toBe(false);
      await prunePageCache();
    } finally {
      clock.mockRestore();
    }
    expect(await db.pageCache.findUnique({ where: { key } })).toBeNull();
  });
});
