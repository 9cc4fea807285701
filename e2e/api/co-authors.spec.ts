import { randomBytes } from "node:crypto";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { publishDraft, retractArticle } from "../seed/articles";
import { parseXml } from "../xml";

// Co-authorship by consent: a member named as a co-author is asked (in-app and by mail, in their
// own language); until they accept, the name is plain text on the article's page and the article is
// not on their feed or their followers' Following tab; they may decline, which unlinks the name.

const API = "/backend/api/articles";
const ANSWER = `${API}/co_author.php`;
type Api = Awaited<ReturnType<typeof client>>;

const body = (coAuthors: { name: string; user_id?: string }[]) => ({
  title_ar: `بحث مشترك ${randomBytes(3).toString("hex")}`,
  abstract_ar: "ملخص البحث المشترك.",
  body: "<p>نص</p>",
  keywords: ["تعاون"],
  co_authors: coAuthors,
  references: [],
  license: "cc-by-4.0",
});

async function published(author: Api, editor: Api, coAuthors: { name: string; user_id?: string }[]) {
  const res = await author.post(`${API}/submit.php`, { data: body(coAuthors) });
  expect(res.status(), await res.text()).toBe(201);
  const { id, title_ar } = (await res.json()).article;
  return { id: id as number, title: title_ar as string, postId: await publishDraft(author, editor, id) };
}

const notices = async (userId: string, type: string) => (await testDb()).notification.findMany({ where: { userId, type } });
const coAuthorsOf = async (api: Api, id: number) =>
  (await (await api.get(`${API}/get.php?id=${id}`)).json()).article.co_authors as { user_id: string | null; pending: boolean }[];

/** The post ids on a member's researcher feed, read with their feed token. */
async function researcherFeed(api: Api, userId: string) {
  const db = await testDb();
  const { handle } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { handle: true } });
  const token = randomBytes(24).toString("base64url");
  await db.feedToken.upsert({ where: { userId }, create: { userId, token }, update: { token } });
  const res = await api.get(`/feeds/researchers/${handle}.atom?token=${token}`);
  expect(res.status()).toBe(200);
  const entries = [parseXml(await res.text()).feed.entry ?? []].flat() as { id: string }[];
  return entries.map((e) => Number(String(e.id).split("/").pop()));
}

test("a named member is asked once, in their language; until they accept the article is not theirs anywhere; accepting links it", async ({ playwright }) => {
  const [author, editor, named, follower] = [await createUser(), await createUser("admin"), await createUser(), await createUser()];
  await (await testDb()).user.update({ where: { id: named.id }, data: { locale: "en" } });
  const [authorApi, editorApi, namedApi, followerApi] = await Promise.all([author, editor, named, follower].map((u) => client(playwright, u)));
  const { handle } = await (await testDb()).user.findUniqueOrThrow({ where: { id: named.id }, select: { handle: true } });
  expect((await followerApi.post("/backend/api/follows/create.php", { data: { type: "researcher", target: handle } })).status()).toBe(201);

  const article = await published(authorApi, editorApi, [{ name: named.name, user_id: named.id }, { name: "Omar Said" }]);
  const asked = await notices(named.id, "co_author_invited");
  expect(asked.map((n) => n.link)).toEqual([`/articles/${article.id}/co-author`]);
  const mail = await (await testDb()).mailOutbox.findMany({ where: { to: named.email, subject: "You were named as a co-author" } });
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain(article.title);
  // saving the article again (an editor's correction) asks nobody twice
  const again = await editorApi.put(`${API}/update.php`, {
    data: { ...body([{ name: named.name, user_id: named.id }]), title_ar: article.title, id: article.id, correction_note: "تصحيح إملائي" },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect(await notices(named.id, "co_author_invited")).toHaveLength(1);

  // pending: plain text on the page, not on their feed nor their follower's Following tab
  expect((await coAuthorsOf(authorApi, article.id))[0]).toMatchObject({ user_id: named.id, pending: true });
  const page = async () => (await (await namedApi.get(`/article/${article.postId}`)).text()).includes(`href="/researchers/${handle}"`);
  expect(await page()).toBe(false);
  expect(await researcherFeed(namedApi, named.id)).not.toContain(article.postId);
  const following = async () => ((await (await followerApi.get("/backend/api/follows/feed.php")).json()).items as { id: number }[]).map((i) => i.id);
  expect(await following()).not.toContain(article.postId);

  const accepted = await namedApi.post(ANSWER, { data: { id: article.id, accept: true } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  expect(await accepted.json()).toEqual({ success: true, co_author: { article_id: article.id, accepted: true } });
  expect((await coAuthorsOf(authorApi, article.id))[0]).toMatchObject({ user_id: named.id, pending: false });
  expect(await page()).toBe(true);
  expect(await researcherFeed(namedApi, named.id)).toContain(article.postId);
  expect(await following()).toContain(article.postId);
  expect(await notices(author.id, "co_author_accepted")).toHaveLength(1);
  // an edit keeps the answer
  await editorApi.put(`${API}/update.php`, {
    data: { ...body([{ name: named.name, user_id: named.id }]), title_ar: article.title, id: article.id, correction_note: "تصحيح إملائي" },
  });
  expect((await coAuthorsOf(authorApi, article.id))[0]).toMatchObject({ user_id: named.id, pending: false });
});

test("declining unlinks the name, which stays as written; the author is told; the invitation is then gone", async ({ playwright }) => {
  const [author, editor, named] = [await createUser(), await createUser("admin"), await createUser()];
  const [authorApi, editorApi, namedApi] = await Promise.all([author, editor, named].map((u) => client(playwright, u)));
  const article = await published(authorApi, editorApi, [{ name: named.name, user_id: named.id }]);
  const declined = await namedApi.post(ANSWER, { data: { id: article.id, accept: false } });
  expect(declined.status(), await declined.text()).toBe(200);
  expect(await declined.json()).toEqual({ success: true, co_author: { article_id: article.id, accepted: false } });
  expect(await coAuthorsOf(authorApi, article.id)).toEqual([{ name: named.name, affiliation: null, orcid: null, user_id: null, pending: false }]);
  expect(await notices(author.id, "co_author_declined")).toHaveLength(1);
  expect((await namedApi.post(ANSWER, { data: { id: article.id, accept: true } })).status()).toBe(404);
  expect((await namedApi.get(`/articles/${article.id}/co-author`)).status()).toBe(404);
});

test("who may answer: only the member named (401 signed out, 404 for anyone else, the author included); bad input 400", async ({ playwright }) => {
  const [author, named, other] = [await createUser(), await createUser(), await createUser()];
  const [authorApi, namedApi, otherApi, anon] = await Promise.all([
    client(playwright, author),
    client(playwright, named),
    client(playwright, other),
    client(playwright),
  ]);
  const res = await authorApi.post(`${API}/submit.php`, { data: body([{ name: named.name, user_id: named.id }]) });
  const { id } = (await res.json()).article;
  expect((await anon.post(ANSWER, { data: { id, accept: true } })).status()).toBe(401);
  for (const api of [otherApi, authorApi]) expect((await api.post(ANSWER, { data: { id, accept: true } })).status()).toBe(404);
  for (const data of [{ id, accept: "yes" }, { id }, { accept: true }, { id: "x", accept: true }]) {
    const bad = await namedApi.post(ANSWER, { data });
    expect(bad.status()).toBe(400);
  }
  // the invitation page is the named member's alone, even before the article is published
  expect((await otherApi.get(`/articles/${id}/co-author`)).status()).toBe(404);
  const invitation = await namedApi.get(`/articles/${id}/co-author`);
  expect(invitation.status()).toBe(200);
  expect(await invitation.text()).toContain("ملخص البحث المشترك.");
  expect((await namedApi.post(ANSWER, { data: { id, accept: true } })).status()).toBe(200);
});

test("a retracted article's page links a co-author only once they accepted", async ({ playwright }) => {
  const [author, editor, named] = [await createUser(), await createUser("admin"), await createUser()];
  const [authorApi, editorApi, namedApi] = await Promise.all([author, editor, named].map((u) => client(playwright, u)));
  const { handle } = await (await testDb()).user.findUniqueOrThrow({ where: { id: named.id }, select: { handle: true } });
  const article = await published(authorApi, editorApi, [{ name: named.name, user_id: named.id }]);
  await retractArticle(editorApi, article.id, "نتائج غير قابلة للتكرار");
  const linked = async () => (await (await authorApi.get(`/article/${article.postId}`)).text()).includes(`href="/researchers/${handle}"`);
  expect(await linked()).toBe(false);
  expect((await namedApi.post(ANSWER, { data: { id: article.id, accept: true } })).status()).toBe(200);
  expect(await linked()).toBe(true);
});
