// `npm run bench` (not part of `npm test`): measures, never asserts. Builds the app when the build
// is stale, serves it (`scripts/server.mjs`, one process per core) on 127.0.0.1 against a throwaway
// database in data/bench with 10,000 members and 1,000 and then 100,000 articles, starts the two
// floors on the same file (the bare node:http server, scripts/bench/bare-server.mjs, and the
// framework floor, a minimal Next build of the same version, scripts/bench/framework-floor.mjs), and
// measures with autocannon at 50 connections; then Lighthouse (mobile) on the framework floor's page and the app's pages, and the sequential timings of the admin
// pages and sign-in. Prints one table and writes it into docs/performance.md ("The last run").
//
// Knobs (environment): BENCH_SIZES=1000,100000 · BENCH_DURATION=10 (seconds per run) ·
// BENCH_WARMUP=2 (seconds of untimed load on the same paths before each run, 0 for none) ·
// BENCH_PORT=3341 (the app; the bare server takes the next port, the framework floor the one after) · BENCH_LIGHTHOUSE=0 to skip it,
// BENCH_LIGHTHOUSE_RUNS=3 (each page's median run is reported) ·
// BENCH_README=0 to leave docs/performance.md alone (named after the README, where the table was) ·
// WEB_CONCURRENCY (the app's processes, also the framework floor's; the bare server is one). A module scripts/bench/search.mjs,
// when present, adds its rows (see searchRows below).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { buildIfStale } from "./build-state.mjs";
import { childEnv, readConfig, setEnv, toolEnv } from "./config.mjs";
import { firstLoad } from "./bench/first-load.mjs";
import { buildFrameworkFloor } from "./bench/framework-floor.mjs";
import { signIn as signInAt, timeSequential } from "./bench/measure.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SIZES = (toolEnv.BENCH_SIZES || "1000,100000").split(",").map(Number);
const DURATION = Number(toolEnv.BENCH_DURATION || 10);
/** An untimed run before each measured one: a process's first seconds on a path are its JIT's, not its steady cost. */
const WARMUP = Number(toolEnv.BENCH_WARMUP ?? 2);
const PORT = Number(toolEnv.BENCH_PORT || 3341);
const BARE_PORT = PORT + 1;
const FLOOR_PORT = PORT + 2;
/** The app again with PUBLIC_READING=1, for the signed-out reader's pages (from the shared cache). */
const PUBLIC_PORT = PORT + 3;
/** The budget: the app's requests per second at least this share of the framework floor's. */
const FLOOR_BUDGET = 0.7;
const FIRST_LOAD_BUDGET_KB = 40; // a page's first-load script above the framework's, gzipped
const LIGHTHOUSE = toolEnv.BENCH_LIGHTHOUSE !== "0";
const LIGHTHOUSE_RUNS = Math.max(1, Number(toolEnv.BENCH_LIGHTHOUSE_RUNS || 3));
const CONNECTIONS = 50;
const MEMBERS = 10_000;
const SIGNED_IN = 50; // one session per connection, so view recording writes as real traffic does
const PASSWORD = "Bench-Member-Pass-2026";
const ENV = {
  DATABASE_URL: "file:./data/bench/app.db",
  UPLOAD_DIR: "data/bench/uploads",
  BETTER_AUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmnopqrstuvwxyz",
  ADMIN_EMAIL: "super@bench.test",
  ADMIN_PASSWORD: "Super-Admin-Pass-2026",
  PORT: String(PORT),
  HOST: "127.0.0.1",
};
const base = `http://127.0.0.1:${PORT}`;
const children = new Set();
const rows = []; // [what, size, figures…]

function start(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv({ ...ENV, ...env }), stdio: ["ignore", "ignore", "inherit"], detached: true });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}
const stopAll = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, "SIGTERM");
    } catch {}
  }
};
process.on("exit", stopAll);
for (const s of ["SIGINT", "SIGTERM"]) process.on(s, () => process.exit(1));

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** A figure summed over a process and its children (the cluster's primary and workers), from /proc. */
function treeSum(pid, of) {
  return treeValues(pid, of).reduce((sum, v) => sum + v, 0);
}
/** The figure of each process of the tree, from /proc. */
function treeValues(pid, of) {
  const kids = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const read = (p) => {
    try {
      return of(p);
    } catch {
      return 0;
    }
  };
  const walk = (p) => [read(p), ...kids(p).flatMap(walk)];
  return walk(pid);
}
const rssKb = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
const treeRssMb = (pid) => Math.round(treeSum(pid, rssKb) / 1024);
/** The budget is per process: the largest one (a worker) of the tree. */
const largestRssMb = (pid) => Math.round(Math.max(0, ...treeValues(pid, rssKb)) / 1024);
/** CPU time (user + system) in ms: on a shared machine, CPU per request says more than requests per second. */
const treeCpuMs = (pid) =>
  treeSum(pid, (p) => {
    const f = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime, stime in clock ticks (100 a second)
  });

/** Waits (at most a minute) until the server uses under 5 % of a core over a quarter second. */
async function settle(pid) {
  for (let i = 0, last = treeCpuMs(pid); i < 240; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = treeCpuMs(pid);
    if (now - last < 12.5) return;
    last = now;
  }
}

/** One autocannon run at 50 connections, then the server left to finish what was in flight. */
async function run({ url, paths, cookies, duration, pid }) {
  let n = 0;
  let c = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: 30, // a server-rendered page under 50 connections on a small machine can take seconds
    requests: [
      {
        setupRequest: (req, context) => {
          context.cookie ??= cookies[c++ % Math.max(1, cookies.length)];
          return { ...req, path: paths(n++), headers: context.cookie ? { cookie: context.cookie } : {} };
        },
      },
    ],
  });
  // autocannon stops at the deadline with requests still in flight, which the server goes on
  // answering: wait until it is idle, so their CPU counts in the run that sent them, not in the next
  await settle(pid);
  return result;
}

/** autocannon at 50 connections; `paths(i)` gives the i-th request's path, `cookies` one per connection. */
async function load({ url, paths, cookies = [], pid }) {
  if (WARMUP > 0) await run({ url, paths, cookies, duration: WARMUP, pid });
  let peak = 0;
  let largest = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
    largest = Math.max(largest, largestRssMb(pid));
  }, 250);
  const cpu0 = treeCpuMs(pid);
  const result = await run({ url, paths, cookies, duration: DURATION, pid });
  clearInterval(sampler);
  const cpuMs = (treeCpuMs(pid) - cpu0) / Math.max(1, result.requests.sent);
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, rssMb: peak, largestMb: largest, cpuMs, bad };
}

const signIn = (email, password) => signInAt(base, email, password);

async function timeSeq(label, size, n, fn) {
  const pct = await timeSequential(n, fn);
  rows.push([label, size, `one connection, n=${n}`, "", "", `p50 ${pct(50)} ms`, `p95 ${pct(95)} ms`, "", ""]);
}

const fmt = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

// ── the data ──────────────────────────────────────────────────────────────────────────────────
rmSync(path.join(root, "data/bench"), { recursive: true, force: true });
mkdirSync(path.join(root, "data/bench"), { recursive: true });
setEnv(ENV);
buildIfStale();
buildFrameworkFloor();
const { setup } = await import("./setup.mjs");
await setup({ log: () => {} });
const { scriptClient } = await import("../prisma/client.ts");
const { upsertUserWithPassword } = await import("../prisma/users.ts");
const { postSearchKey } = await import("../lib/posts/search.ts");
const db = await scriptClient(ENV.DATABASE_URL);

const members = Array.from({ length: MEMBERS - SIGNED_IN }, (_, i) => ({
  id: `bench-${i}`,
  name: `Bench Member ${i}`,
  email: `bench-${i}@bench.test`,
  searchKey: `bench member ${i} bench-${i}@bench.test`,
}));
for (let i = 0; i < members.length; i += 2000) await db.user.createMany({ data: members.slice(i, i + 2000) });
const signedIn = [];
for (let i = 0; i < SIGNED_IN; i++)
  signedIn.push(await upsertUserWithPassword(db, { email: `reader-${i}@bench.test`, name: `Reader ${i}`, role: "user", password: PASSWORD }));

const WORDS = "الذكاء الاصطناعي في التعليم والبحث العلمي الطاقة المتجددة والبيئة الطب الحديث الهندسة والحاسوب".split(" ");
const sentence = (i, n) => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(" ");
const YEAR_MS = 365 * 86_400_000;
let seeded = await db.post.count();
async function growPosts(to) {
  const now = Date.now();
  while (seeded < to) {
    const n = Math.min(5000, to - seeded);
    const data = Array.from({ length: n }, (_, j) => {
      const i = seeded + j;
      const title = `${sentence(i, 6)} ${i}`;
      const content = sentence(i + 1, 40);
      const keywords = WORDS[i % WORDS.length];
      return {
        title,
        author: `Bench Author ${i % 97}`,
        content,
        fullContent: `<p>${sentence(i + 2, 120)}</p><p>${sentence(i + 3, 120)}</p>`,
        keywords,
        searchKey: postSearchKey({ title, content, author: `Bench Author ${i % 97}`, keywords }),
        // spread over the last year, newest last so ids follow publication order
        createdAt: new Date(now - YEAR_MS + (i / to) * YEAR_MS),
      };
    });
    await db.post.createMany({ data });
    seeded += n;
  }
  // some likes and views on the newest articles, as the readers would leave them
  const newest = await db.post.findMany({ orderBy: { id: "desc" }, take: 200, select: { id: true } });
  const day = new Date().toISOString().slice(0, 10);
  const pairs = newest.flatMap(({ id }, k) => signedIn.filter((_, r) => (r + k) % 3 === 0).map((userId) => ({ postId: id, userId })));
  await db.postLike.createMany({ data: pairs });
  await db.postView.createMany({ data: pairs.map((p) => ({ ...p, day })) });
}

// ── the servers ───────────────────────────────────────────────────────────────────────────────
const app = start(["scripts/server.mjs"]);
const bare = start(["scripts/bench/bare-server.mjs", path.join(root, "data/bench/app.db"), String(BARE_PORT)]);
await waitFor(`${base}/login`);
const publicApp = start(["scripts/server.mjs"], { PORT: String(PUBLIC_PORT), PUBLIC_READING: "1" });
const publicBase = `http://127.0.0.1:${PUBLIC_PORT}`;
await waitFor(`${publicBase}/login`);
const floorServer = start(["scripts/bench/framework-floor.mjs", path.join(root, "data/bench/app.db"), String(FLOOR_PORT)]);
await waitFor(`http://127.0.0.1:${BARE_PORT}/backend/api/posts/read.php?limit=1`);
await waitFor(`http://127.0.0.1:${FLOOR_PORT}/backend/api/posts/read.php?limit=1`);
const cookies = [];
for (let i = 0; i < SIGNED_IN; i++) cookies.push(await signIn(`reader-${i}@bench.test`, PASSWORD));
const adminCookie = await signIn(ENV.ADMIN_EMAIL, ENV.ADMIN_PASSWORD);
const get = (p, cookie = adminCookie) => fetch(`${base}${p}`, { headers: { cookie } }).then((r) => r.arrayBuffer());

let searchRows = null;
const searchModule = path.join(root, "scripts/bench/search.mjs");
if (existsSync(searchModule)) searchRows = (await import(pathToFileURL(searchModule).href)).searchRows;

const cost = {}; // what → size → ms per request at 50 connections (1000 / req/s)
for (const size of SIZES) {
  await growPosts(size);
  const ids = (await db.post.findMany({ orderBy: { id: "desc" }, take: 1000, select: { id: true } })).map((p) => p.id);
  const pick = (i) => ids[(i * 7919) % ids.length];
  const targets = [
    ["read.php?limit=20", () => "/backend/api/posts/read.php?limit=20", true],
    ["get_single.php", (i) => `/backend/api/posts/get_single.php?id=${pick(i)}`, true],
    // no cookie: the route answers 401 before any query, so this is what a Next route handler costs
    // by itself, the most any endpoint served by one could reach against the floors' get_single
    ["get_single.php signed out (401, no query)", (i) => `/backend/api/posts/get_single.php?id=${pick(i)}`, "get_single.php", []],
    ["search read.php?q=", (i) => `/backend/api/posts/read.php?limit=20&q=${encodeURIComponent(WORDS[i % WORDS.length])}`, false],
    ["home page /", () => "/", "page"],
    ["article page", (i) => `/article/${pick(i)}`, "page"],
    // signed-out readers arriving at the articles just shared, with PUBLIC_READING=1: the pages come
    // from the cache the processes share (the warm-up run renders each one first)
    ["article page signed out, 50 newest (shared cache)", (i) => `/article/${ids[i % 50]}`, "page", [], publicApp],
  ];
  const floors = {}; // what → the floors' figures at this size: { bare, framework }
  for (const [what, paths, hasFloor, as = cookies, server = app] of targets) {
    const r = await load({ url: server === app ? base : publicBase, paths, cookies: as, pid: server.pid });
    // the pages beside the framework floor's own page (its newest articles rendered on the server)
    if (hasFloor === "page") floors.page ??= { framework: await load({ url: `http://127.0.0.1:${FLOOR_PORT}`, paths: () => "/", pid: floorServer.pid }) };
    (cost[what] ??= {})[size] = r.cpuMs;
    if (hasFloor === true)
      floors[what] = {
        bare: await load({ url: `http://127.0.0.1:${BARE_PORT}`, paths, pid: bare.pid }),
        framework: await load({ url: `http://127.0.0.1:${FLOOR_PORT}`, paths, pid: floorServer.pid }),
      };
    const f = hasFloor === true ? floors[what] : hasFloor && floors[hasFloor];
    const against = (b, budget) =>
      b
        ? `${fmt(b.rps)} req/s, ${b.cpuMs.toFixed(2)} ms CPU, p99 ${b.p99} ms → ${(r.rps / b.rps).toFixed(2)}×${budget && r.rps < budget * b.rps ? ` (budget ${budget}×)` : ""}`
        : "";
    const ratio = size === SIZES.at(-1) && SIZES.length > 1 ? `${(cost[what][size] / cost[what][SIZES[0]]).toFixed(2)}×` : "";
    rows.push([
      what,
      size,
      `${fmt(r.rps)} req/s, ${r.cpuMs.toFixed(2)} ms CPU${r.bad && as === cookies ? ` (${r.bad} not 2xx)` : ""}`,
      against(f?.framework, hasFloor !== "page" && as === cookies && FLOOR_BUDGET),
      against(f?.bare),
      `p50 ${r.p50} ms`,
      `p99 ${r.p99} ms`,
      `${r.largestMb} MB (all ${r.rssMb} MB)`,
      ratio,
    ]);
    console.log(rows.at(-1).join(" | "));
  }
  if (searchRows) for (const row of await searchRows({ base, cookie: cookies[0], size, db })) rows.push(row);
}

// the sequential timings the earlier bench kept (admin users list, dashboard, sign-in), at the largest size
const last = SIZES.at(-1);
await timeSeq("get_users page (20 of 10,000)", last, 100, (i) => get(`/api.php?action=get_users&page=${(i % 500) + 1}&limit=20`));
await timeSeq("get_users search", last, 100, (i) => get(`/api.php?action=get_users&q=bench-${i * 97}@&limit=20`));
await timeSeq("GET /admin/users (server render)", last, 30, () => get("/admin/users"));
await timeSeq("admin/stats.php", last, 50, () => get("/backend/api/admin/stats.php"));
await timeSeq("GET /admin dashboard (server render)", last, 30, () => get("/admin"));
await timeSeq("login.php (argon2id verify)", last, 20, () => signIn(ENV.ADMIN_EMAIL, ENV.ADMIN_PASSWORD));

// ── Lighthouse (mobile, the default form factor) ──────────────────────────────────────────────
// The framework floor's page first (Next's own page: the newest articles rendered on the server in a
// bare layout, no CSS, fonts or components of ours), then /login, the home page, an article, every
// section page of the main navigation and the profile (a member), the dashboard and a section of
// the admin (an admin), each the median of BENCH_LIGHTHOUSE_RUNS runs by Performance, with the
// figures behind that score.
const scores = [];
if (LIGHTHOUSE) {
  const { MAIN_NAV } = await import("../components/layout/nav-items.ts");
  const articleId = (await db.post.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id;
  const appPages = [
    ["/login", ""],
    ["/", cookies[0]],
    [`/article/${articleId}`, cookies[0]],
    ...MAIN_NAV.filter((n) => n.href !== "/").map((n) => [n.href, cookies[0]]),
    ["/profile", cookies[0]],
    // an admin's pages (their SEO is noindex, as it should be)
    ["/admin", adminCookie],
    ["/admin/sections/qa", adminCookie],
  ];
  const pages = [
    { page: "framework floor: /", url: `http://127.0.0.1:${FLOOR_PORT}/`, cookie: "" },
    ...appPages.map(([path, cookie]) => ({ page: path, url: `${base}${path}`, cookie })),
  ];
  for (const { page, url, cookie } of pages) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const report = await lighthouse(url, cookie);
      if (report) runs.push(report);
    }
    if (!runs.length) {
      scores.push([page, "failed", "", "", "", "", "", "", "", ""]);
      continue;
    }
    const score = (r, k) => Math.round((r.categories[k]?.score ?? 0) * 100);
    const r = runs.sort((a, b) => score(a, "performance") - score(b, "performance"))[Math.floor((runs.length - 1) / 2)];
    const audit = (id) => r.audits[id]?.numericValue ?? 0;
    const scriptKb = (r.audits["resource-summary"]?.details?.items ?? []).find((i) => i.resourceType === "script")?.transferSize ?? 0;
    scores.push([
      page,
      `${score(r, "performance")}${runs.length > 1 ? ` (${runs.map((x) => score(x, "performance")).join(", ")})` : ""}`,
      ...["accessibility", "best-practices", "seo"].map((k) => String(score(r, k))),
      `${(audit("largest-contentful-paint") / 1000).toFixed(1)} s`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      audit("cumulative-layout-shift").toFixed(2),
      `${Math.round(scriptKb / 1024)} KB`,
      failedAudits(r).join(", "),
    ]);
    console.log(scores.at(-1).join(" | "));
  }
}

/** The audits that cost a point outside Performance (accessibility, best practices, SEO). */
function failedAudits(report) {
  return ["accessibility", "best-practices", "seo"].flatMap((k) =>
    (report.categories[k]?.auditRefs ?? [])
      .filter((a) => a.weight > 0 && report.audits[a.id]?.score !== null && report.audits[a.id]?.score < 1)
      .map((a) => a.id),
  );
}

/** One Lighthouse run's report (JSON), or null when it failed. */
async function lighthouse(url, cookie) {
  const out = path.join(root, "data/bench/lighthouse.json");
  rmSync(out, { force: true });
  const args = [
    path.join(root, "node_modules/lighthouse/cli/index.js"),
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    // PaintHolding off: in headless Chromium here the first frame of a page is often withheld for
    // a whole second or two while the main thread is idle (viz throttles the page's BeginFrames,
    // GoogleChrome/lighthouse#17148), and Lantern then counts every script that ran meanwhile as
    // blocking the largest paint; with it off the observed first paint is where the page is ready
    "--chrome-flags=--headless=new --no-sandbox --disable-features=PaintHolding",
    "--only-categories=performance,accessibility,best-practices,seo",
    ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
  ];
  const code = await new Promise((resolve) => {
    const lh = spawn(process.execPath, args, {
      cwd: root,
      env: childEnv({ CHROME_PATH: toolEnv.CHROME_PATH || "/usr/bin/chromium" }),
      stdio: "ignore",
    });
    lh.on("exit", resolve);
  });
  return code === 0 && existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : null;
}
await db.$disconnect();
stopAll();

const loads = await firstLoad();

// ── the table ─────────────────────────────────────────────────────────────────────────────────
const cpus = os.cpus();
const workers = readConfig().WEB_CONCURRENCY ?? os.availableParallelism();
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${workers} server processes`;
const table = [
  `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}; ${CONNECTIONS} connections, ${DURATION} s a run, autocannon on the same machine.`,
  "",
  `| What | Articles | App (req/s, server CPU per request) | Framework floor → ratio (budget ≥ ${FLOOR_BUDGET}×) | Bare server → ratio | Latency | Latency | Server RSS peak: largest process (all) | 100k / 1k CPU per request |`,
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map((r) => `| ${r.join(" | ")} |`),
  ...(scores.length
    ? [
        "",
        `Lighthouse 12, mobile (the median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? "s" : ""} by Performance, the runs' scores in brackets, and that run's figures):`,
        "",
        "| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | Script transferred | Audits failed |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        ...scores.map((s) => `| ${s.join(" | ")} |`),
      ]
    : []),
  "",
  `First-load JavaScript, gzipped, from the build's manifests (\`node scripts/bench/first-load.mjs\`): the framework's, which every page loads, ${loads.framework.toFixed(1)} KB; each page's own above it (budget ≤ ${FIRST_LOAD_BUDGET_KB} KB):`,
  "",
  "| Page | Above the framework |",
  "|---|---:|",
  ...loads.pages.map(({ page, kb }) => `| ${page} | ${kb.toFixed(1)} KB${kb > FIRST_LOAD_BUDGET_KB ? " (over)" : ""} |`),
].join("\n");
console.log(`\n${table}\n`);

if (toolEnv.BENCH_README !== "0") {
  const readme = path.join(root, "docs/performance.md");
  const text = readFileSync(readme, "utf8");
  const START = "<!-- bench:start -->";
  const END = "<!-- bench:end -->";
  const block = `${START}\n${table}\n${END}`;
  writeFileSync(
    readme,
    text.includes(START) ? text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block) : `${text.trimEnd()}\n\n## The last run\n\n${block}\n`,
  );
  console.log("docs/performance.md: the last run is updated");
}
process.exit(0);
