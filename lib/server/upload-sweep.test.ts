// The sweeps against a real database (test/database.ts): a scratch SQLite file, or with
// TEST_PG_URL=postgres://… a scratch PostgreSQL database, migrated as `npm start` does.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const HOUR = 60 * 60 * 1000;

const dir = mkdtempSync(path.join(tmpdir(), "manara-sweep-"));
const uploadDir = path.join(dir, "uploads");
// the modules read their configuration when first loaded
process.env.UPLOAD_DIR = uploadDir;

vi.mock("@/lib/db", () => import("@/test/database"));

const { db, closeDatabase } = await import("@/test/database");
const uploads = await import("./uploads");
const sweep = await import("./upload-sweep");
const storage = await import("@/lib/files/storage");

afterAll(async () => {
  await closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

async function member() {
  const id = randomUUID();
  await db.user.create({ data: { id, name: "عضو", email: `${id}@x.test` } });
  return { id, email: `${id}@x.test`, name: "عضو", role: "user" as const, image: null };
}

const stored = (key: string) => existsSync(path.join(uploadDir, key));

describe("standalone uploads nobody claims are swept while the server runs", { timeout: 60_000 }, () => {
  it("removes an upload no record claimed within the hour, keeps claimed and named ones", async () => {
    const actor = await member();
    const store = () =>
      uploads.storeUpload({
        file: new File([PNG], "a.png", { type: "image/png" }),
        allowed: ["png"],
        maxBytes: 1 << 20,
        purpose: "question",
        uploader: actor,
      });
    const [standalone, claimed, named] = [await store(), await store(), await store()];
    // a question claims one image; another record names the third without a claim (a legacy row)
    await db.$transaction(async (tx) => {
      await uploads.claimUpload(tx, { value: claimed.path, purpose: "question", actor, field: "image_path" });
      await tx.question.create({ data: { title: "t", description: "d", imagePath: claimed.path, userId: actor.id, authorName: "عضو" } });
    });
    await db.question.create({ data: { title: "t", description: "d", imagePath: named.path, userId: actor.id, authorName: "عضو" } });

    // within the hour: nothing goes
    expect(await uploads.sweepUnclaimedUploads({ now: new Date(Date.now() + HOUR - 60_000) })).toEqual([]);
    expect(stored(standalone.key)).toBe(true);
    // past it: the standalone upload and its owner row go; the others stay
    const removed = await uploads.sweepUnclaimedUploads({ now: new Date(Date.now() + HOUR + 60_000) });
    expect(removed).toContain(standalone.key);
    expect(removed).not.toContain(claimed.key);
    expect(removed).not.toContain(named.key);
    expect(stored(standalone.key)).toBe(false);
    expect(await db.upload.findUnique({ where: { key: standalone.key } })).toBeNull();
    for (const kept of [claimed, named]) {
      expect(stored(kept.key)).toBe(true);
      expect((await db.upload.findUniqueOrThrow({ where: { key: kept.key } })).claimedAt).not.toBeNull();
    }
    // the named one is marked claimed: the next sweep does not ask again
    expect(await uploads.sweepUnclaimedUploads({ now: new Date(Date.now() + 2 * HOUR) })).toEqual([]);
  });

  it("a release that meets a claim in flight waits for it and then counts the claiming record", async () => {
    const actor = await member();
    const up = await uploads.storeUpload({
      file: new File([PNG], "c.png", { type: "image/png" }),
      allowed: ["png"],
      maxBytes: 1 << 20,
      purpose: "question",
      uploader: actor,
    });
    let release: Promise<string[]> | undefined;
    await db.$transaction(
      async (tx) => {
        await uploads.claimUpload(tx, { value: up.path, purpose: "question", actor, field: "image_path" });
        release = uploads.releaseUploads([up.path]);
        // PostgreSQL: until the release is seen waiting for the owner row this claim holds (SQLite
        // queues the release's whole transaction behind this one anyway)
        if (process.env.TEST_PG_URL)
          await expect
            .poll(
              async () => (await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`))[0].n,
              { timeout: 20_000 },
            )
            .toBeGreaterThan(0);
        await tx.question.create({ data: { title: "t", description: "d", imagePath: up.path, userId: actor.id, authorName: "عضو" } });
      },
      { timeout: 30_000 },
    );
    expect(await release).toEqual([]);
    expect(stored(up.key)).toBe(true);
    expect(await db.upload.findUnique({ where: { key: up.key } })).not.toBeNull();
  });

  it("the server runs the sweep on an unref'd timer", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    try {
      const spy = vi.spyOn(db.upload, "findMany");
      sweep.startUploadSweeps({ everyMs: 1000 });
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
    const driver = storage.localDriver(folder);
    const orphan = `${randomBytes(16).toString("hex")}.png`;
    await driver.put(orphan, (await import("node:stream")).Readable.from([PNG]));
    old(path.join(folder, orphan));
    const result = await sweep.sweepOrphanUploads({ driver });
    expect(result).toEqual({ removed: [orphan] });
    expect(await sweep.storageOwner(driver, "someone-else")).toBe(await sweep.databaseId());
  });

  it("a folder another database claims is never swept, and the refusal is logged", async () => {
    const folder = path.join(dir, "shared");
    const driver = storage.localDriver(folder);
    // the other instance's database marked the folder first and keeps its files there
    expect(await driver.create(sweep.OWNER_MARKER, Buffer.from(JSON.stringify({ database: "the-other-database" })))).toBe(true);
    expect(await driver.create(sweep.OWNER_MARKER, Buffer.from("{}"))).toBe(false);
    const theirs = `${randomBytes(16).toString("hex")}.pdf`;
    writeFileSync(path.join(folder, theirs), "%PDF-1.4\n");
    old(path.join(folder, theirs));
    const { logger } = await import("@/lib/logger");
    const log = vi.spyOn(logger(), "error").mockImplementation(() => {});
    try {
      const result = await sweep.sweepOrphanUploads({ driver });
      expect(result).toEqual({ removed: [], refused: { owner: "the-other-database" } });
      expect(JSON.stringify(log.mock.calls)).toMatch(/the-other-database.*upload sweep refused/);
    } finally {
      log.mockRestore();
    }
    expect(existsSync(path.join(folder, theirs))).toBe(true);
  });
});
