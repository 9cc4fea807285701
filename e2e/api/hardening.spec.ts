import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ENV, E2E_PORT } from "../env.mjs";
import { createUser, expect, loginAs, test, testDb, type Role, type TestUser } from "../fixtures";

// Hardening: each test fails on the behaviour a probe of the running app found, and passes once it is mended.
// (1, the login limit under parallel guesses, lives in rate-limit.spec.ts: it fills 127.0.0.1's
// counters; 4, the admin sign-in timing, is the unit test lib/server/auth.test.ts.)

const BASE = () => test.info().project.use.baseURL as string;
const contexts: APIRequestContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

async function client(playwright: PlaywrightWorkerArgs["playwright"], user?: TestUser, baseURL = BASE()): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL });
  contexts.push(ctx);
  if (user) await loginAs(ctx, user);
  return ctx;
}
const as = async (playwright: PlaywrightWorkerArgs["playwright"], role: Role) => client(playwright, await createUser(role));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const article = (over: Record<string, unknown> = {}) => ({
  title: `مقال ${randomUUID().slice(0, 8)}`,
  content: "ملخص",
  author: "د. ليلى حداد",
  keywords: "",
  full_content: "",
  category: "",
  read_time: 3,
  image_path: "",
  ...over,
});
const projectFields = (title: string) => ({
  title,
  description: "عينات",
  institution: "جامعة القاهرة",
  requiredExpertise: "كيمياء",
  tags: JSON.stringify(["بيئة"]),
});

test("2: article content is stored and served as plain text, the fallback body sanitized; the page CSP allows no foreign images", async ({ playwright }) => {
  const admin = await as(playwright, "admin");
  const hostile = `<style>body{display:none}</style><iframe srcdoc="<script>alert(1)</script>"></iframe><img src onerror=alert(1)>نص ظاهر`;
  const created = await admin.post("/backend/api/posts/create.php", { data: article({ content: hostile }) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const row = await (await testDb()).post.findUniqueOrThrow({ where: { id } });
  expect(row.content).toBe("نص ظاهر");
  for (const stored of [row.content, row.fullContent]) expect(stored).not.toMatch(/<style|<iframe|onerror|srcdoc|display:none/);
  const member = await as(playwright, "user");
  const { post } = await (await member.get("/backend/api/posts/get_single.php", { params: { id } })).json();
  expect(post.content).toBe("نص ظاهر");
  expect(post.full_content).toBe('<p dir="auto">نص ظاهر</p>');
  const listed = (await (await member.get("/backend/api/posts/read.php")).json()).posts.find((p: { id: number }) => p.id === id);
  expect(listed.full_content).not.toMatch(/<style|<iframe|onerror/);
  // markup and nothing else is no content at all
  const empty = await admin.post("/backend/api/posts/create.php", { data: article({ content: "<style>x</style><iframe></iframe>" }) });
  expect(empty.status()).toBe(400);

  const page = await member.get("/login");
  const imgSrc = page
    .headers()
    ["content-security-policy"].split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("img-src"));
  expect(imgSrc).toBe("img-src 'self' data: blob:");
});

test("3: a post cannot name another record's file (400), so deleting posts never removes one; its own image goes with it", async ({ playwright }) => {
  const author = await createUser();
  const memberCtx = await client(playwright, author);
  const title = `مشروع ${randomUUID().slice(0, 8)}`;
  const project = await memberCtx.post("/backend/api/research_projects/create.php", {
    multipart: { ...projectFields(title), file: { name: "plan.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { fileUrl } = await (await testDb()).researchProject.findFirstOrThrow({ where: { title } });
  expect(fileUrl).toMatch(/^\/uploads\//);

  const admin = await as(playwright, "admin");
  const borrowed = await admin.post("/backend/api/posts/create.php", { data: article({ image_path: fileUrl }) });
  expect(borrowed.status()).toBe(400);
  expect((await borrowed.json()).error).toMatch(/^image_path: /);
  expect((await memberCtx.get(fileUrl!)).status()).toBe(200);

  // its own upload is released once no post uses it
  const { image_path } = await (
    await admin.post("/backend/api/posts/upload_image.php", { multipart: { image: { name: "a.png", mimeType: "image/png", buffer: PNG } } })
  ).json();
  const own = await (await admin.post("/backend/api/posts/create.php", { data: article({ image_path }) })).json();
  expect((await admin.delete(`/backend/api/posts/delete.php?id=${own.id}`)).status()).toBe(200);
  expect((await admin.get(image_path)).status()).toBe(404);
});

/** The id of the sign-up server action, from this build's manifest. */
function signupActionId(): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === "signupAction" || (v.filename ?? "").includes("signup/actions"));
  if (!entry) throw new Error("signupAction not in the server reference manifest");
  return entry[0];
}

test("5: server actions answer hostile requests with a 4xx, not a 500", async ({ request }) => {
  const action = signupActionId();
  const origin = BASE();
  const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
    request.post("/signup", {
      headers: { "Next-Action": action, Origin: origin, "Content-Type": "text/plain;charset=UTF-8", ...headers },
      data: body,
      maxRedirects: 0,
    });

  expect((await post("[{}]", { Origin: "https://evil.example" })).status()).toBe(403);
  expect((await post('[{"a":')).status()).toBe(400);
  expect((await post(`${"[".repeat(5000)}${"]".repeat(5000)}`)).status()).toBe(400);
  expect((await post('[{"then":"$1:__proto__:then","x":"$1:constructor:constructor"}]')).status()).toBe(400);
  expect((await post('["$@0"]')).status()).toBe(400);
  const big = await post(Buffer.alloc(7 * 1024 * 1024, 0x20));
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ success: false, error: "Request too large", code: "TOO_LARGE" });
  // a well-formed call from this site still reaches the action (its answer: the validation result)
  expect((await post('["$undefined"]')).status()).toBe(200);
});

test("6: every path under /backend/api/ and /api.php answers JSON: 405 with Allow, 404 for unknown paths", async ({ playwright }) => {
  const member = await as(playwright, "user");
  const notAllowed = { success: false, error: "Method not allowed", code: "METHOD_NOT_ALLOWED" };
  const wrong = await member.get("/backend/api/posts/create.php");
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()["allow"]).toBe("OPTIONS, POST");
  expect(wrong.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(await wrong.json()).toEqual(notAllowed);
  const del = await member.delete("/backend/api/posts/read.php");
  expect(del.status()).toBe(405);
  expect(del.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  expect(await del.json()).toEqual(notAllowed);
  const usersWrong = await member.post("/api.php?action=get_users", { data: {} });
  expect(usersWrong.status()).toBe(405);
  expect(usersWrong.headers()["allow"]).toBe("GET, OPTIONS");
  expect(await usersWrong.json()).toEqual(notAllowed);

  for (const [method, url] of [
    ["GET", "/backend/api/nothing/here.php"],
    ["POST", "/backend/api/posts"],
    ["DELETE", "/backend/api/x"],
    ["GET", "/api.php/anything"],
  ] as const) {
    const res = await member.fetch(url, { method, maxRedirects: 0 });
    expect(res.status(), `${method} ${url}`).toBe(404);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(await res.json()).toEqual({ success: false, error: "Not found", code: "NOT_FOUND" });
  }
  // the literal routes still win over the catch-all
  expect((await member.get("/backend/api/posts/read.php")).status()).toBe(200);
  const anon = await client(playwright);
  expect((await anon.get("/backend/api/opportunities/read.php")).status()).toBe(401);
});

test("7: JSON that depends on the session is never cached", async ({ playwright }) => {
  const member = await as(playwright, "user");
  const anon = await client(playwright);
  for (const res of [
    await member.get("/backend/api/posts/read.php"),
    await anon.get("/backend/api/posts/read.php"),
    await member.get("/backend/api/opportunities/read.php"),
  ]) {
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["vary"]).toMatch(/\bCookie\b/i);
  }
});

// Opportunities and projects search a full-text index (lib/server/search.ts): there '%' and '_' are
// no wildcards but word separators, like a space; the users list still matches them literally.
test("8: '%' and '_' are no wildcards in opportunity, research-project and user searches", async ({ playwright }) => {
  // a letter first: the last word searched is a prefix, so a tag beginning "50" would match "50%"
  const tag = `t${randomUUID().slice(0, 8)}`;
  const owner = await createUser("user", { name: `باحث_${tag}` });
  const plainOwner = await createUser();
  const ownerCtx = await client(playwright, owner);
  const plainCtx = await client(playwright, plainOwner);
  const opp = (title: string) => ({ title, description: "وصف", field: "صحة", type: "تعاون بحثي", contact_email: "lab@uni.edu", tags: ["طب"] });
  expect((await ownerCtx.post("/backend/api/opportunities/create.php", { data: opp(`فرصة_${tag} 50%`) })).status()).toBe(201);
  expect((await plainCtx.post("/backend/api/opportunities/create.php", { data: opp(`فرصة ${tag}`) })).status()).toBe(201);
  const admin = await as(playwright, "admin");
  const oppTitles = async (q: string) =>
    ((await (await admin.get("/backend/api/opportunities/read.php", { params: { admin: "true", q } })).json()).opportunities as { title: string }[]).map(
      (o) => o.title,
    );
  expect(await oppTitles(tag)).toEqual(expect.arrayContaining([`فرصة_${tag} 50%`, `فرصة ${tag}`]));
  for (const q of ["_", "%", "50%"]) expect(await oppTitles(q), q).not.toContain(`فرصة ${tag}`);
  expect(await oppTitles(`فرصة_${tag}`)).toEqual(expect.arrayContaining([`فرصة_${tag} 50%`, `فرصة ${tag}`]));
  expect(await oppTitles("50%")).toContain(`فرصة_${tag} 50%`);

  for (const [ctx, title] of [
    [ownerCtx, `مشروع_${tag}`],
    [plainCtx, `مشروع ${tag}`],
  ] as const) {
    expect((await ctx.post("/backend/api/research_projects/create.php", { multipart: projectFields(title) })).status()).toBe(201);
  }
  const projectTitles = async (q: string) =>
    ((await (await admin.get("/backend/api/research_projects/read.php", { params: { q, limit: "100" } })).json()).projects as { title: string }[]).map(
      (p) => p.title,
    );
  expect(await projectTitles(tag)).toEqual(expect.arrayContaining([`مشروع_${tag}`, `مشروع ${tag}`]));
  for (const q of ["_", "%"]) expect(await projectTitles(q), q).toEqual([]);
  expect((await projectTitles(`مشروع_${tag}`)).sort()).toEqual([`مشروع ${tag}`, `مشروع_${tag}`].sort());

  const users = async (q: string) =>
    (await (await admin.get("/api.php", { params: { action: "get_users", q, limit: "100" } })).json()).users as {
      email: string;
      name: string;
      username?: string;
    }[];
  const underscored = await users(`_${tag}`);
  expect(underscored.map((u) => u.email)).toContain(owner.email);
  expect(underscored.map((u) => u.email)).not.toContain(plainOwner.email);
  for (const u of underscored) expect(`${u.name} ${u.email} ${u.username ?? ""}`).toContain("_");
  // a search with no letter or digit finds nobody (abuse.spec.ts)
  expect(await users("_")).toEqual([]);
});

test("9: invisible controls are not stored in names, titles or e-mails; multi-line text keeps its newlines", async ({ playwright, request }) => {
  const tag = randomUUID().slice(0, 8);
  const email = `bidi-${tag}@e2e.test`;
  const registered = await request.post("/backend/api/auth/register.php", {
    data: { email: `\u202E${email}\u0000`, password: "pass-123456", name: `evil\u202Egnp.exe\u0000\uD800 ${tag}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const db = await testDb();
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  expect(user.name).toBe(`evilgnp.exe ${tag}`);

  const member = await as(playwright, "user");
  const created = await member.post("/backend/api/opportunities/create.php", {
    data: {
      title: `\u2066عنوان\u2069 \u202Dخفي\u0007 ${tag}`,
      description: "سطر أول\n\tسطر ثانٍ\u0000\u202E",
      field: "صحة\u0085",
      type: "تعاون",
      contact_email: "lab@uni.edu",
      tags: ["طب\u202E"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const row = await db.opportunity.findFirstOrThrow({ where: { title: { contains: tag } } });
  expect(row.title).toBe(`عنوان خفي ${tag}`);
  expect(row.description).toBe("سطر أول\n\tسطر ثانٍ");
  expect(row.field).toBe("صحة");
  expect(JSON.parse(row.tags)).toEqual(["طب"]);
});

test.describe("10: the session cookie", () => {
  let server: ChildProcess | undefined;
  const proxiedPort = E2E_PORT + 100;
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("is Secure over https through a trusted proxy, plain over http, and a forged header changes nothing", async ({ playwright }) => {
    test.setTimeout(120_000);
    const user = await createUser();
    const login = (ctx: APIRequestContext, headers: Record<string, string> = {}) =>
      ctx.post("/backend/api/auth/login.php", { data: { email: user.email, password: user.password }, headers });
    const sessionCookie = (res: Awaited<ReturnType<typeof login>>) =>
      res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value)
        .find((v) => v.startsWith("manara.session_token="));

    // this server trusts no proxy: X-Forwarded-Proto from a client is ignored
    const direct = await client(playwright);
    const plain = sessionCookie(await login(direct, { "X-Forwarded-Proto": "https" }));
    expect(plain).toBeDefined();
    expect(plain).not.toMatch(/;\s*Secure/i);
    expect(plain).toMatch(/;\s*HttpOnly/i);

    // the same build behind one trusted proxy (TRUSTED_PROXIES=1) that terminates TLS
    server = spawn(process.execPath, ["scripts/server.mjs"], {
      env: { ...process.env, ...E2E_ENV, NODE_ENV: "production", PORT: String(proxiedPort), TRUSTED_PROXIES: "1" },
      stdio: "ignore",
    });
    const behindProxy = await client(playwright, undefined, `http://127.0.0.1:${proxiedPort}`);
    await expect.poll(async () => (await behindProxy.get("/login").catch(() => null))?.status() ?? 0, { timeout: 90_000 }).toBe(200);
    const secure = sessionCookie(await login(behindProxy, { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.20" }));
    expect(secure).toMatch(/;\s*Secure/i);
    const overHttp = sessionCookie(await login(behindProxy, { "X-Forwarded-Proto": "http", "X-Forwarded-For": "198.51.100.20" }));
    expect(overHttp).not.toMatch(/;\s*Secure/i);
  });
});
