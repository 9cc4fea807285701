import "server-only";
import { db } from "@/lib/db";

/** The updates panel: newest first, a bounded number. */
export async function findLatestUpdates({ limit = 10 }: { limit?: number } = {}) {
  return db.latestUpdate.findMany({ orderBy: [{ date: "desc" }, { id: "desc" }], take: limit });
}
