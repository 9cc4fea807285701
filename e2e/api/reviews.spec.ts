import { randomBytes } from "node:crypto";
import { PDFDocument, PDFHeader, PDFName, PDFString } from "@cantoo/pdf-lib";
import type { APIRequestContext } from "@playwright/test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { E2E_ENV } from "../env.mjs";
import { apiClient as client, createUser, expect, test, testDb, type TestUser } from "../fixtures";

// Peer review by the community: an editor invites members to review a submitted article, each
// answers in one click from the mailed link (signed out, from any session, until the assignment
// ends), writes and submits the review, and the author reads the labelled reviews beside the
// editor's decision. Each side's identity stays out of what the other side can reach, per mode.

const REVIEWS = "/backend/api/reviews";
const ARTICLES = "/backend/api/articles";
type Api = APIRequestContext;

const tag = () => randomBytes(3).toString("hex");

/** A verified member with a unique handle, ORCID and affiliation, so a leak is found by searching for them. */
async function person(role: "user" | "admin" = "user", { locale = "ar", interests = [] as string[] } = {}) {
  const user = await createUser(role);
  const affiliation = `جامعة-${tag()}`;
  await (
    await testDb()
  ).user.update({
    where: { id: user.id },
    data: { locale, affiliation, orcid: "0000-0002-1825-0097", interests: JSON.stringify(interests) },
  });
  const { handle } = await (await testDb()).user.findUniqueOrThrow({ where: { id: user.id }, select: { handle: true } });
  return { ...user, handle: handle!, affiliation };
}
type Person = Awaited<ReturnType<typeof person>>;

/** What names a person: none of it may reach the other side. */
const identity = (p: Person) => [p.name, p.email, p.handle, p.affiliation];

/**
 * A one-page PDF whose Info dictionary (literal strings) and XMP packet (UTF-8) name a person, all
 * uncompressed and in PDF 1.4 (which its cleaned copy keeps: no object streams) so that a leak is
 * found by searching the bytes; `password` encrypts it.
 */
async function namedPdf(info: Record<string, string>, xmpCreator: string, password?: string) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.context.header = PDFHeader.forVersion(1, 4);
  doc.addPage([300, 200]);
  const dict = doc.context.obj({});
  for (const [key, value] of Object.entries(info)) dict.set(PDFName.of(key), PDFString.of(value));
  doc.context.trailerInfo.Info = doc.context.register(dict);
  const xmp = new Uint8Array(Buffer.from(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${xmpCreator}</dc:creator></x:xmpmeta>`, "utf8"));
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(doc.context.stream(xmp, { Type: "Metadata", Subtype: "XML" })));
  if (password) doc.encrypt({ userPassword: password, ownerPassword: password });
  const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
  if (!password) for (const x of [...Object.values(info), xmpCreator]) expect(bytes.toString(/^[\x20-\x7e]*$/.test(x) ? "latin1" : "utf8")).toContain(x);
  return bytes;
}

/** A submitted article by `author` with `keyword`, a linked co-author when given, and a PDF (by default one whose metadata names the author). */
async function submitted(author: Api, authorPerson: Person, keyword: string, coAuthor?: TestUser, pdf?: Buffer) {
  pdf ??= await namedPdf({ Author: authorPerson.email, Creator: `Writer of ${authorPerson.handle}` }, authorPerson.name);
  const fields = {
    title_ar: `بحث للتحكيم ${tag()}`,
    abstract_ar: "ملخص البحث المرسل للتحكيم.",
    body: "<p>نص البحث</p>",
    keywords: JSON.stringify([keyword]),
    co_authors: JSON.stringify(coAuthor ? [{ name: coAuthor.name, user_id: coAuthor.id }] : []),
    references: JSON.stringify(["مرجع"]),
    license: "cc-by-4.0",
  };
  const res = await author.post(`${ARTICLES}/submit.php`, {
    multipart: { ...fields, pdf: { name: "manuscript.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, title_ar } = (await res.json()).article;
  const sent = await author.post(`${ARTICLES}/transition.php`, { data: { id, to: "submitted" } });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id: id as number, title: title_ar as string };
}

async function invite(editor: Api, articleId: number, userId: string, extra: object = {}) {
  const res = await editor.post(`${REVIEWS}/invite.php`, { data: { article_id: articleId, user_id: userId, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).assignment as { id: number; status: string; due_at: string; invited_at: string; reviewer?: { user_id: string } };
}

/** The token of the newest review mail to `email`. */
async function reviewToken(email: string) {
  const mail = await (await testDb()).mailOutbox.findFirst({ where: { to: email, text: { contains: "/reviews/respond?token=" } }, orderBy: { id: "desc" } });
  return mail?.text.match(/\/reviews\/respond\?token=([\w-]+)/)?.[1] ?? null;
}

const respond = (api: Api, data: object) => api.post(`${REVIEWS}/respond.php`, { data });
const mailsTo = async (email: string) => (await testDb()).mailOutbox.findMany({ where: { to: email }, orderBy: { id: "asc" } });

async function setUp(playwright: Parameters<typeof client>[0], keyword = `تحكيم-${tag()}`) {
  const [author, editor, reviewer, other] = [
    await person(),
    await person("admin"),
    await person("user", { locale: "en", interests: [keyword] }),
    await person(),
  ];
  const [authorApi, editorApi, reviewerApi, otherApi, anon] = await Promise.all([
    client(playwright, author),
    client(playwright, editor),
    client(playwright, reviewer),
    client(playwright, other),
    client(playwright),
  ]);
  const article = await submitted(authorApi, author, keyword);
  return { author, editor, reviewer, other, authorApi, editorApi, reviewerApi, otherApi, anon, article, keyword };
}

test("only an editor sees candidates and invites; authors and linked co-authors are refused as a conflict of interest", async ({ playwright }) => {
  const keyword = `تعلم-${tag()}`;
  const [author, editor, coAuthor, fit, sameAffiliation, unverified] = [
    await person(),
    await person("admin"),
    await person("user", { interests: [keyword] }),
    await person("user", { interests: [keyword] }),
    await person("user", { interests: [keyword] }),
    await createUser("user", { verified: false }),
  ];
  const db = await testDb();
  await db.user.update({ where: { id: sameAffiliation.id }, data: { affiliation: author.affiliation } });
  await db.user.update({ where: { id: author.id }, data: { interests: JSON.stringify([keyword]) } });
  const [authorApi, editorApi, fitApi, anon] = await Promise.all([
    client(playwright, author),
    client(playwright, editor),
    client(playwright, fit),
    client(playwright),
  ]);
  const article = await submitted(authorApi, author, keyword, coAuthor);

  const res = await editorApi.get(`${REVIEWS}/candidates.php?article_id=${article.id}`);
  expect(res.status(), await res.text()).toBe(200);
  const candidates = (await res.json()).candidates as { user_id: string; overlap: string[]; conflict?: string }[];
  const ids = candidates.map((c) => c.user_id);
  expect(ids).toEqual(expect.arrayContaining([fit.id, sameAffiliation.id]));
  expect(ids).not.toContain(author.id);
  expect(ids).not.toContain(coAuthor.id);
  expect(candidates.find((c) => c.user_id === fit.id)).toMatchObject({ overlap: [keyword] });
  expect(candidates.find((c) => c.user_id === fit.id)?.conflict).toBeUndefined();
  expect(candidates.find((c) => c.user_id === sameAffiliation.id)?.conflict).toBe("same_affiliation");

  for (const api of [authorApi, fitApi]) {
    expect((await api.get(`${REVIEWS}/candidates.php?article_id=${article.id}`)).status()).toBe(403);
    expect((await api.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id, user_id: fit.id } })).status()).toBe(403);
    expect((await api.put(`${REVIEWS}/mode.php`, { data: { article_id: article.id, mode: "open" } })).status()).toBe(403);
  }
  expect((await anon.get(`${REVIEWS}/candidates.php?article_id=${article.id}`)).status()).toBe(401);
  expect((await anon.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id, user_id: fit.id } })).status()).toBe(401);

  for (const conflicted of [author, coAuthor]) {
    const refused = await editorApi.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id, user_id: conflicted.id } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ success: false, reason: "CONFLICT_OF_INTEREST" });
  }
  const notVerified = await editorApi.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id, user_id: unverified.id } });
  expect(notVerified.status()).toBe(400);
  expect((await editorApi.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id } })).status()).toBe(400);
  expect((await editorApi.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id, user_id: fit.id, due_at: "2001-01-01" } })).status()).toBe(400);
  expect((await editorApi.post(`${REVIEWS}/invite.php`, { data: { article_id: 2 ** 31 - 1, user_id: fit.id } })).status()).toBe(404);

  const assignment = await invite(editorApi, article.id, fit.id);
  // the default due date: 21 days after the invitation
  expect(new Date(assignment.due_at).getTime() - new Date(assignment.invited_at).getTime()).toBe(21 * 24 * 3600 * 1000);
  expect(assignment.reviewer?.user_id).toBe(fit.id);
  const again = await editorApi.post(`${REVIEWS}/invite.php`, { data: { article_id: article.id, user_id: fit.id } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ reason: "ALREADY_INVITED" });
  // the candidates say who holds this round's assignment already: the panel's button follows the server's rule
  const after = (await (await editorApi.get(`${REVIEWS}/candidates.php?article_id=${article.id}`)).json()).candidates as {
    user_id: string;
    already_invited?: true;
  }[];
  expect(after.find((c) => c.user_id === fit.id)?.already_invited).toBe(true);
  expect(after.find((c) => c.user_id === sameAffiliation.id)).toBeDefined();
  expect(after.find((c) => c.user_id === sameAffiliation.id)?.already_invited).toBeUndefined();
  // the editors' list of an article is theirs
  expect((await fitApi.get(`${REVIEWS}/read.php?article_id=${article.id}`)).status()).toBe(403);
  const audit = await db.auditEntry.findMany({ where: { action: "review.invite", targetId: String(assignment.id) } });
  expect(audit).toHaveLength(1);
});

test("the mailed link: in the reviewer's language; opening it answers nothing; the token answers twice, from any session, only its own assignment, never after the end", async ({
  playwright,
}) => {
  const s = await setUp(playwright);
  const second = await person("user", { locale: "ar" });
  // the request's forwarded host and scheme are the client's to choose: the mailed link is APP_URL's
  const forging = await s.editorApi.post(`${REVIEWS}/invite.php`, {
    headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    data: { article_id: s.article.id, user_id: s.reviewer.id, message: "نرجو تحكيمه" },
  });
  expect(forging.status(), await forging.text()).toBe(201);
  const a = (await forging.json()).assignment as { id: number };
  const b = await invite(s.editorApi, s.article.id, second.id);

  // each mail in its recipient's own language, whatever the editor's
  const english = await mailsTo(s.reviewer.email);
  expect(english.map((m) => m.subject)).toEqual([`Invitation to review “${s.article.title}”`]);
  expect(english[0].text).toContain("The editor's message: نرجو تحكيمه");
  const arabic = await mailsTo(second.email);
  expect(arabic.map((m) => m.subject)).toEqual([`دعوة لتحكيم «${s.article.title}»`]);
  const token = (await reviewToken(s.reviewer.email))!;
  const otherToken = (await reviewToken(second.email))!;
  expect(token).toMatch(/^[\w-]{40,}$/);
  expect(english[0].text).toContain(`${E2E_ENV.APP_URL}/reviews/respond?token=${token}`);
  expect(`${english[0].text}${english[0].html}`).not.toContain("evil.example");
  // only its hash is kept
  const stored = await (await testDb()).reviewAssignment.findUniqueOrThrow({ where: { id: a.id } });
  expect(JSON.stringify(stored)).not.toContain(token);

  // the page the link opens, signed out: it shows the invitation and changes nothing
  const page = await s.anon.get(`/reviews/respond?token=${token}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(s.article.title);
  expect((await (await testDb()).reviewAssignment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("invited");
  // a removed member's link opens nothing
  const db = await testDb();
  await db.user.update({ where: { id: second.id }, data: { deletedAt: new Date() } });
  expect(await (await s.anon.get(`/reviews/respond?token=${otherToken}`)).text()).not.toContain(s.article.title);
  await db.user.update({ where: { id: second.id }, data: { deletedAt: null } });
  expect(await (await s.anon.get(`/reviews/respond?token=${otherToken}`)).text()).toContain(s.article.title);

  // bad input and wrong tokens
  expect((await respond(s.anon, { token, accept: "yes" })).status()).toBe(400);
  expect((await respond(s.anon, { accept: true })).status()).toBe(400);
  const forged = await respond(s.anon, { token: `${token.slice(0, -4)}AAAA`, accept: true });
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toMatchObject({ reason: "INVALID_TOKEN" });
  const crossed = await respond(s.anon, { id: b.id, token, accept: true });
  expect(crossed.status()).toBe(400);
  // without a token: the invited member only
  expect((await respond(s.anon, { id: a.id, accept: true })).status()).toBe(401);
  expect((await respond(s.otherApi, { id: a.id, accept: true })).status()).toBe(403);
  expect((await respond(s.editorApi, { id: a.id, accept: true })).status()).toBe(403);
  expect((await respond(s.authorApi, { id: a.id, accept: true })).status()).toBe(403);

  // accepted signed out, again, and from another member's session: the same answer each time
  for (const api of [s.anon, s.anon, s.otherApi]) {
    const res = await respond(api, { token, accept: true });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).assignment).toMatchObject({ id: a.id, status: "accepted" });
  }
  // an accepted review is not declined by the link any more
  expect((await respond(s.anon, { token, accept: false })).status()).toBe(409);
  const editorNotices = await (await testDb()).notification.findMany({ where: { userId: s.editor.id, type: "review_assignment_status" } });
  expect(editorNotices).toHaveLength(1);

  // the other declines with a reason and a colleague; the editor reads them, the reviewer's view does not carry them
  const declined = await respond(s.anon, { token: otherToken, accept: false, reason: "مشغول هذا الشهر", suggestion: "د. سارة" });
  expect(declined.status(), await declined.text()).toBe(200);
  const declinedJson = (await declined.json()).assignment;
  expect(declinedJson.status).toBe("declined");
  expect(declinedJson).not.toHaveProperty("decline_reason");
  const listed = (await (await s.editorApi.get(`${REVIEWS}/read.php?article_id=${s.article.id}`)).json()).assignments as {
    id: number;
    decline_reason: string;
    suggestion: string;
  }[];
  expect(listed.find((x) => x.id === b.id)).toMatchObject({ decline_reason: "مشغول هذا الشهر", suggestion: "د. سارة" });
  // declined has ended: the link answers nothing
  const ended = await respond(s.anon, { token: otherToken, accept: true });
  expect(ended.status()).toBe(409);
  expect(await ended.json()).toMatchObject({ reason: "ASSIGNMENT_ENDED" });

  // the review: drafts, one submission, then read-only; and after the end the link answers nothing
  const draft = { id: a.id, recommendation: "minor_revisions", to_author: "ملاحظات للمؤلف", to_editor: "سري للمحرر" };
  expect((await s.otherApi.put(`${REVIEWS}/save.php`, { data: draft })).status()).toBe(403);
  expect((await s.editorApi.put(`${REVIEWS}/save.php`, { data: draft })).status()).toBe(403);
  expect((await s.anon.put(`${REVIEWS}/save.php`, { data: draft })).status()).toBe(401);
  expect((await s.reviewerApi.put(`${REVIEWS}/save.php`, { data: { ...draft, recommendation: "maybe" } })).status()).toBe(400);
  const saved = await s.reviewerApi.put(`${REVIEWS}/save.php`, { data: draft });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).review).toMatchObject({ submitted: false, recommendation: "minor_revisions" });
  const submittedReview = await s.reviewerApi.put(`${REVIEWS}/save.php`, { data: { ...draft, recommendation: "accept", submit: true } });
  expect(submittedReview.status(), await submittedReview.text()).toBe(200);
  expect((await submittedReview.json()).review).toMatchObject({ submitted: true, recommendation: "accept" });
  const locked = await s.reviewerApi.put(`${REVIEWS}/save.php`, { data: draft });
  expect(locked.status()).toBe(409);
  expect(await locked.json()).toMatchObject({ reason: "REVIEW_SUBMITTED" });
  expect((await respond(s.anon, { token, accept: true })).status()).toBe(409);
  // a submitted review is not cancelled
  expect((await s.editorApi.post(`${REVIEWS}/cancel.php`, { data: { id: a.id } })).status()).toBe(409);
});

test("an editor cancels an open invitation: the link stops, the reviewer is told; others may not cancel", async ({ playwright }) => {
  const s = await setUp(playwright);
  const a = await invite(s.editorApi, s.article.id, s.reviewer.id);
  const token = (await reviewToken(s.reviewer.email))!;
  for (const api of [s.reviewerApi, s.authorApi, s.otherApi]) expect((await api.post(`${REVIEWS}/cancel.php`, { data: { id: a.id } })).status()).toBe(403);
  expect((await s.anon.post(`${REVIEWS}/cancel.php`, { data: { id: a.id } })).status()).toBe(401);
  const cancelled = await s.editorApi.post(`${REVIEWS}/cancel.php`, { data: { id: a.id, reason: "تغيّر المحكّم" } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect((await cancelled.json()).assignment.status).toBe("cancelled");
  expect((await respond(s.anon, { token, accept: true })).status()).toBe(409);
  const told = await (await testDb()).notification.findMany({ where: { userId: s.reviewer.id, type: "review_cancelled" } });
  expect(told).toHaveLength(1);
  expect((await s.reviewerApi.get(`${REVIEWS}/get.php?id=${a.id}`)).status()).toBe(200);
  expect((await (await s.reviewerApi.get(`${REVIEWS}/get.php?id=${a.id}`)).json()).assignment.manuscript).toBeNull();
  // the reason is read where each side reads the assignment
  expect((await (await s.reviewerApi.get(`${REVIEWS}/get.php?id=${a.id}`)).json()).assignment.cancel_reason).toBe("تغيّر المحكّم");
  const mine = (await (await s.reviewerApi.get(`${REVIEWS}/read.php`)).json()).assignments as { id: number; cancel_reason: string | null }[];
  expect(mine.find((x) => x.id === a.id)?.cancel_reason).toBe("تغيّر المحكّم");
  const editors = (await (await s.editorApi.get(`${REVIEWS}/read.php?article_id=${s.article.id}`)).json()).assignments as {
    id: number;
    cancel_reason: string | null;
  }[];
  expect(editors.find((x) => x.id === a.id)?.cancel_reason).toBe("تغيّر المحكّم");
  // cancelling again changes nothing, not even the reason
  expect((await s.editorApi.post(`${REVIEWS}/cancel.php`, { data: { id: a.id, reason: "سبب آخر" } })).status()).toBe(200);
  expect((await (await s.reviewerApi.get(`${REVIEWS}/get.php?id=${a.id}`)).json()).assignment.cancel_reason).toBe("تغيّر المحكّم");
});

/** Everything the author can reach about their article, as one text. */
async function authorSees(s: Awaited<ReturnType<typeof setUp>>) {
  const parts = await Promise.all([
    s.authorApi.get(`${ARTICLES}/get.php?id=${s.article.id}`),
    s.authorApi.get(`${ARTICLES}/read.php?mine=true`),
    s.authorApi.get(`/backend/api/notifications/read.php`),
    s.authorApi.get(`${REVIEWS}/read.php`),
    s.authorApi.get(`/profile`),
  ]);
  const mails = await mailsTo(s.author.email);
  return (await Promise.all(parts.map((p) => p.text()))).join("\n") + mails.map((m) => `${m.subject}\n${m.text}\n${m.html}`).join("\n");
}

/** Everything the reviewer can reach about the assignment, as one text. */
async function reviewerSees(s: Awaited<ReturnType<typeof setUp>>, id: number) {
  const parts = await Promise.all([
    s.reviewerApi.get(`${REVIEWS}/get.php?id=${id}`),
    s.reviewerApi.get(`${REVIEWS}/read.php`),
    s.reviewerApi.get(`/backend/api/notifications/read.php`),
    s.reviewerApi.get(`${REVIEWS}/pdf.php?id=${id}`),
  ]);
  const mails = await mailsTo(s.reviewer.email);
  return (
    (await Promise.all(parts.map(async (p) => (await p.body()).toString("latin1") + (await p.text())))).join("\n") +
    mails.map((m) => `${m.subject}\n${m.text}\n${m.html}`).join("\n")
  );
}

for (const mode of ["double_anonymous", "single_anonymous", "open"] as const) {
  test(`anonymity, ${mode}: what the author and the reviewer can reach names the other side only as the mode allows`, async ({ playwright }) => {
    const s = await setUp(playwright);
    if (mode !== "double_anonymous") {
      const set = await s.editorApi.put(`${REVIEWS}/mode.php`, { data: { article_id: s.article.id, mode } });
      expect(set.status(), await set.text()).toBe(200);
      const entry = await (await testDb()).auditEntry.findFirst({ where: { action: "review.mode", targetId: String(s.article.id) } });
      expect(entry).toMatchObject({ summary: s.article.title, detail: JSON.stringify({ mode }) });
    }
    const a = await invite(s.editorApi, s.article.id, s.reviewer.id);
    expect((await respond(s.reviewerApi, { id: a.id, accept: true })).status()).toBe(200);

    // the reviewer's manuscript: the version under review, its PDF through the review
    const got = await s.reviewerApi.get(`${REVIEWS}/get.php?id=${a.id}`);
    expect(got.status(), await got.text()).toBe(200);
    const manuscript = (await got.json()).assignment.manuscript;
    expect(manuscript).toMatchObject({ title_ar: s.article.title, version: 1, keywords: [s.keyword], references: ["مرجع"] });
    expect(manuscript.pdf_url).toBe(`${REVIEWS}/pdf.php?id=${a.id}`);
    for (const api of [s.authorApi, s.otherApi]) {
      expect((await api.get(`${REVIEWS}/get.php?id=${a.id}`)).status()).toBe(403);
      expect((await api.get(`${REVIEWS}/pdf.php?id=${a.id}`)).status()).toBe(403);
    }
    const pdf = await s.reviewerApi.get(`${REVIEWS}/pdf.php?id=${a.id}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    const review = {
      id: a.id,
      recommendation: "major_revisions",
      to_author: `للمؤلف ${tag()}`,
      to_editor: `سري ${tag()}`,
      publish_consent: true,
      submit: true,
    };
    expect((await s.reviewerApi.put(`${REVIEWS}/save.php`, { data: review })).status()).toBe(200);
    const decided = await s.editorApi.post(`${ARTICLES}/transition.php`, { data: { id: s.article.id, to: "under_review" } });
    expect(decided.status(), await decided.text()).toBe(200);
    const decision = await s.editorApi.post(`${ARTICLES}/review.php`, { data: { id: s.article.id, decision: "revisions", comments: "يرجى المراجعة" } });
    expect(decision.status(), await decision.text()).toBe(201);

    // the author reads the labelled review beside the decision, never the confidential part
    const article = (await (await s.authorApi.get(`${ARTICLES}/get.php?id=${s.article.id}`)).json()).article;
    const labelled = { label: "Reviewer 1", n: 1, recommendation: "major_revisions", to_author: review.to_author };
    expect(article.reviews).toHaveLength(1);
    expect(article.reviews[0].reviews).toEqual([mode === "open" ? { ...labelled, reviewer: s.reviewer.name } : labelled]);
    const seenByAuthor = await authorSees(s);
    expect(seenByAuthor).toContain(review.to_author);
    expect(seenByAuthor).not.toContain(review.to_editor);
    for (const text of identity(s.reviewer)) {
      if (mode === "open" && text === s.reviewer.name) expect(seenByAuthor).toContain(text);
      else expect(seenByAuthor, `the author reads ${text}`).not.toContain(text);
    }

    const seenByReviewer = await reviewerSees(s, a.id);
    expect(seenByReviewer).toContain(s.article.title);
    if (mode === "double_anonymous") {
      for (const text of [...identity(s.author), "0000-0002-1825-0097"]) expect(seenByReviewer, `the reviewer reads ${text}`).not.toContain(text);
    } else {
      // the reviewer reads the authors (and the PDF as the author made it)
      expect(manuscript.authors[0]).toMatchObject({ name: s.author.name, affiliation: s.author.affiliation });
      expect(seenByReviewer).toContain(s.author.email);
    }
  });
}

test("a manuscript PDF that cannot be cleaned (protected by a password) is not served to an anonymous reviewer, and is to a reviewer who may know the authors", async ({
  playwright,
}) => {
  const s = await setUp(playwright);
  const locked = await namedPdf({ Author: s.author.email }, s.author.name, "secret");
  const article = await submitted(s.authorApi, s.author, s.keyword, undefined, locked);
  const a = await invite(s.editorApi, article.id, s.reviewer.id);
  expect((await respond(s.reviewerApi, { id: a.id, accept: true })).status()).toBe(200);
  const refused = await s.reviewerApi.get(`${REVIEWS}/pdf.php?id=${a.id}`);
  expect(refused.status(), await refused.text()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "CONFLICT", reason: "PDF_NOT_ANONYMIZABLE" });
  expect((await s.editorApi.put(`${REVIEWS}/mode.php`, { data: { article_id: article.id, mode: "single_anonymous" } })).status()).toBe(200);
  const served = await s.reviewerApi.get(`${REVIEWS}/pdf.php?id=${a.id}`);
  expect(served.status()).toBe(200);
  expect((await served.body()).equals(locked)).toBe(true);
});

test("an editor may still decide before any review is in, and the audit log says so", async ({ playwright }) => {
  const s = await setUp(playwright);
  await invite(s.editorApi, s.article.id, s.reviewer.id);
  expect((await s.editorApi.post(`${ARTICLES}/transition.php`, { data: { id: s.article.id, to: "under_review" } })).status()).toBe(200);
  const res = await s.editorApi.post(`${ARTICLES}/review.php`, { data: { id: s.article.id, decision: "reject", comments: "خارج النطاق" } });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).review).toMatchObject({ round: 1, reviews: [] });
  // the entry keeps the title as written and the decision as codes, which /admin/audit words in the reader's language
  const entry = await (await testDb()).auditEntry.findFirst({ where: { action: "article.decision", targetId: String(s.article.id) } });
  expect(entry?.summary).toBe(s.article.title);
  expect(JSON.parse(entry?.detail ?? "null")).toEqual({ decision: "reject", reviews: 0, round: 1 });
  const log = await s.editorApi.get(`/backend/api/admin/audit.php?action=article.decision&actor=${s.editor.id}`);
  expect(log.status(), await log.text()).toBe(200);
  expect((await log.json()).entries).toEqual([expect.objectContaining({ summary: s.article.title, detail: { decision: "reject", reviews: 0, round: 1 } })]);
});

test("similarity before review: editors read the report of a submission; the author, another member and anonymous are refused", async ({ playwright }) => {
  const s = await setUp(playwright);
  const res = await s.editorApi.get(`${ARTICLES}/similarity.php?id=${s.article.id}`);
  expect(res.status(), await res.text()).toBe(200);
  const report = await res.json();
  expect(report.words).toBeGreaterThan(0);
  expect(report.matches.map((m: { id: number }) => m.id)).not.toContain(s.article.id);
  for (const api of [s.authorApi, s.reviewerApi, s.otherApi]) expect((await api.get(`${ARTICLES}/similarity.php?id=${s.article.id}`)).status()).toBe(403);
  expect((await s.anon.get(`${ARTICLES}/similarity.php?id=${s.article.id}`)).status()).toBe(401);
  expect((await s.editorApi.get(`${ARTICLES}/similarity.php?id=${2 ** 31 - 1}`)).status()).toBe(404);
  expect((await s.editorApi.get(`${ARTICLES}/similarity.php?id=abc`)).status()).toBe(400);
});

for (const mode of ["double_anonymous", "open"] as const) {
  test(`credit and the published record, ${mode}: reviews earn reputation without naming the article; the article states how it was reviewed; an open review is published only with consent`, async ({
    playwright,
  }) => {
    const s = await setUp(playwright);
    const second = await person("user", { interests: [s.keyword] });
    const secondApi = await client(playwright, second);
    if (mode !== "double_anonymous") expect((await s.editorApi.put(`${REVIEWS}/mode.php`, { data: { article_id: s.article.id, mode } })).status()).toBe(200);
    const reviews = [
      { api: s.reviewerApi, who: s.reviewer, consent: true, text: `منشور ${tag()}` },
      { api: secondApi, who: second, consent: false, text: `غير منشور ${tag()}` },
    ];
    for (const r of reviews) {
      const a = await invite(s.editorApi, s.article.id, r.who.id);
      expect((await respond(r.api, { id: a.id, accept: true })).status()).toBe(200);
      const saved = await r.api.put(`${REVIEWS}/save.php`, {
        data: { id: a.id, recommendation: "accept", to_author: r.text, to_editor: "", publish_consent: r.consent, submit: true },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    // not published yet: nothing is stated
    expect((await (await s.otherApi.get(`${ARTICLES}/get.php?id=${s.article.id}`)).json()).article?.peer_review).toBeUndefined();
    expect((await s.editorApi.post(`${ARTICLES}/transition.php`, { data: { id: s.article.id, to: "under_review" } })).status()).toBe(200);
    expect((await s.editorApi.post(`${ARTICLES}/review.php`, { data: { id: s.article.id, decision: "accept", comments: "مقبول" } })).status()).toBe(201);
    const published = await s.editorApi.post(`${ARTICLES}/transition.php`, { data: { id: s.article.id, to: "published" } });
    expect(published.status(), await published.text()).toBe(200);
    const postId = (await published.json()).article.post_id as number;

    const record = (await (await s.otherApi.get(`${ARTICLES}/get.php?id=${s.article.id}`)).json()).article.peer_review;
    expect(record).toMatchObject({ mode, reviewers: 2, rounds: 1 });
    if (mode === "open") {
      expect(record.open_reviews).toEqual([
        { round: 1, reviewer: s.reviewer.name, recommendation: "accept", text: reviews[0].text, submitted_at: expect.any(String) },
      ]);
    } else expect(record.open_reviews).toEqual([]);

    const page = await (await s.otherApi.get(`/article/${postId}`)).text();
    expect(page).toContain(mode === "open" ? "تحكيم مفتوح، محكّمان، جولة واحدة" : "تحكيم مزدوج التعمية، محكّمان، جولة واحدة");
    // a review is on the page only when open and agreed to; an anonymous reviewer is never named
    expect(page).not.toContain(reviews[1].text);
    expect(page).not.toContain(second.name);
    if (mode === "open") {
      expect(page).toContain(reviews[0].text);
      expect(page).toContain(s.reviewer.name);
    } else {
      expect(page).not.toContain(reviews[0].text);
      for (const text of identity(s.reviewer)) expect(page).not.toContain(text);
    }

    // credit: +8 per submitted review, counted as reviews completed, the article never named
    for (const r of reviews) {
      const res = await s.otherApi.get(`/backend/api/researchers/get.php?handle=${encodeURIComponent(r.who.handle)}`);
      expect(res.status()).toBe(200);
      const body = await res.json();
      expect(body.researcher.counts.reviews).toBe(1);
      expect(body.researcher.reputation_breakdown).toContainEqual({ source: "reviews", count: 1, points: 8 });
      expect(JSON.stringify(body)).not.toContain(s.article.title);
      const profile = await (await s.otherApi.get(`/researchers/${encodeURIComponent(r.who.handle)}`)).text();
      expect(profile).toContain("تحكيم واحد مُنجز");
      expect(profile).not.toContain(s.article.title);
    }
  });
}

test("a review's attachment: the reviewer attaches one PDF or Word file, stripped of what names them; the editor reads it, the author once the decision is sent, under a neutral name", async ({
  playwright,
}) => {
  const s = await setUp(playwright);
  const a = await invite(s.editorApi, s.article.id, s.reviewer.id);
  expect((await respond(s.reviewerApi, { id: a.id, accept: true })).status()).toBe(200);
  const who = identity(s.reviewer);
  const fileName = `${s.reviewer.handle}-review`;
  const pdf = await namedPdf({ Creator: s.reviewer.email, Producer: s.reviewer.handle }, s.reviewer.name);
  const docx = zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "word/document.xml": strToU8(
      `<w:document xmlns:w="x"><w:body><w:p><w:ins w:id="1" w:author="${s.reviewer.name}"><w:r><w:t>The sample is small.</w:t></w:r></w:ins></w:p></w:body></w:document>`,
    ),
    "docProps/core.xml": strToU8(
      `<cp:coreProperties xmlns:cp="c" xmlns:dc="d"><dc:creator>${s.reviewer.name}</dc:creator><cp:lastModifiedBy>${s.reviewer.email}</cp:lastModifiedBy></cp:coreProperties>`,
    ),
    "docProps/app.xml": strToU8(`<Properties><Company>${s.reviewer.affiliation}</Company></Properties>`),
  });
  const draft = { id: String(a.id), recommendation: "minor_revisions", to_author: "Please see the attached notes." };
  const save = (api: Api, file: { name: string; mimeType: string; buffer: Buffer } | null, extra: Record<string, string> = {}) =>
    api.put(`${REVIEWS}/save.php`, { multipart: { ...draft, ...extra, ...(file ? { attachment: file } : {}) } });
  const attachment = (api: Api) => api.get(`${REVIEWS}/attachment.php?id=${a.id}`);

  // only its reviewer attaches: another member, the author and an editor are refused, signed out too
  const asPdf = { name: `${fileName}.pdf`, mimeType: "application/pdf", buffer: pdf };
  expect((await save(s.otherApi, asPdf)).status()).toBe(403);
  expect((await save(s.authorApi, asPdf)).status()).toBe(403);
  expect((await save(s.editorApi, asPdf)).status()).toBe(403);
  expect((await save(s.anon, asPdf)).status()).toBe(401);
  // a PDF or a Word document only, decided by content, within the size
  const text = await save(s.reviewerApi, { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text, not a PDF") });
  expect(text.status(), await text.text()).toBe(415);
  // a PDF protected by a password cannot be cleaned: refused, saying why
  const locked = await save(s.reviewerApi, { ...asPdf, buffer: await namedPdf({ Author: s.reviewer.email }, s.reviewer.name, "secret") });
  expect(locked.status(), await locked.text()).toBe(415);
  expect(await locked.json()).toMatchObject({ code: "UNSUPPORTED_TYPE", reason: "PDF_ENCRYPTED" });
  const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
  expect((await save(s.reviewerApi, { name: "big.pdf", mimeType: "application/pdf", buffer: big })).status()).toBe(413);
  expect((await (await s.reviewerApi.get(`${REVIEWS}/get.php?id=${a.id}`)).json()).assignment.review).toBeNull();

  // the draft keeps its PDF, named by the review, its metadata gone even in the stored copy
  const saved = await save(s.reviewerApi, asPdf);
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).review.attachment).toEqual({ name: `review-${a.id}.pdf`, url: `${REVIEWS}/attachment.php?id=${a.id}` });
  const kept = await s.reviewerApi.put(`${REVIEWS}/save.php`, { data: { ...draft, id: a.id } });
  expect((await kept.json()).review.attachment.name).toBe(`review-${a.id}.pdf`);
  const mine = await attachment(s.reviewerApi);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["content-type"]).toBe("application/pdf");
  const row = await (await testDb()).review.findUniqueOrThrow({ where: { assignmentId: a.id }, select: { attachmentPath: true } });
  const stored = await (await s.reviewerApi.get(row.attachmentPath!)).body();
  for (const bytes of [await mine.body(), stored].flatMap((b) => [b.toString("latin1"), b.toString("utf8")])) {
    expect(bytes).toMatch(/^%PDF-/);
    for (const x of [...who, fileName]) expect(bytes).not.toContain(x);
  }

  // replaced by a Word document, then submitted: read-only afterwards, the file with it
  const replaced = await save(s.reviewerApi, { name: `${fileName}.docx`, mimeType: "application/octet-stream", buffer: Buffer.from(docx) });
  expect((await replaced.json()).review.attachment.name).toBe(`review-${a.id}.docx`);
  const sent = await save(s.reviewerApi, null, { submit: "true" });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).review).toMatchObject({ submitted: true, attachment: { name: `review-${a.id}.docx` } });
  expect((await save(s.reviewerApi, asPdf)).status()).toBe(409);

  // before the decision: the reviewer and the editor read it; the author, another member and anonymous do not
  expect((await attachment(s.editorApi)).status()).toBe(200);
  expect((await attachment(s.authorApi)).status()).toBe(403);
  expect((await attachment(s.otherApi)).status()).toBe(403);
  expect((await attachment(s.anon)).status()).toBe(401);
  expect(await (await s.authorApi.get(`${ARTICLES}/get.php?id=${s.article.id}`)).text()).not.toContain("attachment.php");

  // the decision sent: the author downloads "review-1.docx", with nothing of the reviewer in it
  expect((await s.editorApi.post(`${ARTICLES}/transition.php`, { data: { id: s.article.id, to: "under_review" } })).status()).toBe(200);
  expect((await s.editorApi.post(`${ARTICLES}/review.php`, { data: { id: s.article.id, decision: "revisions", comments: "انظر التقارير" } })).status()).toBe(
    201,
  );
  const got = await attachment(s.authorApi);
  expect(got.status()).toBe(200);
  expect(got.headers()["content-disposition"]).toContain('filename="review-1.docx"');
  expect(got.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  const parts = unzipSync(new Uint8Array(await got.body()));
  const words = Object.values(parts)
    .map((p) => strFromU8(p))
    .join("\n");
  expect(words).toContain("The sample is small.");
  for (const x of [...who, fileName]) expect(words).not.toContain(x);
  const article = await (await s.authorApi.get(`${ARTICLES}/get.php?id=${s.article.id}`)).json();
  expect(article.article.reviews.at(-1).reviews[0].attachment).toEqual({ name: "review-1.docx", url: `${REVIEWS}/attachment.php?id=${a.id}` });
  const seen = await authorSees(s);
  for (const x of [...who, fileName]) expect(seen).not.toContain(x);
  expect((await attachment(s.otherApi)).status()).toBe(403);
  expect((await attachment(s.anon)).status()).toBe(401);
});
