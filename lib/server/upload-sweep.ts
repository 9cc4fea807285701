import "server-only";
import { db } from "@/lib/db";
import { keyOf, storage } from "@/lib/storage";
import { referencedUploadKeys } from "@/prisma/uploads";

// A crash (or a failed request) between keeping a file and committing the row that names it, or
// between deleting a row and its file, leaves a file no row names. Every start sweeps such files
// away, and the temporary files of interrupted writes, once they are older than ORPHAN_GRACE_MS:
// younger ones may belong to an upload another instance is finishing right now.
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/** Removes stored files no row names and leftover temporary files, older than the grace period. */
export async function sweepOrphanUploads({ now = new Date(), graceMs = ORPHAN_GRACE_MS } = {}): Promise<string[]> {
  const driver = storage();
  const referenced = await referencedUploadKeys(db);
  const removed: string[] = [];
  for await (const { key, modified } of driver.list()) {
    if (now.getTime() - modified.getTime() < graceMs) continue;
    // only our own names: a shared bucket or directory may hold other things
    const ours = keyOf(key) !== null || key.startsWith(".tmp-");
    if (!ours || referenced.has(key)) continue;
    await driver.delete(key);
    removed.push(key);
  }
  return removed;
}
