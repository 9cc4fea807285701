// A stop loses no request: the cluster (two server processes) receives SIGTERM with 70 requests,
// reads and writes, sent just before it, either at its primary alone or at its whole process group
// (what systemd, Ctrl-C in a terminal and `timeout` do). Every request sent is answered, none is
// reset, every question answered 201 is in the database, and /readyz answers 503 while it drains.
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { upsertUserWithPassword } from "../../prisma/users";
import { extraPort, scratchDatabase, startInstance, type Instance, type ScratchDatabase } from "../instances";
import { signInCookie } from "../raw-http";

test.describe.configure({ mode: "serial" });

const PORT = extraPort(7);
const READS = 35;
const WRITES = 35;
/** Two authors, so that no member meets the hourly question budget. */
const AUTHORS = 2;
const PASSWORD = "Stop-Author-Pass-2026";

type Answer = { status: number; body: string; error?: string };

/**
 * Sends one request on a connection of its own. `sent` resolves once the whole request has been
 * handed to the operating system (the server may not have read it yet), `answer` with its answer
 * or the network error that ended it.
 */
function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, base);
  let sent!: () => void;
  const written = new Promise<void>((r) => (sent = r));
  const answer = new Promise<Answer>((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        agent: false,
        headers: { ...headers, ...(body ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (e: NodeJS.ErrnoException) => resolve({ status: 0, body: "", error: e.code ?? e.message }));
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => {
      sent(); // a request refused before it was written counts as sent, and fails below
      resolve({ status: 0, body: "", error: e.code ?? e.message });
    });
    req.on("finish", sent);
    req.end(body);
  });
  return { sent: written, answer };
}

for (const target of ["the process group", "the primary alone"] as const) {
  test.describe(`SIGTERM to ${target} of a two-process server`, () => {
    let scratch: ScratchDatabase;
    let server: Instance | undefined;
    test.afterAll(async () => {
      await server?.crash(); // already stopped when the test passed
      await scratch?.drop();
    });

    test(`with ${READS + WRITES} requests just sent: every one is answered, /readyz is 503 while it drains, the writes are kept`, async () => {
      test.setTimeout(240_000);
      scratch = await scratchDatabase(`stop-${target === "the process group" ? "group" : "primary"}`);
      server = await startInstance({ port: PORT, env: { ...scratch.env, SEED_DEMO: "0", WEB_CONCURRENCY: "2" } });
      const db = await scratch.client();
      const cookies: string[] = [];
      for (let i = 0; i < AUTHORS; i++) {
        const email = `stop-author-${i}@e2e.test`;
        await upsertUserWithPassword(db, { email, name: `Author ${i}`, role: "user", password: PASSWORD });
        cookies.push(await signInCookie(server.url, email, PASSWORD));
      }
      const marker = `stop-${Date.now()}`;
      const requests = [
        ...Array.from({ length: READS }, (_, i) => send(server!.url, "GET", `/backend/api/posts/read.php?limit=5&r=${i}`, { Cookie: cookies[i % AUTHORS] })),
        ...Array.from({ length: WRITES }, (_, i) =>
          send(
            server!.url,
            "POST",
            "/backend/api/qa/create.php",
            { Cookie: cookies[i % AUTHORS] },
            JSON.stringify({ title: `${marker} سؤال ${i}`, description: "هل يصل كل طلب أرسل قبل الإيقاف؟" }),
          ),
        ),
      ];
      await Promise.all(requests.map((r) => r.sent));

      process.kill(target === "the process group" ? -server.pid : server.pid, "SIGTERM");
      // a load balancer's next probe: the process says it is going away, and answers it
      const probe = send(server.url, "GET", "/readyz", {});

      const answers = await Promise.all(requests.map((r) => r.answer));
      const failed = answers.map((a, i) => ({ i, status: a.status, error: a.error })).filter((a) => a.status === 0 || a.status >= 500);
      expect(failed).toEqual([]);
      const ready = await probe.answer;
      expect(ready.status, ready.error).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ stopping: true });
      expect(answers.slice(0, READS).map((a) => a.status)).toEqual(Array(READS).fill(200));
      expect(answers.slice(READS).map((a) => a.status)).toEqual(Array(WRITES).fill(201));
      expect(await server.exited).toBe(0);

      const kept = await db.question.count({ where: { title: { startsWith: marker } } });
      expect(kept).toBe(WRITES);
    });
  });
}
