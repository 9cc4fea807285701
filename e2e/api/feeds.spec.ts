import { randomBytes } from "node:crypto";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { E2E_ENV } from "../env.mjs";
import { seedArticle, seedPublishedPosts } from "../seed/published";
import { parseXml, textOf } from "../xml";

// The Atom feeds on a members-only site (the default): each needs a member's private feed token,
// lists exactly the published articles of its scope, newest first, 50 at most; the OAI-PMH
// endpoint does not exist. (The public mode is e2e/public/feeds-oai.spec.ts.)

const ORIGIN = E2E_ENV.APP_URL;
const uniq = () => randomBytes(4).toString("hex");
type Api = Awaited<ReturnType<typeof client>>;

/** A member with a feed token (what the profile issues), and the token. */
async function memberToken() {
  const member = await createUser();
  const token = randomBytes(24).toString("base64url");
  await (await testDb()).feedToken.create({ data: { userId: member.id, token } });
  return { member, token };
}

async function readFeed(api: Api, path: string, token: string) {
  const res = await api.get(`${path}?token=${encodeURIComponent(token)}`);
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const feed = parseXml(await res.text()).feed;
  expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
  return { feed, entries: (feed.entry ?? []) as Record<string, any>[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const idsOf = (entries: Record<string, unknown>[]) => entries.map((e) => Number(String(e.id).split("/").pop()));

test.describe("Atom feeds (members-only site)", () => {
  test("no token, a wrong token, a revoked token and a removed member's token open nothing; a member's token does", async ({ playwright }) => {
    const anon = await client(playwright);
    const { member, token } = await memberToken();
    const db = await testDb();
    const tag = `وسم-${uniq()}`;
    await seedPublishedPosts(1, { prefix: `منشور ${uniq()}`, keywords: tag });
    const handle = (await db.user.findUniqueOrThrow({ where: { id: member.id } })).handle!;
    const paths = ["/feeds/articles.atom", `/feeds/tags/${encodeURIComponent(tag)}.atom`, `/feeds/researchers/${handle}.atom`];
    for (const path of paths) {
      for (const query of ["", "?token=", "?token=wrong-token", `?token=${token}x`]) {
        const res = await anon.get(`${path}${query}`, { maxRedirects: 0 });
        expect(res.status(), `${path}${query}`).toBe(401);
        expect(await res.text()).toBe("");
      }
      expect((await anon.get(`${path}?token=${token}`)).status(), path).toBe(200);
    }
    // a session is not a feed token: feed readers have none, and the feeds do not read one
    expect((await (await client(playwright, member)).get(paths[0])).status()).toBe(401);

    // revoking replaces the token: the old one stops at once
    const renewed = randomBytes(24).toString("base64url");
    await db.feedToken.update({ where: { userId: member.id }, data: { token: renewed } });
    expect((await anon.get(`${paths[0]}?token=${token}`)).status()).toBe(401);
    expect((await anon.get(`${paths[0]}?token=${renewed}`)).status()).toBe(200);

    await db.user.update({ where: { id: member.id }, data: { deletedAt: new Date() } });
    expect((await anon.get(`${paths[0]}?token=${renewed}`)).status()).toBe(401);
  });

  test("an unknown tag, or a removed or hidden researcher, is a 404 with no body (after the token is checked)", async ({ playwright }) => {
    const anon = await client(playwright);
    const { token } = await memberToken();
    const gone = await createUser();
    const db = await testDb();
    const goneHandle = (await db.user.findUniqueOrThrow({ where: { id: gone.id } })).handle!;
    await db.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const hidden = await createUser();
    const hiddenHandle = (await db.user.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } })).handle!;
    for (const path of [
      `/feeds/tags/لا-وسم-${uniq()}.atom`,
      "/feeds/researchers/no-such-researcher-x.atom",
      `/feeds/researchers/${goneHandle}.atom`,
      `/feeds/researchers/${hiddenHandle}.atom`,
      "/feeds/tags/x.rss",
    ]) {
      expect((await anon.get(encodeURI(path))).status(), path).toBe(401);
      const res = await anon.get(`${encodeURI(path)}?token=${token}`);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toBe("");
    }
  });

  test("a tag's feed lists exactly its published articles, newest first, 50 at most, with their fields", async ({ playwright }) => {
    const anon = await client(playwright);
    const { token } = await memberToken();
    const tag = `تعلم الآلة ${uniq()}`;
    const slug = tag.replaceAll(" ", "-");
    const start = new Date(Date.now() - 24 * 3600_000);
    const posts = await seedPublishedPosts(53, { prefix: `مقال ${uniq()}`, keywords: `${tag}, NLP`, start });
    // a reviewed article published last, and the same tag on articles that are not published
    const { post: newest, article } = await seedArticle({
      title: `بحث مراجَع ${uniq()}`,
      keywords: `${tag}, مياه`,
      coAuthors: [{ name: "Omar Said" }],
      publishedAt: new Date(),
    });
    const hidden = [];
    for (const status of ["draft", "submitted", "under_review", "accepted", "rejected", "withdrawn", "retracted"])
      hidden.push((await seedArticle({ title: `غير منشور ${status} ${uniq()}`, status, keywords: tag })).article.title);

    const { feed, entries } = await readFeed(anon, `/feeds/tags/${encodeURIComponent(slug)}.atom`, token);
    expect(entries).toHaveLength(50);
    const expected = [newest!.id, ...posts.map((p) => p.id).reverse()].slice(0, 50);
    expect(idsOf(entries)).toEqual(expected);
    const titles = entries.map((e) => textOf(e.title));
    for (const title of hidden) expect(titles).not.toContain(title);
    expect(textOf(feed.title)).toContain(tag);
    // the feed's id is the same for every reader; its self link is the address it was read at
    expect(feed.id).toBe(`${ORIGIN}/feeds/tags/${encodeURIComponent(slug)}.atom`);
    expect(feed.link.find((l: Record<string, string>) => l["@rel"] === "self")["@href"]).toBe(
      `${ORIGIN}/feeds/tags/${encodeURIComponent(slug)}.atom?token=${token}`,
    );
    expect(feed.updated).toBe(entries[0].updated);

    const first = entries[0];
    expect(first.id).toBe(`${ORIGIN}/article/${newest!.id}`);
    expect(first.link[0]["@href"]).toBe(`${ORIGIN}/article/${newest!.id}`);
    expect(textOf(first.title)).toBe(article.title);
    expect(first.author.map((a: { name: string }) => a.name)).toEqual(["ليلى حداد", "Omar Said"]);
    // an abstract is plain text: what looks like markup in it is words
    expect(textOf(first.summary)).toBe("ملخص البحث <b>بالعربية</b> & المزيد");
    expect(first.category.map((c: Record<string, string>) => c["@label"])).toEqual([tag, "مياه"]);
    expect(first.category[0]["@term"]).toBe(slug);
    expect(new Date(first.published).getTime()).toBeGreaterThan(new Date(entries[1].published).getTime());

    const shortcut = entries[1];
    expect(textOf(shortcut.title)).toBe(posts[52].title);
    expect(shortcut.author.map((a: { name: string }) => a.name)).toEqual(["باحث"]);
    expect(textOf(shortcut.summary)).toBe(posts[52].content);
    expect(shortcut.published).toBe(posts[52].createdAt.toISOString());
    for (let i = 1; i < entries.length; i++) expect(entries[i - 1].published >= entries[i].published).toBe(true);
  });

  test("a researcher's feed lists what they published and co-authored, nobody else's; the site feed the newest 50 of all", async ({ playwright }) => {
    const anon = await client(playwright);
    const { token } = await memberToken();
    const author = await createUser();
    const other = await createUser();
    const db = await testDb();
    const handle = (await db.user.findUniqueOrThrow({ where: { id: author.id } })).handle!;
    const own = await seedPublishedPosts(2, { prefix: `مقالي ${uniq()}`, createdById: author.id, start: new Date(Date.now() - 3600_000) });
    const { post: coAuthored } = await seedArticle({
      title: `مشترك ${uniq()}`,
      userId: other.id,
      authorName: other.name,
      coAuthors: [{ name: author.name, userId: author.id }],
    });
    await seedPublishedPosts(1, { prefix: `لغيري ${uniq()}`, createdById: other.id });
    await seedArticle({ title: `مسودتي ${uniq()}`, status: "draft", userId: author.id });

    const { feed, entries } = await readFeed(anon, `/feeds/researchers/${handle.toUpperCase()}.atom`, token);
    expect(idsOf(entries)).toEqual([coAuthored!.id, own[1].id, own[0].id]);
    expect(textOf(feed.title)).toContain(author.name);
    expect(feed.link.find((l: Record<string, string>) => l["@rel"] === "alternate")["@href"]).toBe(`${ORIGIN}/researchers/${handle}`);

    // the site's feed: the newest 50 posts (other tests add and remove posts meanwhile, so only
    // what holds whatever they do is checked: the size, no repeats, newest first)
    const many = (await db.post.count()) >= 60;
    const all = await readFeed(anon, "/feeds/articles.atom", token);
    const ids = idsOf(all.entries);
    expect(ids.length).toBeLessThanOrEqual(50);
    if (many) expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < all.entries.length; i++) expect(all.entries[i - 1].published >= all.entries[i].published).toBe(true);
  });

  test("every feed carries an ETag and Last-Modified; a current copy gets a 304 with no body, a new publication a 200; a tag serves no other token", async ({
    playwright,
  }) => {
    const anon = await client(playwright);
    const { token } = await memberToken();
    const { token: other } = await memberToken();
    const db = await testDb();
    const tag = `مشروط-${uniq()}`;
    const author = await createUser();
    const handle = (await db.user.findUniqueOrThrow({ where: { id: author.id } })).handle!;
    const earlier = await seedPublishedPosts(2, { prefix: `مشروط ${uniq()}`, keywords: tag, createdById: author.id });
    // their last change an hour ago: a publication now falls in a later second, whatever the clock
    const hourAgo = new Date(Date.now() - 3600_000);
    await db.post.updateMany({ where: { id: { in: earlier.map((p) => p.id) } }, data: { updatedAt: hourAgo } });
    const scoped = [`/feeds/tags/${encodeURIComponent(tag)}.atom`, `/feeds/researchers/${handle}.atom`];
    const get = (path: string, headers: Record<string, string> = {}, key = token) => anon.get(`${path}?token=${encodeURIComponent(key)}`, { headers });

    const first: Record<string, { etag: string; modified: string }> = {};
    for (const path of scoped) {
      const res = await get(path);
      expect(res.status(), path).toBe(200);
      const etag = res.headers()["etag"];
      const modified = res.headers()["last-modified"];
      expect(etag, path).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(modified, path).toBe(hourAgo.toUTCString());
      first[path] = { etag, modified };

      const current: Record<string, string>[] = [{ "If-None-Match": etag }, { "If-None-Match": `"x", ${etag}` }, { "If-Modified-Since": modified }];
      for (const headers of current) {
        const same = await get(path, headers);
        expect(same.status(), `${path} ${JSON.stringify(headers)}`).toBe(304);
        expect(await same.text()).toBe("");
        expect(same.headers()["etag"]).toBe(etag);
        expect(same.headers()["last-modified"]).toBe(modified);
      }
      // If-None-Match decides when it is sent
      expect((await get(path, { "If-None-Match": '"other"', "If-Modified-Since": modified })).status(), path).toBe(200);
      // another reader's token is another answer (its self link names that token): never this tag
      const theirs = await get(path, { "If-None-Match": etag }, other);
      expect(theirs.status(), path).toBe(200);
      expect(theirs.headers()["etag"]).not.toBe(etag);
      // a refusal stays a refusal, whatever tag it brings
      const refused = await get(path, { "If-None-Match": etag }, `${token}x`);
      expect(refused.status(), path).toBe(401);
    }

    await seedPublishedPosts(1, { prefix: `مشروط جديد ${uniq()}`, keywords: tag, createdById: author.id });
    for (const path of scoped) {
      const { etag, modified } = first[path];
      const stale: Record<string, string>[] = [{ "If-None-Match": etag }, { "If-Modified-Since": modified }];
      for (const headers of stale) {
        const changed = await get(path, headers);
        expect(changed.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(changed.headers()["etag"]).not.toBe(etag);
        expect(new Date(changed.headers()["last-modified"]).getTime()).toBeGreaterThan(new Date(modified).getTime());
        expect(parseXml(await changed.text()).feed.entry).toHaveLength(3);
      }
    }

    // the site's feed changes whenever any test publishes: a 304 is only ever for the copy it tags
    const site = await get("/feeds/articles.atom");
    const siteTag = site.headers()["etag"];
    expect(siteTag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(site.headers()["last-modified"]).toBeTruthy();
    const again = await get("/feeds/articles.atom", { "If-None-Match": siteTag });
    if (again.status() === 304) expect([await again.text(), again.headers()["etag"]]).toEqual(["", siteTag]);
    else expect([again.status(), again.headers()["etag"]]).not.toEqual([200, siteTag]);
    await seedPublishedPosts(1, { prefix: `مشروط للموقع ${uniq()}` });
    expect((await get("/feeds/articles.atom", { "If-None-Match": siteTag })).status()).toBe(200);
  });

  test("the OAI-PMH endpoint does not exist on a members-only site", async ({ playwright }) => {
    const anon = await client(playwright);
    const { member } = await memberToken();
    for (const api of [anon, await client(playwright, member)]) {
      expect((await api.get("/oai?verb=Identify", { maxRedirects: 0 })).status()).toBe(404);
      expect((await api.post("/oai", { form: { verb: "Identify" }, maxRedirects: 0 })).status()).toBe(404);
    }
  });
});
