import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { tagPath } from "../../lib/articles/tags";
import { ADMIN_SECTION_KEYS } from "../../lib/admin-sections";
import { apiClient, createUser, expect, hydrated, type Locale, LOCALES, loginAs, test, testDb, type TestUser } from "../fixtures";
import { publishArticle, submitDraft } from "../seed/articles";
import { handleOf } from "../seed/follows";
import { seedOpportunity } from "../seed/opportunities";
import { seedTopic } from "../seed/topics";

// Every kind of page, in Arabic and English, signed out, as a member and as an editor, is valid
// HTML by the W3C's Nu HTML Checker (vnu): the server's HTML of each is saved, and one run of the
// checker reads them all. The pages are found in app/: a new page is checked (or, when it takes a
// parameter, this spec asks to be told which) without anyone remembering to add it.
const require = createRequire(import.meta.url);
const VNU_JAR = String(require("vnu-jar"));
const APP = path.resolve(import.meta.dirname, "../../app");

type Who = "guest" | "member" | "admin";
type Seeded = { postId: number; draftId: number; submittedId: number; invitedId: number; reviewId: number; questionId: number; tag: string; handle: string };
/** A page kind: the address it is checked at, as whom, and the status it answers. */
type PageKind = { route: string; who: Who; path: (s: Seeded) => string; status?: number };

/** The address of each page that takes a parameter. */
const PARAMETERS: Record<string, (s: Seeded) => string> = {
  "/article/[id]": (s) => `/article/${s.postId}`,
  "/articles/[id]/edit": (s) => `/articles/${s.draftId}/edit`,
  "/articles/[id]/co-author": (s) => `/articles/${s.invitedId}/co-author`,
  "/qa-section/[id]": (s) => `/qa-section/${s.questionId}`,
  "/researchers/[handle]": (s) => `/researchers/${encodeURIComponent(s.handle)}`,
  "/tags/[slug]": (s) => tagPath(s.tag),
  "/admin/sections/submissions/[id]": (s) => `/admin/sections/submissions/${s.submittedId}`,
  "/reviews/[id]": (s) => `/reviews/${s.reviewId}`,
};
/** The pages only the member whose draft it is (or who is named on it) may open. */
const AUTHOR_ONLY = new Set(["/articles/[id]/edit", "/articles/[id]/co-author", "/reviews/[id]"]);
/** The pages that only send the visitor elsewhere: no HTML of their own. */
const REDIRECTS = new Set(["/admin/queue", "/admin/sections/[section]", "/[...rest]"]);
const WHO_BY_GROUP: Record<string, Who> = { "(auth)": "guest", "(main)": "member", "(admin)": "admin" };

/** Every page.tsx under app/, as its route (groups left out) and the route group it is in. */
function appPages(dir = APP, segments: string[] = []): { route: string; group: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appPages(path.join(dir, entry.name), [...segments, entry.name]);
    if (entry.name !== "page.tsx") return [];
    const route = "/" + segments.filter((s) => !/^\(.*\)$/.test(s)).join("/");
    return [{ route, group: segments.find((s) => /^\(.*\)$/.test(s)) ?? "" }];
  });
}

/** The page kinds to check, or the routes this spec does not know how to reach. */
function pageKinds(): { kinds: PageKind[]; unknown: string[] } {
  const kinds: PageKind[] = [];
  const unknown: string[] = [];
  for (const { route, group } of appPages()) {
    if (REDIRECTS.has(route)) continue;
    const who = WHO_BY_GROUP[group];
    if (!who) unknown.push(`${route}: a page outside the (auth), (main) and (admin) groups`);
    else if (!route.includes("[")) kinds.push({ route, who, path: () => route });
    else if (route in PARAMETERS) kinds.push({ route, who, path: PARAMETERS[route] });
    else unknown.push(`${route}: add its address to PARAMETERS`);
  }
  // the not-found page, as a member meets it
  kinds.push({ route: "/(not-found)", who: "member", path: () => "/article/2147483000", status: 404 });
  return { kinds, unknown };
}

/** Each page kind as its reader, and the members' pages as an editor too, with the editors' controls on them (not a member's own draft). */
const visits = (kinds: PageKind[]) => kinds.flatMap((k) => (k.who === "member" && !AUTHOR_ONLY.has(k.route) ? [k, { ...k, who: "admin" as const }] : [k]));

test("every page of app/ is known to this spec, and every admin section has its page", () => {
  const { kinds, unknown } = pageKinds();
  expect(unknown).toEqual([]);
  const routes = kinds.map((k) => k.route);
  for (const key of ADMIN_SECTION_KEYS) expect(routes).toContain(`/admin/sections/${key}`);
  expect(routes).toEqual(expect.arrayContaining(["/login", "/signup", "/", "/profile", "/saved", "/articles/submit", "/admin", "/admin/users"]));
});

/** What to read on every page kind: a published and saved article with its tag, a draft, a submission, an answered question, a message, and a few board items. */
async function seed(member: APIRequestContext, admin: APIRequestContext, author: TestUser): Promise<Seeded> {
  const tag = `html-${Math.random().toString(36).slice(2, 8)}`;
  const published = await publishArticle(member, admin, { title: `مقال للتحقق ${tag}`, keywords: [tag, "منهجية"], pdf: true });
  const draft = await submitDraft(member, { title: `مسودة ${tag}`, keywords: [tag] });
  const submitted = await submitDraft(member, { title: `مقدم ${tag}`, keywords: [tag] });
  expect((await member.post("/backend/api/articles/transition.php", { data: { id: submitted.id, to: "submitted" } })).status()).toBe(200);
  // an editor's draft names the member as a co-author: their invitation page asks them to answer
  const invited = await admin.post("/backend/api/articles/submit.php", {
    data: { title_ar: `دعوة ${tag}`, abstract_ar: "ملخص", body: "", keywords: [tag], co_authors: [{ name: author.name, user_id: author.id }], references: [] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  // an editor's submission the member agreed to review: the review page shows it beside the form
  const manuscript = await submitDraft(admin, { title: `للمراجعة ${tag}`, keywords: [tag] });
  expect((await admin.post("/backend/api/articles/transition.php", { data: { id: manuscript.id, to: "submitted" } })).status()).toBe(200);
  const invitation = await admin.post("/backend/api/reviews/invite.php", { data: { article_id: manuscript.id, user_id: author.id } });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const reviewId = (await invitation.json()).assignment.id as number;
  expect((await member.post("/backend/api/reviews/respond.php", { data: { id: reviewId, accept: true } })).status()).toBe(200);
  const asked = await member.post("/backend/api/qa/create.php", { data: { title: `سؤال ${tag}`, description: "كيف أبدأ؟", keyword: tag } });
  expect(asked.status(), await asked.text()).toBe(201);
  const questionId = (await asked.json()).question.id;
  expect((await admin.put("/backend/api/qa/update_status.php", { data: { id: questionId, status: "approved" } })).status()).toBe(200);
  expect((await admin.post("/backend/api/qa/answer.php", { data: { question_id: questionId, text: "ابدأ بسؤال واضح" } })).status()).toBe(201);
  // the saved list shows the article (a card under the page's title)
  await (await testDb()).postBookmark.create({ data: { postId: published.postId, userId: author.id } });
  // the editors' inbox shows a message
  const sent = await member.post("/backend/api/contact/send.php", { data: { name: "عضو", email: author.email, subject: `رسالة ${tag}`, message: "مرحبا" } });
  expect(sent.status(), await sent.text()).toBe(201);
  await seedOpportunity(author, { status: "approved", tags: [tag] });
  await seedTopic(author, { status: "Active" });
  return {
    postId: published.postId,
    draftId: draft.id,
    submittedId: submitted.id,
    invitedId: (await invited.json()).article.id,
    reviewId,
    questionId,
    tag,
    handle: await handleOf(author),
  };
}

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** One run of the checker over `files`: its messages (errors only). Fails clearly when Java is missing. */
function vnu(files: string[]): VnuMessage[] {
  const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `The HTML checker needs Java, which could not be started (${run.error.message}): install it with 'apt-get install -y default-jre-headless'`,
    );
  const out = run.stdout.trim();
  if (!out.startsWith("{")) throw new Error(`vnu printed no report (exit ${run.status}): ${run.stderr.slice(-2000)}`);
  return (JSON.parse(out) as { messages: VnuMessage[] }).messages;
}

/**
 * The checker's errors in `files` (file → what it is), one line each; a control page it must refuse
 * (a block inside a phrasing element) goes along, and must be refused, so a run that checked nothing fails.
 */
function htmlErrors(files: Map<string, string>): string[] {
  const control = path.join(path.dirname([...files.keys()][0]), "control-invalid.html");
  writeFileSync(control, '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><span><div>x</div></span></body></html>');
  const messages = vnu([...files.keys(), control]);
  const fileOf = (m: VnuMessage) => (m.url ? decodeURIComponent(new URL(m.url).pathname) : "");
  expect(messages.filter((m) => fileOf(m) === control).map((m) => m.message)).toEqual([expect.stringContaining("div")]);
  return messages
    .filter((m) => fileOf(m) !== control)
    .map((m) => `${files.get(fileOf(m)) ?? fileOf(m)}:${m.lastLine ?? "?"} ${m.type}: ${m.message}\n    ${(m.extract ?? "").replace(/\s+/g, " ")}`);
}

/** A folder of the test's own for the pages it saves. */
function pagesFolder() {
  const dir = test.info().outputPath("pages");
  mkdirSync(dir, { recursive: true });
  return dir;
}
/** The page kinds, a member and an editor with what their pages show, and where the pages are saved. */
async function setUp(playwright: PlaywrightWorkerArgs["playwright"]) {
  const { kinds } = pageKinds();
  const [member, editor] = [await createUser("user"), await createUser("admin")];
  const seeded = await seed(await apiClient(playwright, member), await apiClient(playwright, editor), member);
  return { kinds, member, editor, seeded, dir: pagesFolder(), files: new Map<string, string>() };
}

const fileName = (locale: Locale, kind: PageKind) => `${locale}-${kind.who}${kind.route.replace(/[^\w-]+/g, "_")}.html`;

test("every page kind is valid HTML as the server sends it, in both languages, signed out, as a member and as an editor (the members' pages too)", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const { kinds, member, editor, seeded, dir, files } = await setUp(playwright);
  for (const locale of LOCALES) {
    const visitors: Record<Who, APIRequestContext> = {
      guest: await visitor(playwright, baseURL!, locale),
      member: await visitor(playwright, baseURL!, locale, member),
      admin: await visitor(playwright, baseURL!, locale, editor),
    };
    for (const kind of visits(kinds)) {
      const address = kind.path(seeded);
      const res = await visitors[kind.who].get(address, { maxRedirects: 0 });
      expect(res.status(), `${kind.who} ${locale} ${address}`).toBe(kind.status ?? 200);
      expect(res.headers()["content-type"], address).toContain("text/html");
      const file = path.join(dir, fileName(locale, kind));
      writeFileSync(file, await res.body());
      files.set(file, `${kind.who} ${locale} ${address}`);
    }
    for (const ctx of Object.values(visitors)) await ctx.dispose();
  }
  const found = htmlErrors(files);
  expect(found, `${found.length} HTML errors`).toEqual([]);
});

test("every page kind is still valid HTML once the browser has run it and its lists have loaded (Arabic; the members' pages as an editor too)", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const { kinds, member, editor, seeded, dir, files } = await setUp(playwright);
  const locale: Locale = "ar";
  for (const who of ["guest", "member", "admin"] as const) {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", sameSite: "Lax" }]);
    if (who !== "guest") await loginAs(context.request, who === "member" ? member : editor);
    const page = await context.newPage();
    for (const kind of visits(kinds).filter((k) => k.who === who)) {
      const address = kind.path(seeded);
      const res = await page.goto(address);
      expect(res?.status(), `${who} ${address}`).toBe(kind.status ?? 200);
      await hydrated(page);
      // recharts draws the dashboard's charts with its props as attributes SVG does not define
      // (x, y, width and height on grid lines, name on paths): the library's drawing, not the app's
      // markup, so it is left out of a copy of the document (a chart drawn a moment later stays out too)
      const drawn = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(".recharts-wrapper").forEach((chart) => chart.remove());
        return `<!DOCTYPE html>${copy.outerHTML}`;
      });
      const file = path.join(dir, fileName(locale, kind));
      // the scripts the browser added to the head stand before its charset now; where the charset
      // stands in the bytes sent is the test above's to check, so it is put back first here
      const html = drawn.replace('<meta charset="utf-8">', "").replace(/<head[^>]*>/, (head) => `${head}<meta charset="utf-8">`);
      writeFileSync(file, html);
      files.set(file, `${who} ${locale} ${address} (in the browser)`);
    }
    await context.close();
  }
  const found = htmlErrors(files);
  expect(found, `${found.length} HTML errors`).toEqual([]);
});

/** An API client with the interface language `locale`, signed in as `user` when given. */
async function visitor(playwright: Parameters<typeof apiClient>[0], baseURL: string, locale: Locale, user?: TestUser) {
  const ctx = await playwright.request.newContext({
    baseURL,
    storageState: {
      cookies: [{ name: "NEXT_LOCALE", value: locale, domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }],
      origins: [],
    },
  });
  if (user) expect((await ctx.post("/backend/api/auth/login.php", { data: { email: user.email, password: user.password } })).status()).toBe(200);
  return ctx;
}
