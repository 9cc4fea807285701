import { randomUUID } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { apiClient, createUser, expect, loginAs, test, testDb } from "../fixtures";
import { orcidCheckCharacter } from "../../lib/schemas/orcid";
import { rawRequest } from "../raw-http";
import { submitDraft } from "../seed/articles";
import { PROJECT_FIELDS } from "../seed/opportunities";

// Abuse and integrity: each test fails on the behaviour a probe found and passes after.

const BASE = () => test.info().project.use.baseURL as string;
const contexts: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

// Percent-escapes that spell no UTF-8 (a lone byte, an overlong "/", a UTF-16 surrogate) and a "%" that escapes nothing.
const BAD_SEGMENTS = ["%FF", "%C0%AF", "%ED%A0%80", "%zz"];
const BAD_PATHS = [
  "/uploads/{}",
  "/feeds/tags/{}.atom",
  "/feeds/researchers/{}.atom",
  "/backend/api/library/download.php/{}",
  "/backend/api/prep_exams/download.php/{}",
  "/backend/api/resources/open.php/{}",
  "/backend/api/{}",
  "/api.php/{}",
  "/tags/{}",
  "/researchers/{}",
  "/article/{}",
  "/articles/{}",
  "/qa-section/{}",
  "/admin/sections/{}",
  "/admin/sections/submissions/{}",
  "/{}",
];

test("1: a path segment that is not UTF-8 answers 400 or 404 (JSON on the API), never a 500", async ({ playwright }) => {
  const member = await createUser("admin");
  const ctx = await playwright.request.newContext({ baseURL: BASE() });
  await loginAs(ctx, member);
  const cookie = (await ctx.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  for (const template of BAD_PATHS)
    for (const segment of BAD_SEGMENTS) {
      const path = template.replace("{}", segment);
      for (const headers of [{}, { Cookie: cookie }]) {
        const res = await rawRequest(BASE(), "GET", path, { headers });
        expect([400, 404], `${path} ${res.status} ${res.body.slice(0, 200)}`).toContain(res.status);
        if (path.startsWith("/backend/") || path.startsWith("/api.php")) {
          expect(res.headers["content-type"], path).toMatch(/^application\/json/);
          expect(JSON.parse(res.body).success, path).toBe(false);
        }
      }
    }
  await ctx.dispose();
});

const LIST_KEYS = ["posts", "articles", "projects", "opportunities", "questions", "topics", "resources", "books", "exams", "researchers", "entries", "users"];
/** The rows of a list answer, whichever key the endpoint names them by. */
async function rowsOf(res: APIResponse): Promise<Record<string, unknown>[]> {
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  const key = LIST_KEYS.find((k) => Array.isArray(body[k]));
  expect(key, JSON.stringify(body).slice(0, 200)).toBeDefined();
  return body[key!];
}

test("2: '%' and '_' in ?tag= match themselves, on articles and research projects", async ({ playwright }) => {
  const tag = randomUUID().slice(0, 6);
  const author = await apiClient(playwright, await createUser());
  contexts.push(author);
  const literal = await submitDraft(author, { title: `حرفي ${tag}`, keywords: [`50%${tag}`, `a_b${tag}`] });
  const lookalike = await submitDraft(author, { title: `شبيه ${tag}`, keywords: [`500${tag}`, `axb${tag}`] });
  const articleIds = async (t: string) =>
    (await rowsOf(await author.get("/backend/api/articles/read.php", { params: { mine: "true", tag: t } }))).map((a) => a.id);
  expect(await articleIds(`50%${tag}`)).toEqual([literal.id]);
  expect(await articleIds(`a_b${tag}`)).toEqual([literal.id]);
  expect(await articleIds(`500${tag}`)).toEqual([lookalike.id]);
  for (const t of ["%", "_", `%${tag}`, `_xb${tag}`]) expect(await articleIds(t), t).toEqual([]);

  for (const tags of [[`50%${tag}`], [`500${tag}`], [`a_b${tag}`], [`axb${tag}`]]) {
    const res = await author.post("/backend/api/research_projects/create.php", {
      multipart: { ...PROJECT_FIELDS, title: `مشروع ${tags[0]}`, tags: JSON.stringify(tags) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const projectTitles = async (t: string) =>
    (await rowsOf(await author.get("/backend/api/research_projects/read.php", { params: { tag: t, limit: 100 } }))).map((p) => p.title);
  expect(await projectTitles(`50%${tag}`)).toEqual([`مشروع 50%${tag}`]);
  expect(await projectTitles(`a_b${tag}`)).toEqual([`مشروع a_b${tag}`]);
  expect(await projectTitles(`axb${tag}`)).toEqual([`مشروع axb${tag}`]);
  for (const t of ["%", "_", `%${tag}`]) expect(await projectTitles(t), t).toEqual([]);
});

test("2: a search with no letter or digit finds nothing on every list; '_' and '%' are literal in the member and audit searches", async ({ playwright }) => {
  const tag = randomUUID().slice(0, 6);
  const admin = await createUser("admin", { email: `adm_${tag}@e2e.test` });
  const lookalike = await createUser("admin", { email: `admx${tag}@e2e.test` });
  const adminCtx = await apiClient(playwright, admin);
  const lookalikeCtx = await apiClient(playwright, lookalike);
  contexts.push(adminCtx, lookalikeCtx);
  // something of everyone's in the lists: an article, an audited write by each admin, members with handles
  await submitDraft(adminCtx, { title: `مقال ${tag}`, keywords: ["بحث"] });
  for (const ctx of [adminCtx, lookalikeCtx]) {
    const res = await ctx.post("/backend/api/updates/create.php", {
      data: { title: `تحديث ${tag}`, summary: "ملخص", author: "فريق", category: "أخبار", date: "2026-01-01" },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const db = await testDb();
  await db.user.update({ where: { id: admin.id }, data: { handle: `h_${tag}` } });
  await db.user.update({ where: { id: lookalike.id }, data: { handle: `hx${tag}` } });

  const lists = [
    "/backend/api/posts/read.php",
    "/backend/api/articles/read.php",
    "/backend/api/research_projects/read.php",
    "/backend/api/opportunities/read.php",
    "/backend/api/qa/read.php",
    "/backend/api/topics/read.php",
    "/backend/api/resources/read.php",
    "/backend/api/library/read.php",
    "/backend/api/prep_exams/read.php",
    "/backend/api/researchers/search.php",
    "/backend/api/admin/audit.php",
    "/api.php?action=get_users",
  ];
  for (const list of lists) {
    for (const q of ["%%%", "---", "؟؟", "%", "_"]) expect(await rowsOf(await adminCtx.get(list, { params: { q } })), `${list}?q=${q}`).toEqual([]);
  }
  const handles = async (q: string) => (await rowsOf(await adminCtx.get("/backend/api/researchers/search.php", { params: { q } }))).map((r) => r.handle);
  expect(await handles(`h_${tag}`)).toEqual([`h_${tag}`]);
  expect(await handles(`hx${tag}`)).toEqual([`hx${tag}`]);
  const emails = async (q: string) => new Set((await rowsOf(await adminCtx.get("/backend/api/admin/audit.php", { params: { q } }))).map((e) => e.actor_email));
  expect(await emails(`adm_${tag}`)).toEqual(new Set([admin.email]));
  expect(await emails(`admx${tag}`)).toEqual(new Set([lookalike.email]));
});

test("5: upvotes from unverified or day-old accounts are kept and shown but earn no reputation", async ({ playwright }) => {
  const db = await testDb();
  const DAY = 86_400_000;
  const author = await createUser();
  const asker = await createUser();
  const question = await db.question.create({
    data: { title: "سؤال التصويت", description: "؟", status: "approved", userId: asker.id, authorName: asker.name },
  });
  const answer = await db.answer.create({ data: { questionId: question.id, text: "جواب", userId: author.id, authorName: author.name } });
  const seasoned = await createUser();
  const fresh = await createUser();
  const unverified = await createUser("user", { verified: false });
  const votedYoung = await createUser();
  await db.user.updateMany({ where: { id: { in: [seasoned.id, unverified.id] } }, data: { createdAt: new Date(Date.now() - 2 * DAY) } });
  for (const voter of [seasoned, fresh, unverified]) {
    const ctx = await apiClient(playwright, voter);
    contexts.push(ctx);
    const res = await ctx.post("/backend/api/qa/vote.php", { data: { answer_id: answer.id } });
    expect(res.status(), await res.text()).toBe(200);
  }
  // an account that voted within its first day and is older now: the vote still earns nothing
  await db.user.update({ where: { id: votedYoung.id }, data: { createdAt: new Date(Date.now() - 3 * DAY) } });
  await db.answerVote.create({ data: { answerId: answer.id, userId: votedYoung.id, createdAt: new Date(Date.now() - 3 * DAY + 60 * 60 * 1000) } });

  const reader = await apiClient(playwright, asker);
  contexts.push(reader);
  const shown = await (await reader.get("/backend/api/qa/get_single.php", { params: { id: question.id } })).json();
  expect(shown.answers.find((a: { id: number }) => a.id === answer.id).votes).toBe(4);
  const handle = (await db.user.findUniqueOrThrow({ where: { id: author.id } })).handle!;
  const page = await (await reader.get("/backend/api/researchers/get.php", { params: { handle } })).json();
  expect(page.researcher.reputation_breakdown.find((l: { source: string }) => l.source === "upvotes")).toEqual({ source: "upvotes", count: 1, points: 2 });
  expect(page.researcher.reputation).toBe(2);
});

const UPDATE = "/backend/api/profile/update.php";
const profileBody = (name: string, over: Record<string, unknown> = {}) => ({ name, bio: "", location: "", phone: "", ...over });
const handleOf = async (id: string) => (await (await testDb()).user.findUniqueOrThrow({ where: { id } })).handle;

test("3: reserved handles are refused (409 HANDLE_RESERVED), also as a registration's suggestion", async ({ playwright }) => {
  const user = await createUser();
  const ctx = await apiClient(playwright, user);
  contexts.push(ctx);
  for (const handle of ["admin", "@Support", "super_admin", "root", "moderator", "manara", "oai", "about-us", "qa-section", "researchers", "profile"]) {
    const res = await ctx.put(UPDATE, { data: profileBody(user.name, { handle }) });
    expect(res.status(), handle).toBe(409);
    expect(await res.json(), handle).toMatchObject({ success: false, code: "CONFLICT", reason: "HANDLE_RESERVED" });
  }
  expect(await handleOf(user.id)).not.toMatch(/^(admin|support)$/);
  // a registration whose name suggests a reserved handle is given the next free one
  const anonymous = await apiClient(playwright);
  contexts.push(anonymous);
  const res = await anonymous.post("/backend/api/auth/register.php", {
    data: { email: `support-${randomUUID().slice(0, 8)}@e2e.test`, password: "secret-pass-1", username: "Support", name: "Support" },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(await handleOf((await res.json()).user_id)).toMatch(/^support-\d+$/);
});

test("3: a handle given up is held for its member 30 days: others cannot take it, its old addresses lead to the member", async ({ playwright }) => {
  const tag = randomUUID().slice(0, 8);
  const [owner, other] = [await createUser(), await createUser()];
  const [ownerCtx, otherCtx] = [await apiClient(playwright, owner), await apiClient(playwright, other)];
  contexts.push(ownerCtx, otherCtx);
  const put = (ctx: APIRequestContext, who: { name: string }, handle: string) => ctx.put(UPDATE, { data: profileBody(who.name, { handle }) });
  const [before, after] = [`old-${tag}`, `new-${tag}`];
  expect((await put(ownerCtx, owner, before)).status()).toBe(200);
  expect((await put(ownerCtx, owner, after)).status()).toBe(200);

  const taken = await put(otherCtx, other, before);
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({ code: "CONFLICT", reason: "HANDLE_TAKEN" });
  const read = (handle: string) => otherCtx.get("/backend/api/researchers/get.php", { params: { handle } });
  const old = await read(before);
  expect(old.status()).toBe(200);
  expect((await old.json()).researcher).toMatchObject({ handle: after, name: owner.name });
  const page = await otherCtx.get(`/researchers/${before}`, { maxRedirects: 0 });
  expect(page.status()).toBeGreaterThanOrEqual(300);
  expect(page.status()).toBeLessThan(400);
  expect(new URL(page.headers().location, BASE()).pathname).toBe(`/researchers/${after}`);

  // once the hold has passed the old handle is anybody's, and no longer leads to the member
  await (await testDb()).releasedHandle.update({ where: { handle: before }, data: { releasedAt: new Date(Date.now() - 31 * 86_400_000) } });
  expect((await read(before)).status()).toBe(404);
  expect((await put(otherCtx, other, before)).status()).toBe(200);
  expect((await (await read(before)).json()).researcher.name).toBe(other.name);
});

test("3: a member may take back their own handle; handle changes are limited to 3 in 30 days (429), saving the same handle is free", async ({ playwright }) => {
  const tag = randomUUID().slice(0, 8);
  const user = await createUser();
  const ctx = await apiClient(playwright, user);
  contexts.push(ctx);
  const put = (handle: string) => ctx.put(UPDATE, { data: profileBody(user.name, { handle }) });
  expect((await put(`one-${tag}`)).status()).toBe(200);
  expect((await put(`two-${tag}`)).status()).toBe(200);
  expect((await put(`one-${tag}`)).status()).toBe(200); // back to the one they gave up
  expect((await put(`one-${tag}`)).status()).toBe(200); // unchanged: not counted
  const limited = await put(`three-${tag}`);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED", reason: "HANDLE_CHANGE_LIMITED" });
  expect(await handleOf(user.id)).toBe(`one-${tag}`);
  // the rest of the profile still saves
  expect((await ctx.put(UPDATE, { data: profileBody(`${user.name} ب`) })).status()).toBe(200);
});

test("4: names are normalized and need a visible letter (400 with a field error), for members and co-authors", async ({ playwright }) => {
  const user = await createUser();
  const ctx = await apiClient(playwright, user);
  contexts.push(ctx);
  for (const name of ["\u3164", "\u115F\u1160\uFFA0", "\u200B\u2060\u200D", "\u{E0041}\u{E0042}", "---", "\u202E\u2066"]) {
    const res = await ctx.put(UPDATE, { data: profileBody(name) });
    expect(res.status(), JSON.stringify(name)).toBe(400);
    expect(Object.keys((await res.json()).fields), JSON.stringify(name)).toEqual(["name"]);
  }
  const saved = await ctx.put(UPDATE, { data: profileBody("\u200Bليلى\u2060 \u3164 \u202Eحداد\u{E0041} \uFEFB") });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).profile.name).toBe("ليلى حداد لا");

  const anonymous = await apiClient(playwright);
  contexts.push(anonymous);
  const blank = await anonymous.post("/backend/api/auth/register.php", {
    data: { email: `blank-${randomUUID().slice(0, 8)}@e2e.test`, password: "secret-pass-1", name: "\u3164\u3164" },
  });
  expect(blank.status()).toBe(400);
  expect(Object.keys((await blank.json()).fields)).toEqual(["name"]);

  const coAuthors = (name: string) => ({
    title_ar: "عنوان",
    abstract_ar: "ملخص",
    keywords: ["بحث"],
    co_authors: [{ name }],
    references: [],
    license: "cc-by-4.0",
    body: "<p>نص</p>",
  });
  const refused = await ctx.post("/backend/api/articles/submit.php", { data: coAuthors("\u200B\u3164") });
  expect(refused.status()).toBe(400);
  expect(Object.keys((await refused.json()).fields).join()).toMatch(/co_authors.*name/);
  const written = await ctx.post("/backend/api/articles/submit.php", { data: coAuthors("سا\u200Bرة\u2069") });
  expect(written.status(), await written.text()).toBe(201);
  expect((await written.json()).article.co_authors[0].name).toBe("سارة");
});

test("4: an ORCID iD belongs to one member: another's profile update with it is a 409 ORCID_TAKEN", async ({ playwright }) => {
  const [first, second] = [await createUser(), await createUser()];
  const [firstCtx, secondCtx] = [await apiClient(playwright, first), await apiClient(playwright, second)];
  contexts.push(firstCtx, secondCtx);
  // a valid iD unique to this test: fifteen random digits and their check character
  const digits = Array.from({ length: 15 }, () => Math.floor(Math.random() * 10)).join("");
  const orcid = `${digits}${orcidCheckCharacter(digits)}`.replace(/(.{4})(?=.)/g, "$1-");
  expect((await firstCtx.put(UPDATE, { data: profileBody(first.name, { orcid }) })).status()).toBe(200);
  expect((await firstCtx.put(UPDATE, { data: profileBody(first.name, { orcid }) })).status()).toBe(200); // their own, again
  for (const typed of [orcid, `https://orcid.org/${orcid.replace(/-/g, "")}`]) {
    const res = await secondCtx.put(UPDATE, { data: profileBody(second.name, { orcid: typed }) });
    expect(res.status(), typed).toBe(409);
    expect(await res.json()).toMatchObject({ code: "CONFLICT", reason: "ORCID_TAKEN" });
  }
  expect((await (await testDb()).user.findUniqueOrThrow({ where: { id: second.id } })).orcid).toBeNull();
  // once the first member clears it, it is free
  expect((await firstCtx.put(UPDATE, { data: profileBody(first.name, { orcid: "" }) })).status()).toBe(200);
  expect((await secondCtx.put(UPDATE, { data: profileBody(second.name, { orcid }) })).status()).toBe(200);
});
