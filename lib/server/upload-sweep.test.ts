// The sweeps against a real database: a scratch SQLite file migrated as `npm start` does, or, with
// TEST_PG_URL=postgres://… (a server where a scratch database may be created), PostgreSQL.
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const HOUR = 60 * 60 * 1000;

const dir = mkdtempSync(path.join(tmpdir(), "manara-sweep-"));
const uploadDir = path.join(dir, "uploads");
let dropDatabase = async () => {};

async function scratchDatabaseUrl(): Promise<string> {
  const server = process.env.TEST_PG_URL;
  if (!server) return `file:${path.join(dir, "app.db")}`;
  const { default: pg } = await import("pg");
  const name = `manara_sweep_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

type Modules = {
  db: typeof import("@/lib/db").db;
  uploads: typeof import("./uploads");
  sweep: typeof import("./upload-sweep");
  storage: typeof import("@/lib/files/storage");
};
let m: Modules;

beforeAll(async () => {
  const url = await scratchDatabaseUrl();
  execFileSync(process.execPath, ["prisma/migrate.mjs"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
  // the modules read their configuration when first loaded
  process.env.DATABASE_URL = url;
  process.env.UPLOAD_DIR = uploadDir;
  // lib/db.ts loads the PostgreSQL client with a require() Vitest cannot resolve: the scripts' client instead
  if (process.env.TEST_PG_URL) {
    const client = await (await import("@/prisma/client")).scriptClient(url);
    vi.doMock("@/lib/db", () => ({ db: client }));
  }
  const [{ db }, uploads, sweep, storage] = await Promise.all([
    import("@/lib/db"),
    import("./uploads"),
    import("./upload-sweep"),
    import("@/lib/files/storage"),
  ]);
  m = { db, uploads, sweep, storage };
}, 120_000);

afterAll(async () => {
  await m?.db.$disconnect();
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

async function member() {
  const id = randomUUID();
  await m.db.user.create({ data: { id, name: "عضو", email: `${id}@x.test` } });
  return { id, email: `${id}@x.test`, name: "عضو", role: "user" as const, image: null };
}

const stored = (key: string) => existsSync(path.join(uploadDir, key));

describe("standalone uploads nobody claims are swept while the server runs", { timeout: 60_000 }, () => {
  it("removes an upload no record claimed within the hour, keeps claimed and named ones", async () => {
    const actor = await member();
    const store = () =>
      m.uploads.storeUpload({
        file: new File([PNG], "a.png", { type: "image/png" }),
        allowed: ["png"],
        maxBytes: 1 << 20,
        purpose: "question",
        uploader: actor,
      });
    const [standalone, claimed, named] = [await store(), await store(), await store()];
    // a question claims one image; another record names the third without a claim (a legacy row)
    await m.db.$transaction(async (tx) => {
      await m.uploads.claimUpload(tx, { value: claimed.path, purpose: "question", actor, field: "image_path" });
      await tx.question.create({ data: { title: "t", description: "d", imagePath: claimed.path, userId: actor.id, authorName: "عضو" } });
    });
    await m.db.question.create({ data: { title: "t", description: "d", imagePath: named.path, userId: actor.id, authorName: "عضو" } });

    // within the hour: nothing goes
    expect(await m.uploads.sweepUnclaimedUploads({ now: new Date(Date.now() + HOUR - 60_000) })).toEqual([]);
    expect(stored(standalone.key)).toBe(true);
    // past it: the standalone upload and its owner row go; the others stay
    const removed = await m.uploads.sweepUnclaimedUploads({ now: new Date(Date.now() + HOUR + 60_000) });
    expect(removed).toContain(standalone.key);
    expect(removed).not.toContain(claimed.key);
    expect(removed).not.toContain(named.key);
    expect(stored(standalone.key)).toBe(false);
    expect(await m.db.upload.findUnique({ where: { key: standalone.key } })).toBeNull();
    for (const kept of [claimed, named]) {
      expect(stored(kept.key)).toBe(true);
      expect((await m.db.upload.findUniqueOrThrow({ where: { key: kept.key } })).claimedAt).not.toBeNull();
    }
    // the named one is marked claimed: the next sweep does not ask again
    expect(await m.uploads.sweepUnclaimedUploads({ now: new Date(Date.now() + 2 * HOUR) })).toEqual([]);
  });

  it("a release that meets a claim in flight waits for it and then counts the claiming record", async () => {
    const actor = await member();
    const up = await m.uploads.storeUpload({
      file: new File([PNG], "c.png", { type: "image/png" }),
      allowed: ["png"],
      maxBytes: 1 << 20,
      purpose: "question",
      uploader: actor,
    });
    let release: Promise<string[]> | undefined;
    await m.db.$transaction(
      async (tx) => {
        await m.uploads.claimUpload(tx, { value: up.path, purpose: "question", actor, field: "image_path" });
        release = m.uploads.releaseUploads([up.path]);
        // PostgreSQL: until the release is seen waiting for the owner row this claim holds (SQLite
        // queues the release's whole transaction behind this one anyway)
        if (process.env.TEST_PG_URL)
          await expect
            .poll(
              async () => (await m.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`))[0].n,
              { timeout: 20_000 },
            )
            .toBeGreaterThan(0);
        await tx.question.create({ data: { title: "t", description: "d", imagePath: up.path, userId: actor.id, authorName: "عضو" } });
      },
      { timeout: 30_000 },
    );
    expect(await release).toEqual([]);
    expect(stored(up.key)).toBe(true);
    expect(await m.db.upload.findUnique({ where: { key: up.key } })).not.toBeNull();
  });

  it("the server runs the sweep on an unref'd timer", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    try {
      const spy = vi.spyOn(m.db.upload, "findMany");
      m.sweep.startUploadSweeps({ everyMs: 1000 });
      const timers = vi.getTimerCount();
      expect(timers).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(spy.mock.calls.some(([args]) => JSON.stringify(args).includes("claimedAt"))).toBe(true);
      spy.mockRestore();
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});

describe("one database owns an upload folder", { timeout: 60_000 }, () => {
  const old = (file: string) => utimesSync(file, new Date(Date.now() - 24 * HOUR), new Date(Date.now() - 24 * HOUR));

  it("the first sweep marks the folder as this database's and removes its orphans", async () => {
    const folder = path.join(dir, "own");
    const driver = m.storage.localDriver(folder);
    const orphan = `${randomBytes(16).toString("hex")}.png`;
    await driver.put(orphan, (await import("node:stream")).Readable.from([PNG]));
    old(path.join(folder, orphan));
    const result = await m.sweep.sweepOrphanUploads({ driver });
    expect(result).toEqual({ removed: [orphan] });
    expect(await m.sweep.storageOwner(driver, "someone-else")).toBe(await m.sweep.databaseId());
  });

  it("a folder another database claims is never swept, and the refusal is logged", async () => {
    const folder = path.join(dir, "shared");
    const driver = m.storage.localDriver(folder);
    // the other instance's database marked the folder first and keeps its files there
    expect(await driver.create(m.sweep.OWNER_MARKER, Buffer.from(JSON.stringify({ database: "the-other-database" })))).toBe(true);
    expect(await driver.create(m.sweep.OWNER_MARKER, Buffer.from("{}"))).toBe(false);
    const theirs = `${randomBytes(16).toString("hex")}.pdf`;
    writeFileSync(path.join(folder, theirs), "%PDF-1.4\n");
    old(path.join(folder, theirs));
    const { logger } = await import("@/lib/logger");
    const log = vi.spyOn(logger(), "error").mockImplementation(() => {});
    try {
      const result = await m.sweep.sweepOrphanUploads({ driver });
      expect(result).toEqual({ removed: [], refused: { owner: "the-other-database" } });
      expect(JSON.stringify(log.mock.calls)).toMatch(/the-other-database.*upload sweep refused/);
    } finally {
      log.mockRestore();
    }
    expect(existsSync(path.join(folder, theirs))).toBe(true);
  });
});
