import "server-only";
import { db } from "@/lib/db";

/** The session version (migration session_version; lib/auth/session-cache.ts): one indexed row. */
export async function sessionVersion(): Promise<number | undefined> {
  const rows = await db.$queryRaw<{ version: number | bigint }[]>`SELECT "version" FROM "SessionVersion" WHERE "id" = 1`;
  return rows.length ? Number(rows[0].version) : undefined;
}
