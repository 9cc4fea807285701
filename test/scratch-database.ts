// A scratch database for the tests that reach a real one: a SQLite file in a temporary folder, or
// with TEST_PG_URL=postgres://… (a server where a scratch database may be created) a PostgreSQL
// database made for the test file; with every migration applied, as `npm start` does, unless the
// test applies them itself. `drop` removes it (the folder, or the database).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { applyMigrations } from "@/prisma/migrate.mjs";

export async function scratchDatabase({ migrate = true } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_PG_URL;
  let url: string;
  let drop: () => Promise<void>;
  if (!server) {
    const dir = mkdtempSync(path.join(tmpdir(), "manara-test-"));
    url = `file:${path.join(dir, "test.db")}`;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const { default: pg } = await import("pg");
    const name = `manara_test_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  if (migrate) await applyMigrations(url, { log: () => {} });
  return { url, drop };
}
