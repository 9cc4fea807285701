import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";
import { seedPost } from "../seed/posts";

const API = "/backend/api/comments";
const READ = `${API}/read.php`;
const CREATE = `${API}/create.php`;
const UPDATE = `${API}/update.php`;
const DELETE = `${API}/delete.php`;
const SEARCH = "/backend/api/researchers/search.php";
const EDIT_WINDOW_MS = 15 * 60 * 1000;

const handleOf = async (user: TestUser) => (await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id } })).handle!;
const noticesOf = async (user: TestUser) => (await testDb()).notification.findMany({ where: { userId: user.id, type: "comment_mention" } });
const idsOf = async (res: { json: () => Promise<{ comments: { id: number }[] }> }) => (await res.json()).comments.map((c) => c.id);

/** Moves a comment's posting time into the past: the server's clock then sees an old comment. */
async function agedBy(id: number, ms: number) {
  const db = await testDb();
  const c = await db.comment.findUniqueOrThrow({ where: { id } });
  await db.comment.update({ where: { id }, data: { createdAt: new Date(c.createdAt.getTime() - ms) } });
}

test("read and create: anonymous 401, members read and comment (201), replies one level deep, bad input 400", async ({ playwright }) => {
  const post = await seedPost();
  const [author, other] = [await createUser(), await createUser()];
  const anon = await client(playwright);
  expect((await anon.get(`${READ}?article_id=${post.id}`)).status()).toBe(401);
  expect((await anon.post(CREATE, { data: { article_id: post.id, text: "مرحبا" } })).status()).toBe(401);

  const asAuthor = await client(playwright, author);
  const empty = await asAuthor.get(`${READ}?article_id=${post.id}`);
  expect(empty.status()).toBe(200);
  expect((await empty.json()).comments).toEqual([]);

  const res = await asAuthor.post(CREATE, { data: { article_id: post.id, text: "  تعليق أول https://example.org  " } });
  expect(res.status()).toBe(201);
  const { comment } = await res.json();
  expect(comment).toMatchObject({
    article_id: post.id,
    parent_id: null,
    text: "تعليق أول https://example.org",
    author: author.name,
    author_handle: await handleOf(author),
    user_id: author.id,
    edited: false,
    can_edit: true,
    can_delete: true,
  });

  const asOther = await client(playwright, other);
  const reply = await asOther.post(CREATE, { data: { article_id: post.id, parent_id: comment.id, text: "<b>رد</b>" } });
  expect(reply.status()).toBe(201);
  const replyJson = (await reply.json()).comment;
  // markup is kept as the text it is, never interpreted
  expect(replyJson).toMatchObject({ parent_id: comment.id, text: "<b>رد</b>", can_edit: true });

  // a reply to a reply is refused, not reattached
  const deep = await asAuthor.post(CREATE, { data: { article_id: post.id, parent_id: replyJson.id, text: "رد على رد" } });
  expect(deep.status()).toBe(400);
  expect((await deep.json()).reason).toBe("REPLY_TOO_DEEP");
  // the parent must be a comment of the same article
  const elsewhere = await seedPost();
  const wrong = await asAuthor.post(CREATE, { data: { article_id: elsewhere.id, parent_id: comment.id, text: "هنا" } });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).reason).toBe("REPLY_PARENT_MISSING");

  // validation: empty, too long, no article, a bad id; a missing article 404
  for (const data of [
    { article_id: post.id, text: "   " },
    { article_id: post.id, text: "x".repeat(2001) },
    { text: "بلا مقال" },
    { article_id: "abc", text: "x" },
    { article_id: post.id, parent_id: 0, text: "x" },
  ])
    expect((await asAuthor.post(CREATE, { data })).status(), JSON.stringify(data).slice(0, 80)).toBe(400);
  expect((await asAuthor.post(CREATE, { data: { article_id: 2 ** 31 - 1, text: "x" } })).status()).toBe(404);
  expect((await asAuthor.get(`${READ}?article_id=${2 ** 31 - 1}`)).status()).toBe(404);
  expect((await asAuthor.get(READ)).status()).toBe(400);

  // the other member sees both, oldest first, with only their own editable
  const list = (await (await asOther.get(`${READ}?article_id=${post.id}`)).json()).comments;
  expect(list.map((c: { id: number }) => c.id)).toEqual([comment.id, replyJson.id]);
  expect(list.map((c: { can_edit: boolean; can_delete: boolean }) => [c.can_edit, c.can_delete])).toEqual([
    [false, false],
    [true, true],
  ]);
});

test("update: only the author, only within 15 minutes (then 409 EDIT_WINDOW_CLOSED); marked edited", async ({ playwright }) => {
  const post = await seedPost();
  const [author, other, admin] = [await createUser(), await createUser(), await createUser("admin")];
  const asAuthor = await client(playwright, author);
  const { comment } = await (await asAuthor.post(CREATE, { data: { article_id: post.id, text: "نسخة أولى" } })).json();

  expect((await (await client(playwright)).put(UPDATE, { data: { id: comment.id, text: "x" } })).status()).toBe(401);
  expect((await (await client(playwright, other)).put(UPDATE, { data: { id: comment.id, text: "ليس لي" } })).status()).toBe(403);
  // an admin deletes any comment but does not rewrite one
  expect((await (await client(playwright, admin)).put(UPDATE, { data: { id: comment.id, text: "من المشرف" } })).status()).toBe(403);
  expect((await asAuthor.put(UPDATE, { data: { id: comment.id, text: "" } })).status()).toBe(400);
  expect((await asAuthor.put(UPDATE, { data: { id: 2 ** 31 - 1, text: "x" } })).status()).toBe(404);

  // 14 minutes after posting it is still the author's to correct
  await agedBy(comment.id, 14 * 60 * 1000);
  const edited = await asAuthor.put(UPDATE, { data: { id: comment.id, text: "نسخة مصححة" } });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).comment).toMatchObject({ id: comment.id, text: "نسخة مصححة", edited: true, can_edit: true });

  // past the window it stays as it was read
  await agedBy(comment.id, 2 * 60 * 1000);
  const late = await asAuthor.put(UPDATE, { data: { id: comment.id, text: "متأخر" } });
  expect(late.status()).toBe(409);
  expect((await late.json()).reason).toBe("EDIT_WINDOW_CLOSED");
  const [read] = (await (await asAuthor.get(`${READ}?article_id=${post.id}`)).json()).comments;
  expect(read).toMatchObject({ text: "نسخة مصححة", edited: true, can_edit: false, can_delete: true });
});

test("delete: the author their own, another member 403, an admin any (audited); replies go with their comment", async ({ playwright }) => {
  const post = await seedPost();
  const [author, other, admin] = [await createUser(), await createUser(), await createUser("admin")];
  const asAuthor = await client(playwright, author);
  const asOther = await client(playwright, other);
  const asAdmin = await client(playwright, admin);
  const mine = (await (await asAuthor.post(CREATE, { data: { article_id: post.id, text: "سأحذفه" } })).json()).comment;
  const top = (await (await asAuthor.post(CREATE, { data: { article_id: post.id, text: "موضوع نقاش" } })).json()).comment;
  const reply = (await (await asOther.post(CREATE, { data: { article_id: post.id, parent_id: top.id, text: "رد" } })).json()).comment;

  expect((await (await client(playwright)).delete(DELETE, { data: { id: mine.id } })).status()).toBe(401);
  expect((await asOther.delete(DELETE, { data: { id: mine.id } })).status()).toBe(403);
  expect((await asAuthor.delete(DELETE, { data: { id: mine.id } })).status()).toBe(200);
  expect((await asAuthor.delete(DELETE, { data: { id: mine.id } })).status()).toBe(404);
  expect((await asAuthor.delete(DELETE, { data: { id: "x" } })).status()).toBe(400);

  // past the edit window the author still deletes; an admin deletes someone else's with its replies
  await agedBy(top.id, EDIT_WINDOW_MS * 4);
  expect((await asAdmin.delete(DELETE, { data: { id: top.id } })).status()).toBe(200);
  const db = await testDb();
  expect(await db.comment.count({ where: { id: { in: [top.id, reply.id] } } })).toBe(0);
  expect(await db.auditEntry.count({ where: { action: "comment.delete", targetId: String(top.id) } })).toBe(1);
  expect(await idsOf(await asOther.get(`${READ}?article_id=${post.id}`))).toEqual([]);
});

test("mentions notify exactly the existing members named, once each, never the author; by mail as they chose", async ({ playwright }) => {
  const post = await seedPost({ title: `مقال الإشارات ${Math.random().toString(36).slice(2, 6)}` });
  const [author, lina, omar, quiet, bystander] = [await createUser(), await createUser(), await createUser(), await createUser(), await createUser()];
  const db = await testDb();
  await db.user.update({ where: { id: quiet.id }, data: { notifyEmail: false } });
  const [hAuthor, hLina, hOmar, hQuiet] = await Promise.all([handleOf(author), handleOf(lina), handleOf(omar), handleOf(quiet)]);

  const asAuthor = await client(playwright, author);
  const text = `@${hLina} و @${hLina.toUpperCase()} مرة أخرى، @${hQuiet} و @${hOmar}x و @nobody-${Date.now()} و @${hAuthor} و ${hOmar}@mail.org`;
  const res = await asAuthor.post(CREATE, { data: { article_id: post.id, text } });
  expect(res.status()).toBe(201);
  const { comment } = await res.json();

  const [linaNotes, quietNotes] = [await noticesOf(lina), await noticesOf(quiet)];
  expect(linaNotes).toHaveLength(1);
  expect(linaNotes[0]).toMatchObject({ link: `/article/${post.id}#comment-${comment.id}` });
  expect(JSON.parse(linaNotes[0].params)).toEqual({ title: post.title, name: author.name });
  expect(quietNotes).toHaveLength(1);
  expect(await noticesOf(omar)).toHaveLength(0); // '@handlex' and 'handle@mail.org' name nobody
  expect(await noticesOf(author)).toHaveLength(0);
  expect(await noticesOf(bystander)).toHaveLength(0);
  // mail: to Lina (on by default), not to the member who switched it off
  expect(await db.mailOutbox.count({ where: { to: lina.email } })).toBe(1);
  expect(await db.mailOutbox.count({ where: { to: quiet.email } })).toBe(0);

  // the member reads it in the bell
  const bell = await (await client(playwright, lina)).get("/backend/api/notifications/read.php");
  expect((await bell.json()).notifications[0]).toMatchObject({ type: "comment_mention", link: `/article/${post.id}#comment-${comment.id}`, read: false });

  // an edit notifies only the members it names for the first time
  const edit = await asAuthor.put(UPDATE, { data: { id: comment.id, text: `@${hLina} و @${hOmar}` } });
  expect(edit.status()).toBe(200);
  expect(await noticesOf(lina)).toHaveLength(1);
  expect(await noticesOf(omar)).toHaveLength(1);
});

test("search.php finds members by handle or name with what a co-author row needs; never a removed or hidden member", async ({ playwright }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const found = await createUser("user", { name: `باحثة ${tag}` });
  const plain = await createUser("user", { name: `باحث ${tag} ثان` });
  const gone = await createUser("user", { name: `باحث ${tag}` });
  const hidden = await createUser("user", { name: `باحث مخفي ${tag}` });
  const db = await testDb();
  await db.user.update({ where: { id: found.id }, data: { affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" } });
  await db.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
  await db.user.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
  const handle = await handleOf(found);
  expect((await (await client(playwright)).get(`${SEARCH}?q=${handle}`)).status()).toBe(401);
  for (const role of ["user", "admin"] as const) {
    const asMember = await client(playwright, await createUser(role));
    const res = await asMember.get(`${SEARCH}?q=${encodeURIComponent("@" + handle.toUpperCase())}`);
    expect(res.status()).toBe(200);
    // the member's id (a co-author's user_id), and their affiliation and ORCID iD as their profile has them
    expect((await res.json()).researchers).toContainEqual({
      id: found.id,
      handle,
      name: found.name,
      image: null,
      affiliation: "جامعة القاهرة",
      orcid: "0000-0002-1825-0097",
    });
    const byName = (await (await asMember.get(`${SEARCH}?q=${encodeURIComponent(tag)}`)).json()).researchers as {
      id: string;
      affiliation: unknown;
      orcid: unknown;
    }[];
    expect(byName.map((r) => r.id).sort()).toEqual([found.id, plain.id].sort());
    expect(byName.find((r) => r.id === plain.id)).toMatchObject({ affiliation: null, orcid: null });
    expect((await (await asMember.get(`${SEARCH}?q=`)).json()).researchers).toEqual([]);
  }
});

test("a reported comment: hidden, it stays in read.php as a placeholder (its replies too), delete removes it; a removed member reads 'Deleted member'", async ({
  playwright,
}) => {
  const post = await seedPost();
  const [author, member] = [await createUser(), await createUser()];
  const asAuthor = await client(playwright, author);
  const asMember = await client(playwright, member);
  const asAdmin = await client(playwright, await createUser("admin"));
  const bad = (await (await asAuthor.post(CREATE, { data: { article_id: post.id, text: "إعلان مزعج" } })).json()).comment;
  const under = (await (await asMember.post(CREATE, { data: { article_id: post.id, parent_id: bad.id, text: "رد تحته" } })).json()).comment;
  const doomed = (await (await asAuthor.post(CREATE, { data: { article_id: post.id, text: "سيُحذف" } })).json()).comment;
  const kept = (await (await asAuthor.post(CREATE, { data: { article_id: post.id, text: "يبقى" } })).json()).comment;

  const report = async (id: number) => {
    const res = await asMember.post("/backend/api/reports/create.php", { data: { type: "comment", id, reason: "spam" } });
    expect(res.status()).toBe(201);
    return (await res.json()).report.id as number;
  };
  const first = await report(bad.id);
  expect((await asMember.post("/backend/api/reports/create.php", { data: { type: "comment", id: bad.id, reason: "spam" } })).status()).toBe(409);
  const queue = await (await asAdmin.get("/backend/api/admin/queue.php")).json();
  expect(queue.items).toContainEqual(expect.objectContaining({ type: "comment", id: bad.id, title: "إعلان مزعج", report_id: first, status: "reported" }));

  expect((await asAdmin.put("/backend/api/reports/resolve.php", { data: { id: first, action: "hide" } })).status()).toBe(200);
  // the hidden comment keeps its place, without its text or author, and the reply under it stays
  const thread = (await (await asMember.get(`${READ}?article_id=${post.id}`)).json()).comments;
  expect(thread.map((c: { id: number; hidden: boolean }) => [c.id, c.hidden])).toEqual([
    [bad.id, true],
    [under.id, false],
    [doomed.id, false],
    [kept.id, false],
  ]);
  expect(thread[0]).toMatchObject({ text: "", author: "", author_handle: null, user_id: "", can_edit: false, can_delete: false });
  const db = await testDb();
  expect((await db.comment.findUniqueOrThrow({ where: { id: bad.id } })).hiddenAt).not.toBeNull();
  // a hidden comment is no longer there to reply to or edit
  expect((await asMember.post(CREATE, { data: { article_id: post.id, parent_id: bad.id, text: "رد" } })).status()).toBe(400);
  expect((await asAuthor.put(UPDATE, { data: { id: bad.id, text: "تعديل" } })).status()).toBe(404);
  // the reply under it is still there to report
  expect((await asAuthor.post("/backend/api/reports/create.php", { data: { type: "comment", id: under.id, reason: "spam" } })).status()).toBe(201);

  const second = await report(doomed.id);
  expect((await asAdmin.put("/backend/api/reports/resolve.php", { data: { id: second, action: "delete" } })).status()).toBe(200);
  expect(await db.comment.findUnique({ where: { id: doomed.id } })).toBeNull();

  // the author removes their account: the comment stays, under 'Deleted member'
  expect((await asAuthor.delete("/backend/api/profile/delete.php", { data: { password: author.password } })).status()).toBe(200);
  const left = (await (await asMember.get(`${READ}?article_id=${post.id}`)).json()).comments.find((c: { id: number }) => c.id === kept.id);
  expect(left).toMatchObject({ id: kept.id, author: "عضو محذوف", author_handle: null });
});
