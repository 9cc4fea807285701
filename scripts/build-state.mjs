// Which production build to serve, and making one when none is of the current sources. A build
// is current when it was made from sources with the same content (scripts/build-dir.mjs hashes
// them; the hash is the build's id): `npm install` rewriting package-lock.json unchanged, or a
// checkout touching every file, rebuilds nothing.
//
// `npm start` never builds into a folder a running server serves from (that server would load
// the new build's files into the old one and answer errors): it serves a current build when there
// is one, else builds `.next` again when no running server uses it, or else one of two folders
// beside it that none uses, and serves that. Run
// directly (`npm run test:pg`, `npm run bench`, which serve `.next`), it builds `.next` itself when
// stale, and refuses while a server serves from it.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { announceServing, DEFAULT_BUILD_DIR, refuseWhileServed, serversOf, sourceHash } from "./build-dir.mjs";
import { childEnv } from "./config.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The folders `npm start` builds in when `.next` is in use: two, so one serves while the other is rebuilt. */
export const ASIDE_DIRS = [".next-builds/a", ".next-builds/b"];
/** Written into an aside folder once its build has finished (an interrupted build has none). */
const FINISHED = "manara-build-finished";
const LOCK = path.join(root, ".next-builds/build.lock");
/** Files `next build` adjusts for the folder it builds in (its type paths): put back after a build beside `.next`. */
const TOUCHED_BY_BUILD = ["tsconfig.json", "next-env.d.ts"];

/** A file's text as it is, or undefined when there is none. */
const read = (file) => {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return undefined;
  }
};

/** The sources' hash the build in `dir` was made from, if it is a finished build. */
function builtFrom(dir) {
  return read(path.join(dir, dir === DEFAULT_BUILD_DIR ? "BUILD_ID" : FINISHED))?.trim();
}

const NEXT = path.join(root, "node_modules/.bin/next");

/** Whether `.next` is missing or was built from other sources than these. */
export function buildIsStale() {
  return builtFrom(DEFAULT_BUILD_DIR) !== sourceHash();
}

/** Builds `.next` when it is missing or stale; throws, saying why, while a server serves from it. */
export function buildIfStale() {
  if (!buildIsStale()) return;
  refuseWhileServed(DEFAULT_BUILD_DIR);
  console.log("building the app into .next (it is missing or was built from other sources)…");
  execFileSync(NEXT, ["build"], { stdio: "inherit", cwd: root, env: childEnv({ MANARA_BUILD_DIR: DEFAULT_BUILD_DIR }) });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function holderOf() {
  const pid = Number(read(path.relative(root, LOCK))?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (e) {
    return e.code === "EPERM" ? pid : undefined;
  }
}

/** Runs `work` while this process alone may build (instances started together take turns). */
async function withBuildLock(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  let told = false;
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: "wx" });
      break;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
    const holder = holderOf();
    if (holder === undefined) {
      rmSync(LOCK, { force: true }); // left by a start that was killed
      continue;
    }
    if (!told) console.log(`waiting for the build that process ${holder} is making…`);
    told = true;
    await sleep(1_000);
  }
  const release = () => holderOf() === process.pid && rmSync(LOCK, { force: true });
  process.once("exit", release);
  try {
    return await work();
  } finally {
    release();
    process.off("exit", release);
  }
}

/** The folder of a finished build of these sources, `.next` first. */
const currentBuild = (hash) => [DEFAULT_BUILD_DIR, ...ASIDE_DIRS].find((dir) => builtFrom(dir) === hash);

/** `next build` into `dir`; a SIGINT or SIGTERM stops it, and this process after it has tidied up. */
async function nextBuild(dir) {
  const child = spawn(NEXT, ["build"], { stdio: "inherit", cwd: root, env: childEnv({ MANARA_BUILD_DIR: dir }) });
  const forward = (signal) => child.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, forward);
  try {
    const [code, signal] = await once(child, "exit");
    if (code !== 0) throw Object.assign(new Error(`next build ended with ${signal ?? `exit code ${code}`}`), { status: code ?? 1 });
  } finally {
    for (const signal of ["SIGINT", "SIGTERM"]) process.off(signal, forward);
  }
}

async function buildInto(dir, why) {
  console.log(`building the app into ${dir} (${why}); the servers running keep the build they serve…`);
  const before = dir === DEFAULT_BUILD_DIR ? {} : Object.fromEntries(TOUCHED_BY_BUILD.map((file) => [file, read(file)]));
  rmSync(path.join(root, dir, FINISHED), { force: true });
  try {
    await nextBuild(dir);
  } finally {
    for (const [file, content] of Object.entries(before)) {
      if (read(file) === content) continue;
      if (content === undefined) rmSync(path.join(root, file), { force: true });
      else writeFileSync(path.join(root, file), content);
    }
  }
}

/**
 * The build folder `npm start` serves, announced as served by this process: a finished build of
 * the current sources, or a new one made in a folder no running server uses.
 */
export async function prepareBuild() {
  const hash = sourceHash();
  const current = currentBuild(hash);
  if (current) {
    announceServing(current);
    console.log(`the build in ${current} is of the current sources: serving it`);
    return current;
  }
  return await withBuildLock(async () => {
    const done = currentBuild(hash); // made by another start while this one waited
    if (done) {
      announceServing(done);
      console.log(`the build in ${done} is of the current sources: serving it`);
      return done;
    }
    const why = existsSync(path.join(root, DEFAULT_BUILD_DIR, "BUILD_ID")) ? "the sources changed since the build in .next" : "there is no build yet";
    const free = [DEFAULT_BUILD_DIR, ...ASIDE_DIRS].find((d) => serversOf(d).length === 0);
    if (!free) {
      const users = [DEFAULT_BUILD_DIR, ...ASIDE_DIRS].map((d) => `${d}: process ${serversOf(d).join(", ")}`).join("; ");
      throw new Error(`Not building: ${why}, and every build folder is served by a running server (${users}). Stop one of them and start again.`);
    }
    await buildInto(free, why);
    writeFileSync(path.join(root, free, FINISHED), `${hash}\n`);
    announceServing(free);
    return free;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildIfStale();
  } catch (e) {
    // next build has printed why it failed; a refusal says it here
    if (!e.status) console.error(e.message);
    process.exit(1);
  }
}
