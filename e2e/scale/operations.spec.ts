// Operating the server: configuration checked at start (and read from .env), the default link
// origin, HSTS and request ids behind a trusted proxy, readiness, the request log (and that no
// secret reaches it), and a graceful stop with requests in flight. Extra instances on their own
// databases (e2e/instances.ts), one at a time.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { upsertUserWithPassword } from "../../prisma/users";
import { E2E_ENV } from "../env.mjs";
import { extraPort, scratchDatabase, startInstance, type Instance, type ScratchDatabase } from "../instances";
import { rawRequest, signInCookie } from "../raw-http";

test.describe.configure({ mode: "serial" });

const PORT = extraPort(9);
const DOT_ENV = ".env";

/** Runs a command to its end with the suite's configuration plus `env` (undefined: removed). */
function run(command: string, args: string[], env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = { ...process.env, ...E2E_ENV, PORT: String(PORT), ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { env: merged as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

test.describe("configuration at start", () => {
  test.setTimeout(120_000);

  const BAD: [string, string[], string, string][] = [
    ["npm", ["start"], "PORT", "eighty"],
    ["node", ["scripts/start.mjs"], "APP_URL", "manara.example.org"],
    ["node", ["scripts/server.mjs"], "LOG_LEVEL", "loud"],
    ["node", ["scripts/setup.mjs"], "DATABASE_POOL_SIZE", "0"],
    ["node", ["scripts/db-backup.mjs"], "TRUSTED_PROXIES", "yes"],
    ["node", ["scripts/start.mjs"], "WEB_CONCURRENCY", "-1"],
    ["node", ["scripts/start.mjs"], "IMAGE_SOURCES", "http://images.example.org"],
    ["node", ["scripts/start.mjs"], "SEED_DEMO", "maybe"],
  ];
  for (const [command, args, name, value] of BAD) {
    test(`${name}=${value} stops \`${[command, ...args].join(" ")}\` with a message naming ${name}`, async () => {
      const { code, output } = await run(command, args, { [name]: value });
      expect(code).not.toBe(0);
      expect(output).toContain("Invalid configuration:");
      expect(output).toMatch(new RegExp(`^\\s+${name}: `, "m"));
      expect(output).not.toContain("serving on");
    });
  }

  test(".env is read by the scripts: a bad value there stops the start, naming it", async () => {
    test.skip(existsSync(DOT_ENV), "this checkout has its own .env");
    writeFileSync(DOT_ENV, "# written by e2e/scale/operations.spec.ts\nLOG_LEVEL=chatty\n");
    try {
      const { code, output } = await run("node", ["scripts/server.mjs"], { LOG_LEVEL: undefined });
      expect(code).not.toBe(0);
      expect(output).toMatch(/^\s+LOG_LEVEL: must be one of/m);
      // the environment wins over .env, as for Next
      const fromEnv = await run("node", ["scripts/db-backup.mjs", "--help"], { LOG_LEVEL: "info", TRUSTED_PROXIES: "x" });
      expect(fromEnv.output).not.toContain("LOG_LEVEL:");
      expect(fromEnv.output).toContain("TRUSTED_PROXIES:");
    } finally {
      rmSync(DOT_ENV, { force: true });
    }
  });
});

test.describe(".env configures the app", () => {
  let scratch: ScratchDatabase;
  let server: Instance | undefined;
  test.afterAll(async () => {
    await server?.stop();
    rmSync(DOT_ENV, { force: true });
    await scratch?.drop();
  });

  test("APP_URL and TRUSTED_PROXIES from .env reach the server: the links' origin and HSTS behind the proxy", async () => {
    test.skip(existsSync(DOT_ENV), "this checkout has its own .env");
    test.setTimeout(180_000);
    scratch = await scratchDatabase("ops-dotenv");
    writeFileSync(DOT_ENV, "# written by e2e/scale/operations.spec.ts\nAPP_URL=https://manara.example.org\nTRUSTED_PROXIES=1\n");
    server = await startInstance({ port: PORT, env: { ...scratch.env, SEED_DEMO: "0", APP_URL: undefined, TRUSTED_PROXIES: undefined } });
    const robots = await rawRequest(server.url, "GET", "/robots.txt", { headers: { Host: "evil.example" } });
    expect(robots.body).toContain("Sitemap: https://manara.example.org/sitemap.xml");
    const https = await rawRequest(server.url, "GET", "/healthz", { headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9" } });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

test.describe("one instance behind a trusted proxy, APP_URL unset, its log captured", () => {
  let scratch: ScratchDatabase;
  let server: Instance;
  const lines = () =>
    server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    scratch = await scratchDatabase("ops-log");
    server = await startInstance({
      port: PORT,
      env: { ...scratch.env, SEED_DEMO: "0", APP_URL: undefined, TRUSTED_PROXIES: "1", LOG_LEVEL: "info" },
      captureOutput: true,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  test("without APP_URL links use http://localhost:$PORT, and the start says so once", async () => {
    for (const headers of [{ Host: "evil.example" }, { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" }]) {
      const robots = await rawRequest(server.url, "GET", "/robots.txt", { headers });
      expect(robots.body).toContain(`Sitemap: http://localhost:${PORT}/sitemap.xml`);
      const sitemap = await rawRequest(server.url, "GET", "/sitemap.xml", { headers });
      expect(sitemap.body).toContain(`<loc>http://localhost:${PORT}/login</loc>`);
      expect(sitemap.body).not.toContain("evil.example");
    }
    expect(lines().filter((l) => String(l.msg).includes("APP_URL is unset"))).toHaveLength(1);
  });

  test("HSTS when the trusted proxy forwards https, not over http; the proxy's request id is answered back", async () => {
    const viaHttps = await rawRequest(server.url, "GET", "/login", {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7", "X-Request-Id": "lb-42.abc" },
    });
    expect(viaHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(viaHttps.headers["x-request-id"]).toBe("lb-42.abc");
    const api = await rawRequest(server.url, "GET", "/backend/api/posts/read.php", { headers: { "X-Forwarded-Proto": "https, http" } });
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const viaHttp = await rawRequest(server.url, "GET", "/login", { headers: { "X-Forwarded-Proto": "http", "X-Request-Id": "bad id with spaces" } });
    expect(viaHttp.headers["strict-transport-security"]).toBeUndefined();
    expect(viaHttp.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("/readyz answers 503 while the storage is unusable, 200 again once it is back", async () => {
    expect((await rawRequest(server.url, "GET", "/readyz")).status).toBe(200);
    rmSync(scratch.uploadDir, { recursive: true, force: true });
    writeFileSync(scratch.uploadDir, "a file where the upload folder should be");
    try {
      const res = await rawRequest(server.url, "GET", "/readyz");
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toEqual({ db: "ok", storage: "error" });
      expect((await rawRequest(server.url, "GET", "/healthz")).status).toBe(200);
    } finally {
      rmSync(scratch.uploadDir, { force: true });
      mkdirSync(scratch.uploadDir, { recursive: true });
    }
    expect((await rawRequest(server.url, "GET", "/readyz")).status).toBe(200);
    expect(lines().some((l) => l.msg === "readiness check failed" && l.check === "storage" && l.level === 50)).toBe(true);
  });

  test("one JSON line per request; no password, token, cookie or reset link ever reaches the log", async () => {
    test.setTimeout(90_000);
    const db = await scratch.client();
    const email = `log-${Date.now()}@e2e.test`;
    const secrets = { first: "First-Secret-Pass-7731", reset: "Reset-Secret-Pass-8842", changed: "Changed-Secret-Pass-9953" };
    const ip = { "X-Forwarded-For": "203.0.113.50" };

    const registered = await rawRequest(server.url, "POST", "/backend/api/auth/register.php", {
      json: { email, password: secrets.first, username: "logger", name: "Log Tester" },
      headers: ip,
    });
    expect(registered.status, registered.body).toBe(201);
    const firstCookie = await signInCookie(server.url, email, secrets.first, ip);
    const me = await rawRequest(server.url, "GET", "/backend/api/profile/read.php", { headers: { ...ip, Cookie: firstCookie } });
    expect(me.status).toBe(200);
    const memberId = JSON.parse(me.body).profile.id as string;

    expect((await rawRequest(server.url, "POST", "/backend/api/auth/forgot_password.php", { json: { email }, headers: ip })).status).toBe(200);
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
    const link = /(http:\/\/localhost:\d+\/reset-password\?token=([\w-]+))/.exec(mail.text)!;
    expect(link).not.toBeNull();
    const [, resetLink, token] = link;
    // the page the link opens, then the reset itself
    await rawRequest(server.url, "GET", `/reset-password?token=${token}`, { headers: ip });
    const reset = await rawRequest(server.url, "POST", "/backend/api/auth/reset_password.php", { json: { token, password: secrets.reset }, headers: ip });
    expect(reset.status, reset.body).toBe(200);
    const secondCookie = await signInCookie(server.url, email, secrets.reset, ip);
    const changed = await rawRequest(server.url, "PUT", "/backend/api/profile/password.php", {
      json: { current_password: secrets.reset, new_password: secrets.changed, confirm_password: secrets.changed },
      headers: { ...ip, Cookie: secondCookie },
    });
    expect(changed.status, changed.body).toBe(200);
    const wrong = await rawRequest(server.url, "POST", "/backend/api/auth/login.php", { json: { email, password: `${secrets.changed}-wrong` }, headers: ip });
    expect(wrong.status).toBe(401);
    const last = await rawRequest(server.url, "GET", "/healthz");
    const lastId = last.headers["x-request-id"] as string;

    // the outbox row is handled (logged, no SMTP) after the answer; wait for it and the last line
    await expect.poll(async () => (await db.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).status, { timeout: 30_000 }).toBe("logged");
    await expect.poll(() => lines().some((l) => l.req_id === lastId), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => lines().some((l) => l.mail_id === mail.id), { timeout: 10_000 }).toBe(true);

    const requests = lines().filter((l) => l.msg === "request");
    for (const l of requests) {
      expect(l).toEqual(
        expect.objectContaining({
          req_id: expect.any(String),
          method: expect.any(String),
          path: expect.any(String),
          status: expect.any(Number),
          duration_ms: expect.any(Number),
        }),
      );
      expect(String(l.path)).not.toContain("?");
    }
    const lineOf = (id: unknown) => requests.find((l) => l.req_id === id);
    expect(lineOf(me.headers["x-request-id"])).toMatchObject({ method: "GET", path: "/backend/api/profile/read.php", status: 200, member_id: memberId });
    expect(lineOf(registered.headers["x-request-id"])).toMatchObject({ method: "POST", path: "/backend/api/auth/register.php", status: 201 });
    expect(lineOf(wrong.headers["x-request-id"])).toMatchObject({ path: "/backend/api/auth/login.php", status: 401 });
    expect(lineOf(changed.headers["x-request-id"])).toMatchObject({ path: "/backend/api/profile/password.php", status: 200, member_id: memberId });

    const everything = server.output();
    const cookieValues = [firstCookie, secondCookie].map((c) => c.split("=")[1]);
    for (const secret of [...Object.values(secrets), token, resetLink, "reset-password?token", ...cookieValues, decodeURIComponent(cookieValues[0])])
      expect(everything, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
  });

  test("SIGTERM with 50 requests in flight: every one is answered, none is reset; then the process ends", async () => {
    test.setTimeout(90_000);
    const db = await scratch.client();
    const password = "Stop-Member-Pass-2026";
    // a member and an address each: 50 real sign-ins (a password hash to verify each), no limit met
    const emails = Array.from({ length: 50 }, (_, i) => `stop-${i}-${Date.now()}@e2e.test`);
    for (const email of emails) await upsertUserWithPassword(db, { email, name: "Stopper", role: "user", password });
    const url = new URL(server.url);

    // each request's headers reach the server first (it answers 100 Continue once it is handling
    // the request); the bodies follow only after SIGTERM, so all 50 are in flight when it arrives
    const started: Promise<void>[] = [];
    const answers = emails.map((email, i) => {
      const body = JSON.stringify({ email, password });
      let ready!: () => void;
      started.push(new Promise<void>((r) => (ready = r)));
      let send!: () => void;
      const answer = new Promise<{ status: number; error?: string }>((resolve) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            method: "POST",
            path: "/backend/api/auth/login.php",
            agent: false,
            headers: {
              "Content-Type": "application/json",
              "Content-Length": Buffer.byteLength(body),
              Expect: "100-continue",
              "X-Forwarded-For": `198.51.100.${i + 1}`,
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
          },
        );
        req.on("continue", ready);
        req.on("error", (e: NodeJS.ErrnoException) => resolve({ status: 0, error: e.code ?? e.message }));
        send = () => req.end(body);
        req.flushHeaders();
      });
      return { answer, send: () => send() };
    });
    await Promise.all(started);
    process.kill(-server.pid, "SIGTERM");
    for (const a of answers) a.send();
    const results = await Promise.all(answers.map((a) => a.answer));
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(await server.exited).toBe(0);
    // the process has exited, but its last lines may still be on their way through the pipe
    await expect.poll(() => lines().at(-1)?.msg).toBe("stopped");
    expect(lines().map((l) => l.msg)).toContain("stopping: finishing the requests in flight");
  });
});
