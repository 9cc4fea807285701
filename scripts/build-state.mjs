// Whether the production build in .next is missing or older than its sources; run directly, it
// builds when it is (`npm start`, `npm run test:pg` and `npm run bench` serve the build, so they call this first).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "prisma/schema.prisma",
  "next.config.ts",
  "proxy.ts",
  "instrumentation.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "generated" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function buildIsStale() {
  const buildId = path.join(root, ".next/BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log("building the app (the build is missing or older than the sources)…");
  execFileSync(path.join(root, "node_modules/.bin/next"), ["build"], { stdio: "inherit", cwd: root });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildIfStale();
  } catch {
    process.exit(1); // next build has printed why
  }
}
