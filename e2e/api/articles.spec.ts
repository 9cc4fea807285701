import type { APIRequestContext } from "@playwright/test";
import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { AST as RisAst } from "astrocite-ris";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";

// The research workflow through the API: who may take each step (409 BAD_TRANSITION for a step
// nobody may take from here, 403 for a step that is not yours, 401 signed out), the versions kept
// at each submission, reviews for the author and editors only, and no unpublished article in the
// legacy posts API. Citations are read back with parsers this project did not write.

const API = "/backend/api/articles";
const uniq = () => Math.random().toString(36).slice(2, 8);

function articleBody(tag = uniq()) {
  return {
    title_ar: `أثر تحلية المياه ${tag}`,
    title_en: `Effects of desalination ${tag}`,
    abstract_ar: "ملخص البحث بالعربية.",
    abstract_en: "The abstract in English.",
    body: "<p>نص المقال <strong>الكامل</strong></p><script>alert(1)</script>",
    keywords: ["مياه", `وسم${tag}`],
    co_authors: [
      { name: "ليلى حداد", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" },
      { name: "Omar Said", affiliation: null },
    ],
    references: ["حداد، ل. (٢٠٢٠). المياه.", "Smith, J. (2019). Water."],
    license: "cc-by-sa-4.0",
    doi: "https://doi.org/10.1234/manara.5",
  };
}

async function submitDraft(api: APIRequestContext, body: object = articleBody()) {
  const res = await api.post(`${API}/submit.php`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).article as { id: number; status: string; title_ar: string; license: string };
}

const step = (api: APIRequestContext, id: number, to: string, note?: string) => api.post(`${API}/transition.php`, { data: { id, to, note } });
const review = (api: APIRequestContext, id: number, decision: string) => api.post(`${API}/review.php`, { data: { id, decision, comments: "ملاحظات المحرر" } });
const getArticle = (api: APIRequestContext, id: number) => api.get(`${API}/get.php?id=${id}`);

async function expectStatus(res: Awaited<ReturnType<APIRequestContext["post"]>>, status: number, code?: string) {
  expect(res.status(), await res.text()).toBe(status);
  if (code) expect(await res.json()).toMatchObject({ success: false, code });
}

/** The author submits article `id` and an editor takes it under review, each step answered 200. */
async function underReview(author: APIRequestContext, editor: APIRequestContext, id: number) {
  await expectStatus(await step(author, id, "submitted"), 200);
  await expectStatus(await step(editor, id, "under_review"), 200);
}

async function legacyTitles(api: APIRequestContext) {
  const res = await api.get("/backend/api/posts/read.php");
  expect(res.status()).toBe(200);
  return ((await res.json()).posts as { title: string }[]).map((p) => p.title);
}

test.describe("articles API", () => {
  test("a draft needs a session; submitting it for review a verified e-mail; the draft keeps every field as sent", async ({ playwright }) => {
    const anon = await client(playwright);
    await expectStatus(await anon.post(`${API}/submit.php`, { data: articleBody() }), 401);
    // before verifying, a member writes and saves drafts (as the form tells them), and submitting waits
    const unverifiedUser = await createUser("user", { verified: false });
    const unverified = await client(playwright, unverifiedUser);
    const early = await submitDraft(unverified);
    expect(early.status).toBe("draft");
    const update = await unverified.put(`${API}/update.php`, { data: { ...articleBody(), id: early.id } });
    expect(update.status(), await update.text()).toBe(200);
    const refused = await step(unverified, early.id, "submitted");
    await expectStatus(refused, 403, "FORBIDDEN");
    expect(await refused.json()).toMatchObject({ reason: "EMAIL_UNVERIFIED" });
    expect((await (await getArticle(unverified, early.id)).json()).article).toMatchObject({ status: "draft", versions: [] });
    await (await testDb()).user.update({ where: { id: unverifiedUser.id }, data: { emailVerified: true } });
    expect((await step(unverified, early.id, "submitted")).status()).toBe(200);

    const author = await createUser();
    const api = await client(playwright, author);
    await expectStatus(await api.post(`${API}/submit.php`, { data: { ...articleBody(), doi: "10.12/x" } }), 400);
    const body = articleBody();
    const draft = await submitDraft(api, body);
    expect(draft).toMatchObject({
      status: "draft",
      title_ar: body.title_ar,
      title_en: body.title_en,
      abstract_ar: body.abstract_ar,
      keywords: body.keywords,
      license: "CC-BY-SA-4.0",
      doi: "10.1234/manara.5",
      user_id: author.id,
      submitted_at: null,
      published_at: null,
      post_id: null,
    });
    const full = (await (await getArticle(api, draft.id)).json()).article;
    expect(full.co_authors).toEqual([
      { name: "ليلى حداد", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097", user_id: null, pending: false },
      { name: "Omar Said", affiliation: null, orcid: null, user_id: null, pending: false },
    ]);
    expect(full.authors[0]).toMatchObject({ name: author.name, user_id: author.id });
    expect(full.references).toEqual(body.references);
    expect(full.body).toContain("<strong>الكامل</strong>");
    expect(full.body).not.toContain("script");
    expect(full.versions).toEqual([]);
    expect(full.reviews).toEqual([]);
  });

  test("a co-author who is a member is named by their id, kept with it on submit and update; an unknown or removed member is refused", async ({
    playwright,
  }) => {
    const api = await client(playwright, await createUser());
    const [member, gone] = [await createUser(), await createUser()];
    await (await testDb()).user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const draft = await submitDraft(api, {
      ...articleBody(),
      co_authors: [{ name: member.name, affiliation: "جامعة القاهرة", user_id: member.id }, { name: "Omar Said" }],
    });
    const full = (await (await getArticle(api, draft.id)).json()).article;
    expect(full.co_authors).toEqual([
      { name: member.name, affiliation: "جامعة القاهرة", orcid: null, user_id: member.id, pending: true },
      { name: "Omar Said", affiliation: null, orcid: null, user_id: null, pending: false },
    ]);
    for (const user_id of ["no-such-member", gone.id]) {
      const refused = await api.post(`${API}/submit.php`, { data: { ...articleBody(), co_authors: [{ name: "عضو", user_id }] } });
      await expectStatus(refused, 400);
      expect(await refused.json()).toMatchObject({ reason: "UNKNOWN_MEMBER" });
    }
    // unlinked again on update: the row keeps its text, the member goes
    const updated = await api.put(`${API}/update.php`, { data: { ...articleBody(), id: draft.id, co_authors: [{ name: member.name, user_id: null }] } });
    expect(updated.status(), await updated.text()).toBe(200);
    expect((await updated.json()).article.co_authors).toEqual([{ name: member.name, affiliation: null, orcid: null, user_id: null, pending: false }]);
    await expectStatus(await api.put(`${API}/update.php`, { data: { ...articleBody(), id: draft.id, co_authors: [{ name: "عضو", user_id: gone.id }] } }), 400);
  });

  test("a draft is invisible to other members, to signed-out readers and to the legacy posts API", async ({ playwright }) => {
    const authorUser = await createUser();
    const author = await client(playwright, authorUser);
    const other = await client(playwright, await createUser());
    const draft = await submitDraft(author);
    expect((await getArticle(author, draft.id)).status()).toBe(200);
    await expectStatus(await getArticle(other, draft.id), 404);
    await expectStatus(await getArticle(await client(playwright), draft.id), 401);
    const listed = async (api: APIRequestContext, q = "") =>
      ((await (await api.get(`${API}/read.php?limit=100${q}`)).json()).articles as { id: number }[]).map((a) => a.id);
    expect(await listed(author, "&mine=true")).toContain(draft.id);
    expect(await listed(other)).not.toContain(draft.id);
    expect(await listed(other, `&author=${authorUser.id}`)).not.toContain(draft.id);
    expect(await legacyTitles(other)).not.toContain(draft.title_ar);
    const editor = await client(playwright, await createUser("admin"));
    expect(await listed(editor, "&admin=true&status=draft")).toContain(draft.id);
  });

  test("the whole workflow: every step allowed for its actor and refused for the others; versions and reviews kept", async ({ playwright }) => {
    const authorUser = await createUser();
    const author = await client(playwright, authorUser);
    const other = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const anon = await client(playwright);
    const body = articleBody();
    const { id } = await submitDraft(author, body);

    // draft → submitted: the author only
    await expectStatus(await step(anon, id, "submitted"), 401);
    await expectStatus(await step(other, id, "submitted"), 403);
    await expectStatus(await step(editor, id, "submitted"), 403);
    await expectStatus(await step(author, id, "published"), 409, "BAD_TRANSITION");
    await expectStatus(await step(editor, id, "under_review"), 409, "BAD_TRANSITION");
    await expectStatus(await step(author, id, "submitted", "النسخة الأولى"), 200);

    // submitted → under_review: an editor only; the author may no longer edit
    await expectStatus(await step(author, id, "under_review"), 403);
    await expectStatus(await step(other, id, "under_review"), 403);
    await expectStatus(await author.put(`${API}/update.php`, { data: { ...body, id } }), 409);
    await expectStatus(await step(editor, id, "under_review"), 200);

    // the review: editors only, and only under review
    await expectStatus(await review(author, id, "accept"), 403);
    await expectStatus(await review(other, id, "accept"), 403);
    await expectStatus(await review(anon, id, "accept"), 401);
    await expectStatus(await review(editor, id, "maybe"), 400);
    const asked = await review(editor, id, "revisions");
    await expectStatus(asked, 201);
    expect((await asked.json()).review).toMatchObject({ article_id: id, decision: "revisions", comments: "ملاحظات المحرر" });
    await expectStatus(await review(editor, id, "accept"), 409, "BAD_TRANSITION");

    // revisions_requested: the author revises and resubmits; version 1 stays as it was
    await expectStatus(await other.put(`${API}/update.php`, { data: { ...body, id } }), 404); // not theirs to see
    const revised = await author.put(`${API}/update.php`, { data: { ...body, id, abstract_ar: "ملخص منقح" } });
    await expectStatus(revised, 200);
    expect((await revised.json()).article.abstract_ar).toBe("ملخص منقح");
    await expectStatus(await step(editor, id, "submitted"), 403);
    await expectStatus(await step(author, id, "submitted", "بعد التعديل"), 200);
    const versions = await (await testDb()).articleVersion.findMany({ where: { articleId: id }, orderBy: { n: "asc" } });
    expect(versions.map((v) => [v.n, v.note, JSON.parse(v.snapshot).abstract_ar])).toEqual([
      [1, "النسخة الأولى", body.abstract_ar],
      [2, "بعد التعديل", "ملخص منقح"],
    ]);

    // accept, then publish: an editor only; only a published article reaches the legacy API
    await expectStatus(await step(editor, id, "under_review"), 200);
    await expectStatus(await step(editor, id, "accepted"), 200);
    expect(await legacyTitles(other)).not.toContain(body.title_ar);
    await expectStatus(await step(author, id, "published"), 403);
    await expectStatus(await step(other, id, "published"), 403);
    const published = await step(editor, id, "published");
    await expectStatus(published, 200);
    const article = (await published.json()).article;
    expect(article).toMatchObject({ status: "published", versions: [{ n: 1 }, { n: 2 }] });
    expect(article.published_at).toBeTruthy();
    expect(article.post_id).toBeGreaterThan(0);
    expect(await legacyTitles(other)).toContain(body.title_ar);
    const single = await other.get(`/backend/api/posts/get_single.php?id=${article.post_id}`);
    expect(single.status()).toBe(200);
    expect((await single.json()).post).toMatchObject({ title: body.title_ar, content: "ملخص منقح", author: `${authorUser.name}، ليلى حداد، Omar Said` });

    // reviews: the author and editors read them, other readers do not
    const seenBy = async (api: APIRequestContext) => (await (await getArticle(api, id)).json()).article;
    expect((await seenBy(author)).reviews).toHaveLength(1);
    expect((await seenBy(editor)).reviews).toHaveLength(1);
    expect(await seenBy(other)).not.toHaveProperty("reviews");
    expect((await seenBy(other)).versions.map((v: { n: number }) => v.n)).toEqual([1, 2]);

    // published: the author can no longer withdraw; a retraction needs its public note
    await expectStatus(await step(author, id, "withdrawn"), 409, "BAD_TRANSITION");
    await expectStatus(await step(other, id, "retracted", "x"), 403);
    await expectStatus(await step(editor, id, "retracted"), 400);
    await expectStatus(await step(editor, id, "retracted", "نتائج غير قابلة للتكرار"), 200);
    expect(await legacyTitles(other)).not.toContain(body.title_ar);
    expect(await seenBy(other)).toMatchObject({ status: "retracted", retraction_note: "نتائج غير قابلة للتكرار", post_id: null });
    await expectStatus(await step(editor, id, "published"), 409, "BAD_TRANSITION");

    // every step is in the audit log, and each step someone else took reached the author
    const db = await testDb();
    const audit = await db.auditEntry.findMany({ where: { targetType: "article", targetId: String(id) }, orderBy: { id: "asc" } });
    expect(audit.map((e) => e.action)).toEqual([
      "article.create",
      "article.submitted",
      "article.under_review",
      "article.revisions_requested",
      // the editor's decision, saying that no review was in
      "article.decision",
      "article.update",
      "article.submitted",
      "article.under_review",
      "article.accepted",
      "article.published",
      "article.retracted",
    ]);
    const notices = await db.notification.findMany({ where: { userId: authorUser.id, type: "article_status" }, orderBy: { id: "asc" } });
    expect(notices.map((n) => JSON.parse(n.params).status)).toEqual([
      "article_under_review",
      "article_revisions_requested",
      "article_under_review",
      "article_accepted",
      "article_published",
      "article_retracted",
    ]);
    const mail = await db.mailOutbox.count({ where: { to: authorUser.email } });
    expect(mail).toBeGreaterThanOrEqual(6);
  });

  test("withdrawing: the author at any step before publication, never another member; then nothing moves", async ({ playwright }) => {
    const author = await client(playwright, await createUser());
    const other = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const fromDraft = await submitDraft(author);
    await expectStatus(await step(other, fromDraft.id, "withdrawn"), 403);
    await expectStatus(await step(editor, fromDraft.id, "withdrawn"), 403);
    await expectStatus(await step(author, fromDraft.id, "withdrawn"), 200);
    await expectStatus(await step(author, fromDraft.id, "submitted"), 409, "BAD_TRANSITION");

    const accepted = await submitDraft(author);
    await underReview(author, editor, accepted.id);
    await expectStatus(await review(editor, accepted.id, "accept"), 201);
    await expectStatus(await step(author, accepted.id, "withdrawn"), 200);
    await expectStatus(await step(editor, accepted.id, "published"), 409, "BAD_TRANSITION");

    const rejected = await submitDraft(author);
    await underReview(author, editor, rejected.id);
    await expectStatus(await review(editor, rejected.id, "reject"), 201);
    await expectStatus(await step(author, rejected.id, "submitted"), 409, "BAD_TRANSITION");
    await expectStatus(await step(author, rejected.id, "withdrawn"), 409, "BAD_TRANSITION");
    expect(await legacyTitles(other)).not.toContain(rejected.title_ar);
  });

  test("an editor edits a published article and its post follows; a PDF comes as multipart", async ({ playwright }) => {
    const author = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const body = articleBody();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const res = await author.post(`${API}/submit.php`, {
      multipart: {
        title_ar: body.title_ar,
        abstract_ar: body.abstract_ar,
        keywords: JSON.stringify(body.keywords),
        co_authors: JSON.stringify(body.co_authors),
        references: JSON.stringify(body.references),
        pdf: { name: "بحث.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    await expectStatus(res, 201);
    const { id, pdf_url, co_authors } = (await res.json()).article;
    expect(pdf_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect(co_authors).toHaveLength(2);
    const notPdf = await author.post(`${API}/submit.php`, {
      multipart: { title_ar: "x", abstract_ar: "y", pdf: { name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") } },
    });
    await expectStatus(notPdf, 415);

    await underReview(author, editor, id);
    await expectStatus(await step(editor, id, "accepted"), 200);
    const { post_id } = (await (await step(editor, id, "published")).json()).article;
    const edited = await editor.put(`${API}/update.php`, { data: { ...body, id, title_ar: `${body.title_ar} (مصحح)`, correction_note: "تصحيح العنوان" } });
    await expectStatus(edited, 200);
    expect((await edited.json()).article).toMatchObject({ status: "published", pdf_url });
    const post = (await (await author.get(`/backend/api/posts/get_single.php?id=${post_id}`)).json()).post;
    expect(post.title).toBe(`${body.title_ar} (مصحح)`);
  });

  test("licences are SPDX identifiers, taken in any letter case and answered in SPDX's spelling", async ({ playwright }) => {
    const api = await client(playwright, await createUser());
    for (const [sent, answered] of [
      ["CC-BY-4.0", "CC-BY-4.0"],
      ["cc-by-nc-nd-4.0", "CC-BY-NC-ND-4.0"],
      ["cc0-1.0", "CC0-1.0"],
      ["All-Rights-Reserved", "all-rights-reserved"],
    ]) {
      const { id, license } = await submitDraft(api, { ...articleBody(), license: sent });
      expect(license).toBe(answered);
      expect((await (await getArticle(api, id)).json()).article.license).toBe(answered);
    }
    const { id } = await submitDraft(api);
    const updated = await api.put(`${API}/update.php`, { data: { ...articleBody(), id, license: "cc-by-nd-4.0" } });
    await expectStatus(updated, 200);
    expect((await updated.json()).article.license).toBe("CC-BY-ND-4.0");
    await expectStatus(await api.post(`${API}/submit.php`, { data: { ...articleBody(), license: "CC-BY-3.0" } }), 400);
  });

  test("citations: BibTeX and RIS of an Arabic article parse back to what was stored; other formats as asked", async ({ playwright }) => {
    const user = await createUser("user", { name: "د. ليلى حداد" });
    await (await testDb()).user.update({ where: { id: user.id }, data: { affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" } });
    const author = await client(playwright, user);
    const other = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const abstract = `${"يتناول البحث أثر تحلية مياه البحر على الزراعة الساحلية. ".repeat(5)}\nER  - \nTY  - BOOK`;
    const body = { ...articleBody(), abstract_ar: abstract, co_authors: [{ name: "أ.د. عبد الله بن سعيد", affiliation: "جامعة دمشق" }] };
    const { id } = await submitDraft(author, body);
    await expectStatus(await other.get(`${API}/cite.php?id=${id}&format=bibtex`), 404); // a draft is nobody else's to cite
    await underReview(author, editor, id);
    await expectStatus(await step(editor, id, "accepted"), 200);
    await expectStatus(await step(editor, id, "published"), 200);
    const stored = (await (await getArticle(other, id)).json()).article as {
      title_ar: string;
      doi: string;
      authors: { name: string; affiliation: string | null; orcid: string | null }[];
    };
    // the submitting member's own affiliation and ORCID iD fill their entry
    expect(stored.authors[0]).toMatchObject({ name: "د. ليلى حداد", affiliation: "جامعة القاهرة", orcid: "0000-0002-1825-0097" });
    // cited without the honorifics, compound names whole
    const cited = ["ليلى حداد", "عبد الله بن سعيد"];

    const bib = await other.get(`${API}/cite.php?id=${id}&format=bibtex`);
    expect(bib.status()).toBe(200);
    expect(bib.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(stored.title_ar)}.bib`);
    const library = parseBibtex(await bib.text(), { sentenceCase: false });
    expect(library.errors).toEqual([]);
    expect(library.entries).toHaveLength(1);
    const fromBib = library.entries[0].fields;
    expect(fromBib.title).toBe(stored.title_ar);
    expect(fromBib.author).toEqual(cited.map((name) => ({ name })));
    expect(fromBib.doi).toBe(stored.doi);
    expect(fromBib.abstract).toBe(abstract.replace(/\s+/g, " ").trim());
    expect(fromBib["author+an:orcid"]).toBe('1="0000-0002-1825-0097"');
    expect(fromBib.copyright).toBe("https://creativecommons.org/licenses/by-sa/4.0/");

    const ris = await other.get(`${API}/cite.php?id=${id}&format=ris`);
    expect(ris.status()).toBe(200);
    const risText = await ris.text();
    // every line is a tag: nothing wrapped onto an untagged line, no record forged by the abstract
    for (const line of risText.split(/\r?\n/).filter(Boolean)) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
    const records = RisAst.parse(risText).children;
    expect(records).toHaveLength(1);
    const tag = (key: string) => records[0].properties.filter((p) => p.key === key).map((p) => p.value);
    expect(tag("TI")).toEqual([stored.title_ar]);
    expect(tag("AU")).toEqual(cited);
    expect(tag("AB")).toEqual([abstract.replace(/\s+/g, " ").trim()]);

    const csl = await other.get(`${API}/cite.php?id=${id}&format=csl-json`);
    expect(csl.headers()["content-disposition"]).toMatch(/^attachment; .*filename\*=UTF-8''.*\.json$/);
    const [item] = await csl.json();
    expect(item).toMatchObject({ title: stored.title_ar, DOI: stored.doi, license: "https://creativecommons.org/licenses/by-sa/4.0/" });
    expect(item.author).toEqual([{ literal: cited[0], ORCID: "https://orcid.org/0000-0002-1825-0097" }, { literal: cited[1] }]);
    const apa = await other.get(`${API}/cite.php?id=${id}&format=apa`);
    expect(apa.headers()["content-disposition"]).toBeUndefined();
    expect(await apa.text()).toContain(stored.title_ar);
    expect(await (await other.get(`${API}/cite.php?id=${id}&format=chicago`)).text()).toContain(`“${stored.title_ar}.”`);
    await expectStatus(await other.get(`${API}/cite.php?id=${id}&format=xml`), 400);
    await expectStatus(await (await client(playwright)).get(`${API}/cite.php?id=${id}&format=bibtex`), 401);
  });

  test("an unpublished article's PDF is served to its author and the editors only; once published, to members", async ({ playwright }) => {
    const author = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const other = await client(playwright, await createUser());
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const res = await author.post(`${API}/submit.php`, {
      multipart: { title_ar: `مقال بملف ${uniq()}`, abstract_ar: "ملخص", pdf: { name: "a.pdf", mimeType: "application/pdf", buffer: pdf } },
    });
    await expectStatus(res, 201);
    const { id, pdf_url } = (await res.json()).article as { id: number; pdf_url: string };
    const fetchPdf = (api: APIRequestContext) => api.get(pdf_url);
    expect((await fetchPdf(author)).status()).toBe(200);
    expect((await fetchPdf(editor)).status()).toBe(200);
    expect((await fetchPdf(other)).status()).toBe(404);
    await expectStatus(await step(author, id, "submitted"), 200);
    expect((await fetchPdf(other)).status()).toBe(404);
    await expectStatus(await step(editor, id, "under_review"), 200);
    await expectStatus(await step(editor, id, "accepted"), 200);
    await expectStatus(await step(editor, id, "published"), 200);
    const published = await fetchPdf(other);
    expect(published.status()).toBe(200);
    expect((await published.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // hidden by a moderator: the editors still read it, members and its author no longer do
    await (await testDb()).article.update({ where: { id }, data: { hiddenAt: new Date() } });
    expect((await fetchPdf(other)).status()).toBe(404);
    expect((await fetchPdf(author)).status()).toBe(404);
    expect((await fetchPdf(editor)).status()).toBe(200);
  });

  test("a numbered version opens as it was submitted, for the author and editors only", async ({ playwright }) => {
    const author = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const other = await client(playwright, await createUser());
    const body = articleBody();
    const { id } = await submitDraft(author, body);
    await underReview(author, editor, id);
    await expectStatus(await review(editor, id, "revisions"), 201);
    await expectStatus(await author.put(`${API}/update.php`, { data: { ...body, id, abstract_ar: "ملخص منقّح" } }), 200);
    await expectStatus(await step(author, id, "submitted"), 200);

    const first = await editor.get(`${API}/get.php?id=${id}&version=1`);
    await expectStatus(first, 200);
    const version = (await first.json()).version;
    expect(version).toMatchObject({ n: 1, title_ar: body.title_ar, abstract_ar: body.abstract_ar, references: body.references, license: "CC-BY-SA-4.0" });
    expect(version.body).not.toContain("<script");
    // what changed since, word by word: the abstract's words removed and added, the rest kept as it was
    type Change = { text: string; change: string };
    const changed = (parts: Change[], change: string) => parts.filter((p) => p.change === change).map((p) => p.text.trim());
    expect(changed(version.changes.abstract_ar, "removed")).toEqual(["البحث بالعربية."]);
    expect(changed(version.changes.abstract_ar, "added")).toEqual(["منقّح"]);
    expect(version.changes.title_ar).toEqual([{ text: body.title_ar, change: "same" }]);
    expect(changed(version.changes.body, "same").join(" ")).toBe("نص المقال الكامل");
    expect((await (await author.get(`${API}/get.php?id=${id}&version=2`)).json()).version.abstract_ar).toBe("ملخص منقّح");
    await expectStatus(await other.get(`${API}/get.php?id=${id}&version=1`), 404);
    await expectStatus(await editor.get(`${API}/get.php?id=${id}&version=3`), 404);
    await expectStatus(await editor.get(`${API}/get.php?id=${id}&version=x`), 400); // hidden by a moderator: its versions go with it, for the author too; the editors keep them
    await (await testDb()).article.update({ where: { id }, data: { hiddenAt: new Date() } });
    await expectStatus(await author.get(`${API}/get.php?id=${id}&version=1`), 404);
    await expectStatus(await editor.get(`${API}/get.php?id=${id}&version=1`), 200);
  });

  test("an editor's decision mails the author the comments for them, and asking for revisions links to the revise form", async ({ playwright }) => {
    const authorUser = await createUser();
    const author = await client(playwright, authorUser);
    const editor = await client(playwright, await createUser("admin"));
    const { id } = await submitDraft(author);
    await underReview(author, editor, id);
    const comments = `أعد كتابة الخاتمة ${uniq()}\nووسّع المراجع`;
    await expectStatus(await editor.post(`${API}/review.php`, { data: { id, decision: "revisions", comments } }), 201);
    const db = await testDb();
    const mail = await db.mailOutbox.findFirst({ where: { to: authorUser.email }, orderBy: { id: "desc" } });
    expect(mail?.text).toContain(`ملاحظات المحرر: ${comments}`);
    expect(mail?.text).toMatch(new RegExp(`عدّل المقال: https?://[^\\s]+/articles/${id}/edit\\n`));
    expect(mail?.html).toContain(`href="${mail?.text.match(/https?:\/\/\S+\/edit/)?.[0]}"`);
    expect(mail?.html).toContain("<br>ووسّع المراجع");
    // the bell leads to the same form
    const notice = await db.notification.findFirst({ where: { userId: authorUser.id }, orderBy: { id: "desc" } });
    expect(notice?.link).toBe(`/articles/${id}/edit`);

    // a decision that ends the review carries the comments too, and leads to the submissions
    await expectStatus(await step(author, id, "submitted"), 200);
    await expectStatus(await step(editor, id, "under_review"), 200);
    await expectStatus(await editor.post(`${API}/review.php`, { data: { id, decision: "accept", comments: "Clear and complete." } }), 201);
    const accepted = await db.mailOutbox.findFirst({ where: { to: authorUser.email }, orderBy: { id: "desc" } });
    expect(accepted?.text).toContain("ملاحظات المحرر: Clear and complete.");
    expect(accepted?.text).not.toContain("/edit");
  });

  test("read.php: a keyword matches whole and in the query (full pages), words are searched by stem, the editors' queue is oldest first", async ({
    playwright,
  }) => {
    const author = await client(playwright, await createUser());
    const editor = await client(playwright, await createUser("admin"));
    const tag = uniq();
    const keyword = `مناخ${tag}`;
    // three articles with the keyword and, between them, one whose keyword only contains it
    const ids: number[] = [];
    for (const [i, keywords] of [[keyword], [`${keyword}ي`], [keyword, "طاقة"], ["طاقة", keyword]].entries()) {
      const { id } = await submitDraft(author, { ...articleBody(), title_ar: `التغير المناخي ${tag} ${i}`, keywords });
      ids.push(id);
    }
    const tagged = async (params: string) => {
      const res = await author.get(`${API}/read.php?mine=true&tag=${encodeURIComponent(keyword)}&${params}`);
      await expectStatus(res, 200);
      return (await res.json()) as { articles: { id: number }[]; total: number; next_cursor: number | null };
    };
    const page1 = await tagged("limit=2&page=1");
    expect(page1.total).toBe(3);
    expect(page1.articles.map((a) => a.id)).toEqual([ids[3], ids[2]]);
    expect((await tagged("limit=2&page=2")).articles.map((a) => a.id)).toEqual([ids[0]]);

    // a word of the title found by its stem (المناخي → مناخ), every word needed
    const words = async (q: string) =>
      ((await (await author.get(`${API}/read.php?mine=true&q=${encodeURIComponent(q)}`)).json()).articles as { id: number }[]).map((a) => a.id);
    expect(await words(`المناخي ${tag}`)).toEqual([...ids].reverse());
    expect(await words(`${tag} غائبة`)).toEqual([]);

    // the queue: submitted and under review, oldest first
    await expectStatus(await step(author, ids[1], "submitted"), 200);
    await underReview(author, editor, ids[0]);
    const queue = await editor.get(`${API}/read.php?admin=true&queue=true&order=oldest&q=${tag}`);
    await expectStatus(queue, 200);
    expect(((await queue.json()).articles as { id: number }[]).map((a) => a.id)).toEqual([ids[0], ids[1]]);
    const drafts = await editor.get(`${API}/read.php?admin=true&queue=true&status=draft&q=${tag}`);
    expect(((await drafts.json()).articles as { id: number }[]).map((a) => a.id)).toEqual([ids[3], ids[2]]);
  });
});
