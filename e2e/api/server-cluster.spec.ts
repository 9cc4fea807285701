import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { E2E_ENV } from "../env.mjs";
import { expect, test } from "../fixtures";

// `npm start` serves from one process per core (scripts/server.mjs): a second server on the e2e
// database, on a port of its own, with two processes.
test.setTimeout(180_000);

const childrenOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
/** Running (a zombie waiting for its parent counts as stopped). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

test("two server processes share the port, a crashed one is replaced, and both stop with the primary", async () => {
  const server = spawn(process.execPath, ["scripts/server.mjs"], {
    env: { ...process.env, ...E2E_ENV, PORT: "0", HOST: "127.0.0.1", WEB_CONCURRENCY: "2" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    let out = "";
    server.stdout.on("data", (d) => (out += d));
    await expect.poll(() => out, { timeout: 150_000 }).toMatch(/serving on http:\/\/localhost:\d+ \(2 processes\)/);
    const base = `http://127.0.0.1:${/localhost:(\d+)/.exec(out)![1]}`;
    const workers = childrenOf(server.pid!);
    expect(workers).toHaveLength(2);

    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/backend/api/posts/read.php?limit=1`)));
    for (const res of answers) expect(res.status).toBe(401);

    process.kill(workers[0], "SIGKILL");
    await expect.poll(() => childrenOf(server.pid!).filter((p) => p !== workers[0]).length, { timeout: 120_000 }).toBe(2);
    // the replacement listens too: every answer comes back while both serve
    await expect
      .poll(
        async () => {
          const res = await Promise.all(
            Array.from({ length: 10 }, () =>
              fetch(`${base}/login`).then(
                (r) => r.status,
                () => 0,
              ),
            ),
          );
          return res.every((s) => s === 200);
        },
        { timeout: 120_000 },
      )
      .toBe(true);

    const now = childrenOf(server.pid!);
    server.kill("SIGTERM");
    await expect.poll(() => alive(server.pid!) || now.some(alive), { timeout: 30_000 }).toBe(false);
  } finally {
    server.kill("SIGKILL");
  }
});
