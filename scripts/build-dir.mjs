// Which sources a production build was made from, and which running servers serve which build
// folder. Read by next.config.ts (the build id is the hash of the sources; a build refuses to
// replace a folder a server is serving from), by scripts/build-state.mjs (choosing or making the
// build `npm start` serves) and by scripts/server.mjs (announcing the folder it serves).
// Node's own modules only: Next loads this with its config, in every build and server process.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Everything the build is made from: a change here (in content, never in time) makes it stale. */
export const BUILD_SOURCES = [
  "app",
  "components",
  "i18n",
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
/** Generated from sources already counted (the Prisma clients: the schema and the lockfile). */
const SKIPPED_DIRS = new Set(["generated", "node_modules"]);
/** Unit tests never reach the build. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** @param {string} dir @param {string} rel @param {string[]} out */
function collect(dir, rel, out) {
  let st;
  try {
    st = statSync(path.join(dir, rel));
  } catch {
    return; // an optional source that is absent counts as absent, by its missing name
  }
  if (!st.isDirectory()) {
    out.push(rel);
    return;
  }
  for (const entry of readdirSync(path.join(dir, rel))) {
    if (SKIPPED_DIRS.has(entry) || isTest(entry)) continue;
    collect(dir, path.posix.join(rel, entry), out);
  }
}

/**
 * One hash of every source file's path and content. `npm install` rewriting package-lock.json
 * unchanged, a checkout or a copy that touches every file, leave it as it is; any edit changes it.
 * Written in hex with `g` for `a`: Next refuses build ids holding "ad", which ad blockers block.
 */
export function sourceHash(dir = root) {
  const files = [];
  for (const source of BUILD_SOURCES) collect(dir, source, files);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest("hex").slice(0, 32).replaceAll("a", "g");
}

/** The default build folder (`npx next build`, `npm test`); `npm start` may serve another. */
export const DEFAULT_BUILD_DIR = ".next";
/** One file per running server, named by its process id, holding the build folder it serves. */
const SERVERS_DIR = path.join(root, ".next-builds/servers");

/** The process's start time in clock ticks since boot (Linux), so a reused process id is not taken for the server. */
function startTicks(/** @type {number | "self"} */ pid) {
  try {
    // the command name (field 2) may hold spaces and parentheses: count fields after its last ")"
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(/** @type {number} */ pid, /** @type {string | null} */ started) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code !== "EPERM") return false;
  }
  return started === null || startTicks(pid) === null || startTicks(pid) === started;
}

const normal = (/** @type {string} */ dir) => path.relative(root, path.resolve(root, dir)) || ".";

let announced = false;

/** Notes that this process serves from `dir` until it exits (a build will not replace that folder). */
export function announceServing(/** @type {string} */ dir) {
  mkdirSync(SERVERS_DIR, { recursive: true });
  const file = path.join(SERVERS_DIR, String(process.pid));
  writeFileSync(file, JSON.stringify({ dir: normal(dir), started: startTicks("self") }));
  if (announced) return;
  announced = true;
  process.on("exit", () => rmSync(file, { force: true }));
}

/** The process ids of the running servers that serve from `dir` (a stopped or killed one's note is removed). */
export function serversOf(/** @type {string} */ dir) {
  let names;
  try {
    names = readdirSync(SERVERS_DIR);
  } catch {
    return [];
  }
  const pids = [];
  for (const name of names) {
    const pid = Number(name);
    const file = path.join(SERVERS_DIR, name);
    let note;
    try {
      note = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      continue; // being written, or not ours
    }
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (!isAlive(pid, note.started ?? null)) rmSync(file, { force: true });
    else if (note.dir === normal(dir)) pids.push(pid);
  }
  return pids;
}

/** Throws, saying why, when a running server serves from `dir`: a build there would replace its files under it. */
export function refuseWhileServed(/** @type {string} */ dir) {
  const pids = serversOf(dir);
  if (pids.length === 0) return;
  throw new Error(
    `Not building into ${normal(dir)}: the server with process id ${pids.join(", ")} serves from it, and a build ` +
      "would replace its files while it runs (it would answer errors until restarted). Stop it first, or run " +
      "`npm start`, which builds beside a build in use.",
  );
}
