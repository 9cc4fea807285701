// A real, empty database for the domain tests, standing in for lib/db.ts: a scratch SQLite file,
// or with TEST_PG_URL=postgres://… (a server where a scratch database may be created) a scratch
// PostgreSQL database; either way with every migration applied, as `npm start` does. Each test
// file gets its own (vitest loads modules per file), so whole-database counts are the file's own.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { scriptClient } from "@/prisma/client";
import { applyMigrations } from "@/prisma/migrate.mjs";

let dropDatabase = async () => {};

async function scratchDatabaseUrl(): Promise<string> {
  const server = process.env.TEST_PG_URL;
  if (!server) {
    const dir = mkdtempSync(path.join(tmpdir(), "manara-domain-"));
    dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
    return `file:${path.join(dir, "test.db")}`;
  }
  const { default: pg } = await import("pg");
  const name = `manara_domain_${randomBytes(4).toString("hex")}`;
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

const url = await scratchDatabaseUrl();
await applyMigrations(url, { log: () => {} });
// the app's configuration is read through one schema: give it this database and a secret
process.env.DATABASE_URL = url;
process.env.BETTER_AUTH_SECRET ??= "domain-test-secret-domain-test-secret";

export const db = await scriptClient(url);
export const isPostgresUrl = (u: string) => /^postgres(ql)?:\/\//.test(u);

/** Closes the client and drops the scratch database (the SQLite file's folder, or the PostgreSQL database). */
export async function closeDatabase() {
  await db.$disconnect();
  await dropDatabase();
}
