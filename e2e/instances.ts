// Extra servers for the scale specs (e2e/scale/): app instances on their own ports and databases,
// and a real S3-compatible server (s3rver). Start and stop them only through these helpers.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { scriptClient } from "../prisma/client";
import { E2E_ENV, E2E_PORT } from "./env.mjs";

// the SDK's notice that its 2027 releases need Node 22 would fill every test log
const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" };
Object.assign(process.env, QUIET_SDK);

/** The n-th extra port (1–9) beside the suite's own E2E_PORT. */
export const extraPort = (n: number) => E2E_PORT + n;

export type Instance = {
  url: string;
  /** what the server has written to stdout so far (only with `captureOutput`) */
  output: () => string;
  /** the process (group) id, for signals of a test's own */
  pid: number;
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the process group to end. */
  stop: () => Promise<void>;
  /** SIGKILL to the whole process group (a crash: no shutdown code runs), then waits. */
  crash: () => Promise<void>;
};

/**
 * Starts one app instance as `npm start` does (setup under its lock, then the production server
 * of `.next`; `setup: false` skips setup on a restart) with `env` over the suite's configuration,
 * and resolves once it serves. `captureOutput` keeps its stdout (the JSON log lines).
 * `npmStart: true` runs `npm start`'s own script instead (scripts/start.mjs: setup, then the
 * build of the current sources, made when there is none, which takes minutes).
 */
export async function startInstance({
  port,
  env,
  setup = true,
  captureOutput = false,
  npmStart = false,
  startTimeoutMs = 120_000,
}: {
  port: number;
  /** over the suite's configuration; `undefined` removes a variable (e.g. APP_URL: its default) */
  env: Record<string, string | undefined>;
  setup?: boolean;
  captureOutput?: boolean;
  npmStart?: boolean;
  startTimeoutMs?: number;
}): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  // another server on the port (another checkout's suite) would answer the readiness poll below
  const taken = await fetch(`${url}/login`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already served by another process: choose another E2E_PORT`);
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    ...E2E_ENV,
    ...QUIET_SDK,
    ...env,
    PORT: String(port),
    E2E_SKIP_SETUP: setup ? "0" : "1",
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [npmStart ? "scripts/start.mjs" : "e2e/instance.mjs"], {
    env: childEnv as NodeJS.ProcessEnv,
    detached: true, // its own process group: setup's children and the server end together
    stdio: ["ignore", captureOutput ? "pipe" : "ignore", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.stdout?.on("data", (d: Buffer) => (stdout += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let alive = true;
  void exited.then(() => (alive = false));
  const signal = async (sig: NodeJS.Signals) => {
    if (alive) process.kill(-child.pid!, sig);
    await exited;
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (!alive) throw new Error(`instance on ${port} exited while starting:\n${stderr}`);
    if (Date.now() > deadline) {
      await signal("SIGKILL");
      throw new Error(`instance on ${port} did not start:\n${stderr}`);
    }
    const ok = await fetch(`${url}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => stdout,
    pid: child.pid!,
    exited,
    stop: async () => void (await signal("SIGTERM")),
    crash: async () => void (await signal("SIGKILL")),
  };
}

export type ScratchDatabase = {
  /** DATABASE_URL and UPLOAD_DIR for its instances */
  env: { DATABASE_URL: string; UPLOAD_DIR: string };
  uploadDir: string;
  /** a client for arranging and checking rows */
  client: () => Promise<PrismaClient>;
  /** disconnects and removes the database (its instances must be stopped) */
  drop: () => Promise<void>;
};

/**
 * An empty database of its own: a SQLite file under data/e2e-<name>/, or, when the suite runs on
 * PostgreSQL (E2E_DATABASE_URL), a new database `<name>` on that server. Uploads go under data/.
 */
export async function scratchDatabase(name: string): Promise<ScratchDatabase> {
  const dir = `data/e2e-${name}`;
  rmSync(dir, { recursive: true, force: true });
  const uploadDir = path.resolve(dir, "uploads");
  const base = E2E_ENV.DATABASE_URL;
  const pg = /^postgres(ql)?:\/\//.test(base);
  let url = `file:./${dir}/app.db`;
  const admin = async (sql: string) => {
    const { default: Pg } = await import("pg");
    const c = new Pg.Client({ connectionString: base });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  const dbName = `${new URL(base).pathname.slice(1) || "postgres"}_${name}`.replace(/\W/g, "_");
  if (pg) {
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${dbName}"`);
    const u = new URL(base);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  let client: PrismaClient | undefined;
  return {
    env: { DATABASE_URL: url, UPLOAD_DIR: uploadDir },
    uploadDir,
    client: async () => (client ??= await scriptClient(url)),
    drop: async () => {
      await client?.$disconnect();
      client = undefined;
      if (pg) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Bucket = { env: Record<string, string>; bucket: string; client: S3Client; close: () => Promise<void> };

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, its data under data/. */
export async function startS3(port: number): Promise<Bucket> {
  const directory = path.resolve(`data/e2e-s3-${port}`);
  rmSync(directory, { recursive: true, force: true });
  const bucket = "manara-e2e";
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }; // s3rver's own keys
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    bucket,
    client: new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
