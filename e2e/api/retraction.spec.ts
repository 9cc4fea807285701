import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { tagSlug } from "../../lib/articles/tags";
import { apiClient as client, createUser, expect, test, testDb } from "../fixtures";
import { E2E_ENV } from "../env.mjs";
import { publishArticle, retractArticle } from "../seed/articles";
import { parseXml } from "../xml";

// After publication: a retraction keeps the article's address and page, marked retracted with the
// editor's note and date, out of every list, search and the home feed, yet still in its Atom feeds
// as an updated entry that says so; an editor's correction keeps the replaced text as a numbered
// version whose note and date are public. (OAI-PMH and signed-out reading: e2e/public/retraction.spec.ts.)

const API = "/backend/api/articles";
const ORIGIN = E2E_ENV.APP_URL;
const uniq = () => randomBytes(4).toString("hex");

/** The page's HTML as the server sends it, with its status, in `locale` (the client's session kept). */
async function pageHtml(api: APIRequestContext, path: string, locale: "ar" | "en" = "ar") {
  const { cookies } = await api.storageState();
  const cookie = [...cookies.map((c) => `${c.name}=${c.value}`), `NEXT_LOCALE=${locale}`].join("; ");
  const res = await api.get(path, { headers: { cookie }, maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

/** The page's JSON-LD, read back by a JSON parser. */
const jsonLdOf = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]);
const metaOf = (html: string, name: string) => html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];

async function published(playwright: Parameters<typeof client>[0]) {
  const authorUser = await createUser();
  const author = await client(playwright, authorUser);
  const editor = await client(playwright, await createUser("admin"));
  const word = `rtr${uniq()}`;
  const keyword = `وسم ${uniq()}`;
  const article = await publishArticle(author, editor, { title: `أثر ${word} على المياه`, keywords: [keyword] });
  return { authorUser, author, editor, word, keyword, ...article };
}

test.describe("retraction and corrections after publication", () => {
  test("a retracted article keeps its page, marked with the note and date, in Arabic and English; a hidden one is still a 404", async ({ playwright }) => {
    const { editor, id, postId, title } = await published(playwright);
    const member = await client(playwright, await createUser());
    const note = `نتائج غير قابلة للتكرار ${uniq()}`;
    const retracted = await retractArticle(editor, id, note);
    expect(retracted).toMatchObject({ status: "retracted", retraction_note: note, post_id: null, page_id: postId });
    expect(Date.parse(retracted.retracted_at)).not.toBeNaN();

    const ar = await pageHtml(member, `/article/${postId}`);
    expect(ar.status).toBe(200);
    expect(ar.html).toContain('data-testid="retraction-banner"');
    expect(ar.html).toContain("سُحب هذا المقال");
    expect(ar.html).toContain(note);
    expect(ar.html.toLowerCase()).toContain(`datetime="${retracted.retracted_at.toLowerCase()}"`);
    expect(ar.html).toContain(title);
    expect(ar.html).toContain("نص المقال"); // its text is still read
    const en = await pageHtml(member, `/article/${postId}`, "en");
    expect(en.status).toBe(200);
    expect(en.html).toContain("This article has been retracted");
    expect(en.html).toContain("Editor&#x27;s note");

    // what machines read: Scholar's title says it, the JSON-LD's status too
    expect(metaOf(ar.html, "citation_title")).toBe(`مسحوب: ${title}`);
    expect(jsonLdOf(ar.html)).toMatchObject({ "@type": "ScholarlyArticle", creativeWorkStatus: "Retracted", url: `${ORIGIN}/article/${postId}` });

    // signed out on a members-only site: asked to sign in, as for any article
    expect((await pageHtml(await client(playwright), `/article/${postId}`)).status).toBe(307);

    // a moderator's hiding still wins: gone for members
    await (await testDb()).article.update({ where: { id }, data: { hiddenAt: new Date() } });
    expect((await pageHtml(member, `/article/${postId}`)).status).toBe(404);
  });

  test("lists, search, the home feed, the tag and researcher pages leave it out; get.php keeps the note", async ({ playwright }) => {
    const { authorUser, editor, id, postId, title, word, keyword } = await published(playwright);
    const member = await client(playwright, await createUser());
    const handle = (await (await testDb()).user.findUniqueOrThrow({ where: { id: authorUser.id } })).handle!;
    const visible = async () => {
      const searched = (await (await member.get(`/backend/api/posts/read.php?q=${encodeURIComponent(word)}`)).json()).posts as { id: number }[];
      const articles = (await (await member.get(`${API}/read.php?q=${encodeURIComponent(word)}`)).json()).articles as { id: number }[];
      const researcher = (await (await member.get(`/backend/api/researchers/get.php?handle=${handle}`)).json()).articles as { id: number }[];
      return {
        search: searched.some((p) => p.id === postId),
        articles: articles.some((a) => a.id === id),
        researcher: researcher.some((a) => a.id === postId),
        home: (await pageHtml(member, `/?q=${encodeURIComponent(word)}`)).html.includes(title),
        tag: (await pageHtml(member, `/tags/${encodeURIComponent(tagSlug(keyword))}`)).html.includes(title),
      };
    };
    // each list showed it while it was published, so its absence below is the retraction's doing
    expect(await visible()).toEqual({ search: true, articles: true, researcher: true, home: true, tag: true });
    const note = `انتحال ${uniq()}`;
    await retractArticle(editor, id, note);
    expect(await visible()).toEqual({ search: false, articles: false, researcher: false, home: false, tag: false });
    expect((await member.get(`/backend/api/posts/get_single.php?id=${postId}`)).status()).toBe(404);
    const got = await member.get(`${API}/get.php?id=${id}`);
    expect(got.status()).toBe(200);
    expect((await got.json()).article).toMatchObject({ status: "retracted", retraction_note: note });
  });

  test("its Atom entries stay, updated, titled and summarized as retracted, in every feed of its scope", async ({ playwright }) => {
    const { authorUser, editor, id, postId, title, keyword } = await published(playwright);
    const db = await testDb();
    const token = randomBytes(24).toString("base64url");
    await db.feedToken.create({ data: { userId: (await createUser()).id, token } });
    const handle = (await db.user.findUniqueOrThrow({ where: { id: authorUser.id } })).handle!;
    const note = `بيانات مختلقة ${uniq()}`;
    const retracted = await retractArticle(editor, id, note);
    for (const path of ["/feeds/articles.atom", `/feeds/tags/${encodeURIComponent(tagSlug(keyword))}.atom`, `/feeds/researchers/${handle}.atom`]) {
      const res = await (await client(playwright)).get(`${path}?token=${token}`);
      expect(res.status(), path).toBe(200);
      const entries = (parseXml(await res.text()).feed.entry ?? []) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
      const entry = entries.find((e) => e.id === `${ORIGIN}/article/${postId}`);
      expect(entry, path).toBeTruthy();
      expect(entry!.title["#text"]).toBe(`مسحوب: ${title}`);
      expect(entry!.summary["#text"]).toContain(`سُحب هذا المقال. ملاحظة المحرر: ${note}`);
      expect(entry!.updated).toBe(retracted.updated_at);
      expect(Date.parse(entry!.updated)).toBeGreaterThan(Date.parse(entry!.published));
    }
  });

  test("an editor's correction keeps the replaced text as a numbered version with its public note; the page says when", async ({ playwright }) => {
    const { author, editor, id, postId, title } = await published(playwright);
    const member = await client(playwright, await createUser());
    const before = (await (await editor.get(`${API}/get.php?id=${id}`)).json()).article;
    const body = {
      id,
      title_ar: `${title} (مصحح)`,
      title_en: before.title_en,
      abstract_ar: before.abstract_ar,
      body: "<p>نص المقال المصحح</p>",
      keywords: before.keywords,
      co_authors: before.co_authors,
      references: before.references,
      license: before.license,
      doi: before.doi,
    };
    // a correction says what it corrects; the author cannot correct a published article
    const bare = await editor.put(`${API}/update.php`, { data: body });
    expect(bare.status()).toBe(400);
    expect(await bare.json()).toMatchObject({ reason: "CORRECTION_NOTE_REQUIRED" });
    expect((await author.put(`${API}/update.php`, { data: { ...body, correction_note: "x" } })).status()).toBe(409);
    const note = `صُحّح الجدول الثاني ${uniq()}`;
    const corrected = await editor.put(`${API}/update.php`, { data: { ...body, correction_note: note } });
    expect(corrected.status(), await corrected.text()).toBe(200);

    // every reader sees the correction in the versions; its text, as before it, is the author's and editors'
    const seen = (await (await member.get(`${API}/get.php?id=${id}`)).json()).article;
    expect(seen.title_ar).toBe(body.title_ar);
    const last = seen.versions.at(-1);
    expect(seen.versions.slice(0, -1).every((v: { kind: string }) => v.kind === "submission")).toBe(true);
    expect(last).toMatchObject({ n: before.versions.length + 1, kind: "correction", note });
    const kept = await author.get(`${API}/get.php?id=${id}&version=${last.n}`);
    expect(kept.status()).toBe(200);
    expect((await kept.json()).version).toMatchObject({ n: last.n, kind: "correction", title_ar: title, body: before.body });
    expect((await member.get(`${API}/get.php?id=${id}&version=${last.n}`)).status()).toBe(404);

    const page = await pageHtml(member, `/article/${postId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="article-corrections"');
    expect(page.html).toContain("صُحّح في");
    expect(page.html).toContain(note);
    expect(page.html).toContain("نص المقال المصحح");
    expect((await pageHtml(member, `/article/${postId}`, "en")).html).toContain("Corrected on");
  });
});
