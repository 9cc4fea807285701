import type { PlaywrightWorkerArgs } from "@playwright/test";
import { apiClient as client, createUser, expect, loginAs, test, testDb, type TestUser } from "../fixtures";
import { seedArticle } from "../seed/published";

// An article's author is told of new comments on it, a comment's author of replies to it: once
// each (a mention already told them), never of their own words, and within their switches (the
// bell, the mail). An English notice about an Arabic title keeps each part in its own direction,
// and names the article by its English title where it has one.

const CREATE = "/backend/api/comments/create.php";
const BELL = "/backend/api/notifications/read.php";
const FSI = "\u2068";
const PDI = "\u2069";

const noticesOf = async (user: TestUser, type: string) => (await testDb()).notification.findMany({ where: { userId: user.id, type }, orderBy: { id: "asc" } });
const comment = async (api: Awaited<ReturnType<typeof client>>, data: { article_id: number; text: string; parent_id?: number }) => {
  const res = await api.post(CREATE, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).comment as { id: number };
};

async function englishClient(playwright: PlaywrightWorkerArgs["playwright"], user: TestUser) {
  const ctx = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: {
      cookies: [{ name: "NEXT_LOCALE", value: "en", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }],
      origins: [],
    },
  });
  await loginAs(ctx, user);
  return ctx;
}

test("the article's author is told of each new comment, the comment's author of replies, never of their own", async ({ playwright }) => {
  const [author, reader, admin] = [await createUser(), await createUser(), await createUser("admin")];
  const title = `الري الذكي ${Date.now()}`;
  const { post } = await seedArticle({ title, userId: author.id });
  const asReader = await client(playwright, reader);

  const first = await comment(asReader, { article_id: post!.id, text: "سؤال عن المنهج" });
  const told = await noticesOf(author, "article_comment");
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({ link: `/article/${post!.id}#comment-${first.id}` });
  expect(JSON.parse(told[0].params)).toMatchObject({ title, title_en: `${title} (English)`, name: reader.name });
  expect(await noticesOf(reader, "article_comment")).toHaveLength(0);

  // the author replies: the reader is told of the reply, the author of nothing (their own words)
  const reply = await comment(await client(playwright, author), { article_id: post!.id, text: "شكرًا، التفاصيل في القسم الثاني", parent_id: first.id });
  const replies = await noticesOf(reader, "comment_reply");
  expect(replies).toHaveLength(1);
  expect(replies[0]).toMatchObject({ link: `/article/${post!.id}#comment-${reply.id}` });
  expect(await noticesOf(author, "article_comment")).toHaveLength(1);

  // an editor replies to the reader: the reader is told of the reply, the author of the comment,
  // each once
  await comment(await client(playwright, admin), { article_id: post!.id, text: "ملاحظة من المحرر", parent_id: first.id });
  expect(await noticesOf(reader, "comment_reply")).toHaveLength(2);
  expect(await noticesOf(author, "article_comment")).toHaveLength(2);

  // a member the comment mentions who is also the author is told once, by the mention
  const db = await testDb();
  const handle = (await db.user.findUniqueOrThrow({ where: { id: author.id } })).handle!;
  await comment(asReader, { article_id: post!.id, text: `@${handle} هل جرّبت ذلك؟` });
  expect(await noticesOf(author, "comment_mention")).toHaveLength(1);
  expect(await noticesOf(author, "article_comment")).toHaveLength(2);

  // a refused comment (no text) tells nobody
  expect((await asReader.post(CREATE, { data: { article_id: post!.id, text: "  " } })).status()).toBe(400);
  expect(await noticesOf(author, "article_comment")).toHaveLength(2);
});

test("the notices follow each member's switches: no bell when it is off, no mail when mail is off", async ({ playwright }) => {
  const [author, reader] = [await createUser(), await createUser()];
  const db = await testDb();
  await db.user.update({ where: { id: author.id }, data: { notifyInApp: false, notifyEmail: true } });
  await db.user.update({ where: { id: reader.id }, data: { notifyInApp: true, notifyEmail: false } });
  const { post } = await seedArticle({ title: `مقال ${Date.now()}`, userId: author.id });
  const first = await comment(await client(playwright, reader), { article_id: post!.id, text: "تعليق" });
  expect(await noticesOf(author, "article_comment")).toHaveLength(0);
  const mails = await db.mailOutbox.findMany({ where: { to: author.email } });
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain(`/article/${post!.id}#comment-${first.id}`);

  await comment(await client(playwright, author), { article_id: post!.id, text: "ردّ", parent_id: first.id });
  expect(await noticesOf(reader, "comment_reply")).toHaveLength(1);
  expect(await db.mailOutbox.count({ where: { to: reader.email } })).toBe(0);
});

test("an English notice names the article by its English title, and isolates an Arabic title or name", async ({ playwright }) => {
  const [author, reader] = [await createUser(), await createUser()];
  const withEnglish = await seedArticle({ title: `الطاقة ${Date.now()}`, userId: author.id });
  const arabicOnly = await seedArticle({ title: `المياه ${Date.now()}`, userId: author.id });
  const db = await testDb();
  await db.article.update({ where: { id: arabicOnly.article.id }, data: { titleEn: null } });
  const asReader = await client(playwright, reader);
  await comment(asReader, { article_id: withEnglish.post!.id, text: "تعليق أول" });
  await comment(asReader, { article_id: arabicOnly.post!.id, text: "تعليق ثان" });

  const [arabicNotice, englishNotice] = (await (await (await englishClient(playwright, author)).get(BELL)).json()).notifications as { body: string }[];
  expect(englishNotice.body).toBe(`${FSI}${reader.name}${PDI} commented on your article “${FSI}${withEnglish.article.titleEn}${PDI}”.`);
  expect(arabicNotice.body).toBe(`${FSI}${reader.name}${PDI} commented on your article “${FSI}${arabicOnly.article.title}${PDI}”.`);
  // in Arabic, the Arabic title
  const arabic = (await (await (await client(playwright, author)).get(BELL)).json()).notifications as { body: string }[];
  expect(arabic[1].body).toContain(`«${FSI}${withEnglish.article.title}${PDI}»`);
  // anonymous readers have no bell
  expect((await (await client(playwright)).get(BELL)).status()).toBe(401);
});
