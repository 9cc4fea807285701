import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { serverTimer } from "@/lib/server/server-timer";
import { originalOfVariant } from "@/lib/files/variants";
import { keyOf, storage, type StorageDriver } from "@/lib/files/storage";
import { sweepUnclaimedUploads, UNCLAIMED_GRACE_MS } from "@/lib/server/uploads";
import { referencedUploadKeys } from "@/lib/server/upload-references";

// A crash (or a failed request) between keeping a file and committing the row that names it, or
// between deleting a row and its file, leaves a file no row names. Every start sweeps such files
// away, and the temporary files of interrupted writes, once they are older than ORPHAN_GRACE_MS:
// younger ones may belong to an upload another instance is finishing right now. While the server
// runs, standalone uploads no record claimed within the hour are swept every SWEEP_EVERY_MS.
//
// The start sweep keeps only what its own database names, so it must never run over storage that
// another database uses: the storage carries a marker naming the database that owns it, and a
// sweep under another database's marker refuses (and says so in the log).
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** The marker object: not one of our upload names, so no sweep ever removes it. */
export const OWNER_MARKER = ".manara-storage-owner";

/** This database's random id, made once (the first of two concurrent makers wins). */
export async function databaseId(): Promise<string> {
  const found = await db.databaseIdentity.findUnique({ where: { id: 1 } });
  if (found) return found.value;
  try {
    return (await db.databaseIdentity.create({ data: { id: 1, value: randomBytes(16).toString("hex") } })).value;
  } catch {
    return (await db.databaseIdentity.findUniqueOrThrow({ where: { id: 1 } })).value;
  }
}

/** The database id the storage's marker names; the marker is written with `mine` when there is none. */
export async function storageOwner(driver: StorageDriver, mine: string): Promise<string | null> {
  await driver.create(OWNER_MARKER, Buffer.from(JSON.stringify({ database: mine })));
  const body = await driver.get(OWNER_MARKER);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  try {
    const owner = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { database?: unknown }).database;
    return typeof owner === "string" ? owner : null;
  } catch {
    return null;
  }
}

export type SweepResult = { removed: string[]; refused?: { owner: string | null } };

/**
 * Removes stored files the database does not keep (no record names them, and no standalone upload
 * of the last hour), and leftover temporary files, older than the grace period; refuses when the
 * storage belongs to another database.
 */
export async function sweepOrphanUploads({
  now = new Date(),
  graceMs = ORPHAN_GRACE_MS,
  driver = storage(),
}: { now?: Date; graceMs?: number; driver?: StorageDriver } = {}): Promise<SweepResult> {
  const mine = await databaseId();
  const owner = await storageOwner(driver, mine);
  if (owner !== mine) {
    logger().error(
      { owner: owner ?? "(unreadable marker)", database: mine },
      "upload sweep refused: the upload storage belongs to another database; two databases must not share one upload folder or bucket",
    );
    return { removed: [], refused: { owner } };
  }
  const kept = await referencedUploadKeys(db, { keepSince: new Date(now.getTime() - UNCLAIMED_GRACE_MS) });
  const removed: string[] = [];
  for await (const { key, modified } of driver.list()) {
    if (now.getTime() - modified.getTime() < graceMs) continue;
    // only our own names: a shared bucket or directory may hold other things
    const ours = keyOf(key) !== null || key.startsWith(".tmp-");
    // a photo's resized copy goes with its original
    if (!ours || kept.has(originalOfVariant(key) ?? key)) continue;
    await driver.delete(key);
    await db.upload.deleteMany({ where: { key } });
    removed.push(key);
  }
  return { removed };
}

let started = false;
const unclaimedTimer = serverTimer(
  sweepUnclaimedUploads,
  (removed) => removed.length > 0 && logger().info({ removed: removed.length }, "removed unclaimed uploads"),
  "unclaimed upload sweep failed",
);

/**
 * At start: the orphan sweep in the background (a large bucket must not delay serving); then,
 * every SWEEP_EVERY_MS, the standalone uploads nobody claimed.
 */
export function startUploadSweeps({ everyMs = SWEEP_EVERY_MS } = {}) {
  if (started) return;
  started = true;
  void sweepOrphanUploads()
    .then(({ removed }) => removed.length > 0 && logger().info({ removed: removed.length }, "removed orphaned uploads"))
    .catch((err) => logger().error({ err }, "upload sweep failed"));
  unclaimedTimer(everyMs);
}
