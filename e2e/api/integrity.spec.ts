import type { APIRequestContext, APIResponse } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";
import { handleOf, seedUnpublishedArticle } from "../seed/follows";
import { seedPost } from "../seed/posts";
import { submitDraft, TINY_PDF } from "../seed/articles";
import { E2E_ENV } from "../env.mjs";

// Abuse and integrity: a mention notifies a member once per comment, however the comment is
// edited; every write has its budget; a file stays while a version names it; what is private stays
// so; only the superadmin acts on an admin's account.

const uniq = () => Math.random().toString(36).slice(2, 8);
const COMMENTS = "/backend/api/comments";
const ARTICLES = "/backend/api/articles";
const REPORTS = "/backend/api/reports";

async function expectRefused(res: APIResponse, status: number, reason: string) {
  expect(res.status(), await res.text()).toBe(status);
  expect(await res.json()).toMatchObject({ success: false, reason });
}

/**
 * How many of `parallel` writes for the last `places` of a budget pass. SQLite has one writer, so
 * exactly `places`; on PostgreSQL a hit that commits out of order may make two ranking hits both
 * refuse (lib/server/rate-limit.ts), so never more, and at least one.
 */
function expectPlacesTaken(statuses: number[], places: number) {
  const created = statuses.filter((s) => s === 201).length;
  if (/^postgres(ql)?:\/\//.test(E2E_ENV.DATABASE_URL)) {
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(places);
  } else expect(created).toBe(places);
  expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - created);
  return created;
}

/** `count` counted hits of `key` in the current window, as earlier writes would have left. */
async function fill(key: string, count: number) {
  await (await testDb()).rateLimitHit.createMany({ data: Array.from({ length: count }, () => ({ key, passed: true })) });
}

const mentionsOf = async (user: TestUser) => (await testDb()).notification.count({ where: { userId: user.id, type: "comment_mention" } });
const mailsTo = async (user: TestUser) => (await testDb()).mailOutbox.count({ where: { to: user.email } });

test.describe("mentions", () => {
  test("25 edits that take a handle out and put it back notify the member once, by one mail", async ({ playwright }) => {
    const post = await seedPost();
    const [author, named] = [await createUser(), await createUser()];
    const handle = await handleOf(named);
    const asAuthor = await client(playwright, author);
    const created = await asAuthor.post(`${COMMENTS}/create.php`, { data: { article_id: post.id, text: `شكرًا @${handle}` } });
    expect(created.status()).toBe(201);
    const { comment } = await created.json();
    for (let i = 0; i < 25; i++) {
      const text = i % 2 === 0 ? `شكرًا ${i}` : `شكرًا @${handle} ${i}`;
      const res = await asAuthor.put(`${COMMENTS}/update.php`, { data: { id: comment.id, text } });
      expect(res.status(), await res.text()).toBe(200);
    }
    expect(await mentionsOf(named)).toBe(1);
    expect(await mailsTo(named)).toBe(1);
    // each edit was a write of the comment budget, as the comment was
    expect(await (await testDb()).rateLimitHit.count({ where: { key: `comment:${author.id}` } })).toBe(26);
  });

  test("the cap on members one comment notifies holds across edits; an edit past the comment budget is a 429", async ({ playwright }) => {
    const post = await seedPost();
    const author = await createUser();
    const members = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    const handles = await Promise.all(members.map(handleOf));
    const asAuthor = await client(playwright, author);
    const first = await asAuthor.post(`${COMMENTS}/create.php`, {
      data: {
        article_id: post.id,
        text: handles
          .slice(0, 6)
          .map((h) => `@${h}`)
          .join(" "),
      },
    });
    const { comment } = await first.json();
    const edit = (text: string) => asAuthor.put(`${COMMENTS}/update.php`, { data: { id: comment.id, text } });
    expect(
      (
        await edit(
          handles
            .slice(6)
            .map((h) => `@${h}`)
            .join(" "),
        )
      ).status(),
    ).toBe(200);
    const notified = await Promise.all(members.map(mentionsOf));
    expect(notified.reduce((a, b) => a + b, 0)).toBe(10);
    expect(notified.slice(0, 6)).toEqual([1, 1, 1, 1, 1, 1]);

    await fill(`comment:${author.id}`, 120);
    const refused = await edit("نص آخر");
    await expectRefused(refused, 429, "WRITE_RATE_LIMITED");
    expect((await (await testDb()).comment.findUniqueOrThrow({ where: { id: comment.id } })).text).not.toBe("نص آخر");
  });

  test("a hidden member is neither notified nor offered to mention, and their feed token opens nothing", async ({ playwright }) => {
    const post = await seedPost();
    const [author, hidden] = [await createUser(), await createUser()];
    const handle = await handleOf(hidden);
    const db = await testDb();
    const token = randomBytes(24).toString("base64url");
    await db.feedToken.create({ data: { userId: hidden.id, token } });
    const anon = await client(playwright);
    expect((await anon.get(`/feeds/articles.atom?token=${token}`)).status()).toBe(200);

    await db.user.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    const asAuthor = await client(playwright, author);
    expect((await asAuthor.post(`${COMMENTS}/create.php`, { data: { article_id: post.id, text: `@${handle}` } })).status()).toBe(201);
    expect(await mentionsOf(hidden)).toBe(0);
    expect(await mailsTo(hidden)).toBe(0);
    const search = await asAuthor.get(`/backend/api/researchers/search.php?q=${handle}`);
    expect((await search.json()).researchers).toEqual([]);
    expect((await anon.get(`/feeds/articles.atom?token=${token}`)).status()).toBe(401);
  });
});

const draftBody = () => ({ title_ar: `مسودة ${uniq()}`, abstract_ar: "ملخص" });

test.describe("budgets", () => {
  test("20 parallel submissions for the last 3 places of the hourly budget: exactly 3 drafts, 17 refusals", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    await fill(`article:${member.id}`, 27);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => asMember.post(`${ARTICLES}/submit.php`, { data: draftBody() }).then((r) => r.status())),
    );
    const created = expectPlacesTaken(statuses, 3);
    expect(await (await testDb()).article.count({ where: { userId: member.id } })).toBe(created);
    expect(await (await testDb()).rateLimitHit.count({ where: { key: `article:${member.id}` } })).toBe(27 + created);
  });

  test("a member keeps at most 20 drafts (409 DRAFT_LIMIT, which does not use the budget); a submitted one makes room", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await seedUnpublishedArticle(member, "draft"));
    await expectRefused(await asMember.post(`${ARTICLES}/submit.php`, { data: draftBody() }), 409, "DRAFT_LIMIT");
    expect(await (await testDb()).rateLimitHit.count({ where: { key: `article:${member.id}` } })).toBe(0);
    expect(await (await testDb()).article.count({ where: { userId: member.id } })).toBe(20);
    const submitted = await asMember.post(`${ARTICLES}/transition.php`, { data: { id: drafts[0].id, to: "submitted" } });
    expect(submitted.status(), await submitted.text()).toBe(200);
    expect((await asMember.post(`${ARTICLES}/submit.php`, { data: draftBody() })).status()).toBe(201);
  });

  test("following again is not counted; 20 parallel follows for the last 3 places: 3 follows, the rest 429", async ({ playwright }) => {
    const member = await createUser();
    const asMember = await client(playwright, member);
    const follow = (target: string) => asMember.post("/backend/api/follows/create.php", { data: { type: "tag", target } });
    const first = `وسم-${uniq()}`;
    expect((await follow(first)).status()).toBe(201);
    expect((await follow(first)).status()).toBe(200);
    const key = `follow:${member.id}`;
    expect(await (await testDb()).rateLimitHit.count({ where: { key } })).toBe(1);
    await fill(key, 116);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => follow(`وسم-${uniq()}`).then((r) => r.status())));
    const created = expectPlacesTaken(statuses, 3);
    expect(await (await testDb()).follow.count({ where: { userId: member.id } })).toBe(1 + created);
  });
});

test("a revision's new PDF leaves the PDF an earlier version names: it still downloads, for the author and editors", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const other = await client(playwright, await createUser());
  const draft = await submitDraft(author, { title: `مقال بنسختين ${uniq()}`, keywords: ["ملفات"], pdf: true });
  const first = draft.pdfUrl!;
  const step = async (api: APIRequestContext, to: string) =>
    expect((await api.post(`${ARTICLES}/transition.php`, { data: { id: draft.id, to } })).status()).toBe(200);
  await step(author, "submitted");
  await step(editor, "under_review");
  await step(editor, "revisions_requested");
  const revised = await author.put(`${ARTICLES}/update.php`, {
    multipart: { id: String(draft.id), title_ar: draft.title, abstract_ar: "ملخص منقح", pdf: { name: "ب.pdf", mimeType: "application/pdf", buffer: TINY_PDF } },
  });
  expect(revised.status(), await revised.text()).toBe(200);
  const second = (await revised.json()).article.pdf_url;
  expect(second).not.toBe(first);

  for (const api of [author, editor]) {
    const res = await api.get(first);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  // only those who may read the version may read its file
  expect((await other.get(first)).status()).toBe(404);
  const version = await (await author.get(`${ARTICLES}/get.php?id=${draft.id}&version=1`)).json();
  expect(version.version.pdf_url).toBe(first);
  await step(author, "submitted");
  expect((await (await author.get(`${ARTICLES}/get.php?id=${draft.id}&version=2`)).json()).version.pdf_url).toBe(second);
  expect((await editor.get(first)).status()).toBe(200);
});

test("the note an author sends with a submission is for the author and editors only, never in a reader's versions", async ({ playwright }) => {
  const author = await client(playwright, await createUser());
  const editor = await client(playwright, await createUser("admin"));
  const reader = await client(playwright, await createUser());
  const draft = await submitDraft(author, { title: `مقال بملاحظة ${uniq()}`, keywords: ["خصوصية"] });
  const note = `ملاحظة خاصة للمحررين ${uniq()}`;
  const step = async (api: APIRequestContext, to: string, withNote?: string) => {
    const res = await api.post(`${ARTICLES}/transition.php`, { data: { id: draft.id, to, note: withNote } });
    expect(res.status(), await res.text()).toBe(200);
    return res;
  };
  await step(author, "submitted", note);
  await step(editor, "under_review");
  await step(editor, "accepted");
  await step(editor, "published");
  const notesSeenBy = async (api: APIRequestContext) =>
    ((await (await api.get(`${ARTICLES}/get.php?id=${draft.id}`)).json()).article.versions as { note: string | null }[]).map((v) => v.note);
  expect(await notesSeenBy(editor)).toEqual([note]);
  expect(await notesSeenBy(author)).toEqual([note]);
  expect(await notesSeenBy(reader)).toEqual([null]);
});

test.describe("roles in moderation", () => {
  async function reportOf(reporter: APIRequestContext, target: TestUser) {
    const res = await reporter.post(`${REPORTS}/create.php`, { data: { type: "member", id: target.id, reason: "abuse" } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).report.id as number;
  }

  test("an admin cannot hide or delete an admin or the superadmin through a report, nor remove or purge them; the superadmin acts on an admin", async ({
    playwright,
  }) => {
    const reporter = await client(playwright, await createUser());
    const [admin, otherAdmin, superadmin] = [await createUser("admin"), await createUser("admin"), await createUser("superadmin")];
    const asAdmin = await client(playwright, admin);
    const db = await testDb();
    const resolve = (api: APIRequestContext, id: number, action: string) => api.put(`${REPORTS}/resolve.php`, { data: { id, action } });

    const onAdmin = await reportOf(reporter, otherAdmin);
    const onSuper = await reportOf(reporter, superadmin);
    for (const action of ["hide", "delete"]) {
      await expectRefused(await resolve(asAdmin, onAdmin, action), 403, "NEEDS_SUPERADMIN");
      await expectRefused(await resolve(asAdmin, onSuper, action), 403, "SUPERADMIN_TARGET");
    }
    for (const action of ["delete_user", "purge_user"]) {
      await expectRefused(await asAdmin.delete(`/api.php?action=${action}`, { data: { id: otherAdmin.id } }), 403, "NEEDS_SUPERADMIN");
      await expectRefused(await asAdmin.delete(`/api.php?action=${action}`, { data: { id: superadmin.id } }), 403, "SUPERADMIN_TARGET");
    }
    const untouched = await db.user.findMany({ where: { id: { in: [otherAdmin.id, superadmin.id] } }, select: { hiddenAt: true, deletedAt: true } });
    expect(untouched).toEqual([
      { hiddenAt: null, deletedAt: null },
      { hiddenAt: null, deletedAt: null },
    ]);
    expect(await db.report.count({ where: { id: { in: [onAdmin, onSuper] }, status: "open" } })).toBe(2);

    // the superadmin may hide an admin; dismissing is anyone's
    expect((await resolve(await client(playwright, superadmin), onAdmin, "hide")).status()).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: otherAdmin.id } })).hiddenAt).toBeInstanceOf(Date);
    expect((await resolve(asAdmin, onSuper, "dismiss")).status()).toBe(200);
  });
});
