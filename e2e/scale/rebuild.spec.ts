// A rebuild never breaks a running server: two instances of `npm start` from one folder (as the
// README's recipe runs them) across an `npm install` that changed nothing and a restart of one of
// them, and a rebuild after a real source change while another instance serves.
import { readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { sourceHash } from "../../scripts/build-dir.mjs";
import { E2E_ENV } from "../env.mjs";
import { extraPort, scratchDatabase, startInstance, type Instance, type ScratchDatabase } from "../instances";

test.describe.configure({ mode: "serial" });

const SERVING = /the build in (\S+) is of the current sources: serving it/;
const BUILDING = /building the app into (\S+) \(/;
/** Signed-out pages and endpoints, each loading code of its own from the build. */
const PAGES = ["/login", "/signup", "/admin/login", "/forgot-password", "/robots.txt", "/sitemap.xml", "/healthz", "/readyz", "/backend/api/posts/read.php"];

/** Requests `paths` over and over until stopped; resolves with every status seen (0: no answer). */
function poll(base: string, paths: string[]) {
  let running = true;
  const statuses: { path: string; status: number }[] = [];
  const done = (async () => {
    for (let i = 0; running; i++) {
      const path = paths[i % paths.length];
      const status = await fetch(`${base}${path}`, { redirect: "manual" }).then(
        (r) => r.status,
        () => 0,
      );
      statuses.push({ path, status });
      // a pace, not a wait for anything: the other instance may be building on the same cores
      await new Promise((r) => setTimeout(r, 250));
    }
    return statuses;
  })();
  return {
    count: () => statuses.length,
    stop: async () => {
      running = false;
      return await done;
    },
  };
}

const failures = (statuses: { path: string; status: number }[]) => statuses.filter((s) => s.status === 0 || s.status >= 500);

let scratch: ScratchDatabase;
const instances: Instance[] = [];
const launch = async (port: number, startTimeoutMs?: number) => {
  const server = await startInstance({
    port,
    env: { ...scratch.env, SEED_DEMO: "0", WEB_CONCURRENCY: "1" },
    npmStart: true,
    captureOutput: true,
    startTimeoutMs,
  });
  instances.push(server);
  return server;
};

test.beforeAll(async () => {
  // the suite's own build must be of these sources, or the first start below would build
  const built = readFileSync(".next/BUILD_ID", "utf8").trim();
  expect(built, "the build in .next is not of the current sources: run `npx next build` first").toBe(sourceHash());
  scratch = await scratchDatabase("rebuild");
});
test.afterAll(async () => {
  for (const server of instances) await server.stop();
  await scratch?.drop();
});

test("two instances from one folder, package-lock.json rewritten unchanged, one restarted: no rebuild, the other answers throughout", async () => {
  test.setTimeout(300_000);
  const a = await launch(extraPort(5));
  const b = await launch(extraPort(6));
  for (const server of [a, b]) expect(SERVING.exec(server.output())?.[1]).toBe(".next");

  // what `npm install` does when nothing changed: the same lockfile, written anew
  const lock = readFileSync("package-lock.json");
  writeFileSync("package-lock.json", lock);
  const later = new Date(Date.now() + 60_000);
  utimesSync("package-lock.json", later, later);

  const polling = poll(a.url, PAGES);
  await b.stop();
  const restarted = await launch(extraPort(6));
  // the other instance answered while this one restarted, and afterwards
  await expect.poll(() => polling.count()).toBeGreaterThan(PAGES.length * 2);
  const statuses = await polling.stop();
  expect(failures(statuses)).toEqual([]);
  expect(statuses.filter((s) => s.path === "/login").every((s) => s.status === 200)).toBe(true);

  expect(restarted.output()).not.toMatch(BUILDING);
  expect(SERVING.exec(restarted.output())?.[1]).toBe(".next");
  expect((await fetch(`${restarted.url}/login`)).status).toBe(200);
});

test("a real source change: the restarted instance builds beside the running one's build, which keeps answering, never a 5xx", async () => {
  // the build is the same whatever the database: its minutes are spent once, in the SQLite run
  test.skip(/^postgres(ql)?:\/\//.test(E2E_ENV.DATABASE_URL), "one production build, engine-independent: run on SQLite");
  // one production build (minutes on a busy two-core machine)
  test.setTimeout(1_200_000);
  const [a] = instances;
  const probe = `public/e2e-rebuild-${process.pid}-${Date.now()}.txt`;
  writeFileSync(probe, "a source the build did not have\n");
  let builtInto: string | undefined;
  try {
    const polling = poll(a.url, PAGES);
    const b = await launch(extraPort(7), 1_100_000);
    builtInto = BUILDING.exec(b.output())?.[1];
    expect(builtInto).toMatch(/^\.next-builds\/[ab]$/);
    const statuses = await polling.stop();
    expect(statuses.length).toBeGreaterThan(PAGES.length);
    expect(failures(statuses)).toEqual([]);

    // the running instance's first requests of pages it had not served yet load its own build's code
    for (const path of [
      "/reset-password",
      "/verify-email",
      "/oai",
      "/feeds/articles.atom",
      "/privacy",
      "/terms",
      "/manifest.webmanifest",
      "/backend/api/openapi.json",
    ]) {
      const res = await fetch(`${a.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await fetch(`${b.url}/login`)).status).toBe(200);
    expect(readFileSync(".next/BUILD_ID", "utf8").trim()).not.toBe(sourceHash());
  } finally {
    rmSync(probe, { force: true });
    for (const server of instances.splice(1)) await server.stop();
    // the build made here is of sources that no longer exist
    if (builtInto) rmSync(builtInto, { recursive: true, force: true });
  }
});
