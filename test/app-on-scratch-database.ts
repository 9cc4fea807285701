// The app's own modules on a fresh scratch database (test/scratch-database.ts), for a test that mocks
// lib/db.ts with test/app-database.ts: the configuration is pointed at the database, a site address and
// a secret before the app's database module is loaded, so the app's modules then find it made.
import { expect, vi } from "vitest";
import { scratchDatabase } from "@/test/scratch-database";

export async function appOnScratchDatabase(secret: string) {
  const { url, drop } = await scratchDatabase();
  process.env.DATABASE_URL = url;
  process.env.APP_URL = "https://manara.test";
  process.env.BETTER_AUTH_SECRET = secret;
  const { db } = await import("@/lib/db");
  /** Waits for the mail outbox to drain what the test queued, then closes the client and drops the database. */
  async function close() {
    await vi.waitFor(async () => expect(await db.mailOutbox.count({ where: { status: "pending" } })).toBe(0), { timeout: 60_000 });
    await (globalThis as { manaraDraining?: Promise<number> }).manaraDraining;
    await db.$disconnect();
    await drop();
  }
  return { db, close };
}
