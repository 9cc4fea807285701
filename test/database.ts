// A real, empty database for the domain tests, standing in for lib/db.ts (test/scratch-database.ts:
// a scratch SQLite file, or a scratch PostgreSQL database with TEST_PG_URL), with every migration
// applied. Each test file gets its own (vitest loads modules per file), so whole-database counts are
// the file's own.
import { scriptClient } from "@/prisma/client";
import { scratchDatabase } from "@/test/scratch-database";

const { url, drop } = await scratchDatabase();
// the app's configuration is read through one schema: give it this database and a secret
process.env.DATABASE_URL = url;
process.env.BETTER_AUTH_SECRET ??= "domain-test-secret-domain-test-secret";

export const db = await scriptClient(url);
export const isPostgresUrl = (u: string) => /^postgres(ql)?:\/\//.test(u);

/** Closes the client and drops the scratch database (the SQLite file's folder, or the PostgreSQL database). */
export async function closeDatabase() {
  await db.$disconnect();
  await drop();
}
