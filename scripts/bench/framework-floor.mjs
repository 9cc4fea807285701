// The framework floor `npm run bench` measures the app against: a minimal Next build of the
// installed version, route handlers answering read.php?limit= and get_single.php?id= with the same
// JSON from the same database file (scripts/bench/posts-json.mjs), no session, no view recording,
// served like the app (one process per core through node:cluster, WEB_CONCURRENCY overrides); and
// one page, `/`, the 20 newest articles' titles and summaries rendered on the server in a bare root
// layout (no CSS, no fonts, no component of ours): the framework's own page, which Lighthouse
// scores beside the app's pages.
// What the app costs above it is the app's own; what it costs above the bare node:http floor is Next's.
//
//   import { buildFrameworkFloor } …   generates the app into data/framework-floor and builds it
//                                       (again only when Next's version or the sources changed)
//   node scripts/bench/framework-floor.mjs <db file> <port>   serves the build
import { execFileSync } from "node:child_process";
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { childEnv } from "../config.mjs";
import { workerCount } from "../workers.mjs";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const dir = path.join(root, "data/framework-floor");

/** A route handler answering like the app's, from posts-json.mjs's `method`, with the app's JSON headers. */
const handler = (method, param) => `import { floorPosts } from "../../../../../floor-posts.mjs";

export const dynamic = "force-dynamic";
export function GET(req) {
  const { status, body } = floorPosts().${method}(req.nextUrl.searchParams.get("${param}"));
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", Vary: "Cookie" } });
}
`;

/** The floor's page: Next's root layout and a server component listing the newest articles. */
const PAGE = `import { floorPosts } from "../floor-posts.mjs";

export const dynamic = "force-dynamic";
export default function Page() {
  const { body } = floorPosts().readPage("20");
  return (
    <main>
      <h1>أحدث المقالات</h1>
      {body.posts.map((p) => (
        <article key={p.id}>
          <h2>{p.title}</h2>
          <p>{p.content}</p>
        </article>
      ))}
    </main>
  );
}
`;
// an empty icon: the browser would otherwise ask for /favicon.ico and log its 404 in the console
const LAYOUT = `export const metadata = { title: "Framework floor", description: "The framework's own page", icons: { icon: "data:," } };
export const viewport = { width: "device-width", initialScale: 1 };
export default function RootLayout({ children }) {
  return (
    <html lang="ar" dir="rtl">
      <body>{children}</body>
    </html>
  );
}
`;

function sources() {
  return {
    "app/layout.js": LAYOUT,
    "app/page.js": PAGE,
    "posts-json.mjs": readFileSync(path.join(root, "scripts/bench/posts-json.mjs"), "utf8"),
    // the database the route handlers and the page read, opened on first use
    "floor-posts.mjs": `import { openPosts } from "./posts-json.mjs";

let posts;
// the server runs as: node framework-floor.mjs <db file> <port>
export const floorPosts = () => (posts ??= openPosts(process.argv[2]));
`,
    // an empty hook of its own: without one, Turbopack (rooted at the repository) takes the app's
    // instrumentation.ts, with its timers and the typesetter's native module
    "instrumentation.js": "export function register() {}\n",
    "app/backend/api/posts/read.php/route.js": handler("readPage", "limit"),
    "app/backend/api/posts/get_single.php/route.js": handler("single", "id"),
    // the repository's node_modules, one level up from data/
    "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} };\n`,
  };
}

/** Writes the floor app and builds it with the installed Next, unless the build of these sources is there. */
export function buildFrameworkFloor({ log = console.log } = {}) {
  const files = sources();
  const version = JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")).version;
  const stamp = createHash("sha256").update(version).update(JSON.stringify(files)).digest("hex");
  const stampFile = path.join(dir, ".next/floor-stamp");
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return dir;
  log(`building the framework floor (Next ${version}) in ${path.relative(root, dir)}`);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  execFileSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: childEnv({ NEXT_TELEMETRY_DISABLED: "1" }),
  });
  writeFileSync(stampFile, stamp);
  return dir;
}

async function serve(port) {
  if (cluster.isPrimary && workerCount() > 1) {
    for (let i = 0; i < workerCount(); i++) cluster.fork();
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
    return;
  }
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, hostname: "127.0.0.1", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  createServer((req, res) => handle(req, res)).listen(port, "127.0.0.1");
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serve(Number(process.argv[3] ?? 3343));
}
