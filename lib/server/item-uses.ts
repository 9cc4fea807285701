import "server-only";
import { db } from "@/lib/db";
import type { LearningItem } from "@/lib/admin-sections";
import { AppError, toAppError } from "@/lib/errors";

// COUNTER-style use counting (as digital libraries report downloads): one row per member, item and
// day, so a double click, a retry or a download manager's byte ranges count once.

export type ItemType = LearningItem;

/** Today's key, in UTC. */
export const dayKey = (at = new Date()) => at.toISOString().slice(0, 10);

/** Records a use; a second one the same day is the same row (a unique key, so races are safe too). */
export async function recordUse({ itemType, itemId, userId }: { itemType: ItemType; itemId: number; userId: string }) {
  try {
    await db.itemUse.create({ data: { itemType, itemId, userId, day: dayKey() } });
  } catch (e) {
    if (toAppError(e)?.code !== "CONFLICT") throw e;
  }
}

/**
 * What a download or open endpoint serves: a kept file (its key and the name it downloads under) or
 * a link to follow, and `count`, which records the member's use once it was served (the route
 * knows whether it was: HEAD, a 304 or a refused range count nothing).
 */
export type CountedDownload = ({ key: string; name?: string } | { link: string }) & { count: () => Promise<void> };

/** A download of `file` counted for the member; nothing to serve (no file, no link) is a 404. */
export function countedDownload(
  file: { key: string; name?: string } | { link: string } | null,
  use: { itemType: ItemType; itemId: number; userId: string },
): CountedDownload {
  if (!file) throw new AppError("NOT_FOUND", "File not found");
  return { ...file, count: () => recordUse(use) };
}

/** Uses per item (downloads, views): every member-day counts once. */
export async function countUses(itemType: ItemType, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.itemUse.groupBy({ by: ["itemId"], where: { itemType, itemId: { in: ids } }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.itemId, r._count._all]));
}

/** Distinct members per item (an exam's enrollments). */
export async function countMembers(itemType: ItemType, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.itemUse.groupBy({ by: ["itemId", "userId"], where: { itemType, itemId: { in: ids } } });
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.itemId, (out.get(r.itemId) ?? 0) + 1);
  return out;
}

/** Forgets an item's uses when the item is deleted (inside its transaction). */
export function forgetUses(tx: Pick<typeof db, "itemUse">, itemType: ItemType, itemId: number) {
  return tx.itemUse.deleteMany({ where: { itemType, itemId } });
}
