// Gives every member stored before handles existed one (migration researcher_profile, after.ts),
// oldest first, from their username or name; a taken one gets a number.
import { firstFreeHandle, handleBaseOf } from "../lib/users/handles";

type Db = { all: (sql: string) => Promise<Record<string, unknown>[]>; run: (sql: string, params: unknown[]) => Promise<unknown> };

export async function backfillHandles(db: Db) {
  const taken = new Set((await db.all(`SELECT "handle" FROM "user" WHERE "handle" IS NOT NULL`)).map((r) => String(r.handle)));
  const rows = await db.all(`SELECT "id", "username", "name", "email" FROM "user" WHERE "handle" IS NULL ORDER BY "createdAt", "id"`);
  for (const row of rows) {
    const base = handleBaseOf(row.username as string | null, row.name as string, row.email as string);
    const handle = firstFreeHandle(base, taken);
    taken.add(handle);
    await db.run(`UPDATE "user" SET "handle" = $1 WHERE "id" = $2`, [handle, row.id]);
  }
}
