// Offline migrations. Prisma's CLI downloads a native schema engine, which this network refuses,
// so this script does the two jobs itself:
//   node prisma/migrate.mjs            apply pending migrations to DATABASE_URL (SQLite or PostgreSQL)
//   node prisma/migrate.mjs new NAME   diff prisma/schema.prisma against the migrations (dev only, uses
//                                      the WebAssembly schema engine) and write NAME for both databases
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "../scripts/config.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SQLITE_DIR = path.join(root, "prisma/migrations");
const PG_DIR = path.join(root, "prisma/postgres/migrations");
const PG_SCHEMA = path.join(root, "prisma/postgres/schema.prisma");

export function databaseUrl() {
  return readConfig().DATABASE_URL;
}
export const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url);

export function sqliteFile(url) {
  const file = url.replace(/^file:/, "");
  return path.isAbsolute(file) ? file : path.join(root, file);
}

function migrationNames(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
}

/** Runs a migration's TypeScript data step, loading TypeScript only for it (the server that may start next in this process must not inherit the loader). */
async function runAfter(file, db) {
  const { register } = await import("tsx/esm/api");
  const scoped = register({ namespace: crypto.randomUUID() });
  try {
    await (await scoped.import(file, import.meta.url)).default(db);
  } finally {
    await scoped.unregister();
  }
}

const checksum = (sql) => createHash("sha256").update(sql).digest("hex");

/** Applies every migration not yet recorded in _prisma_migrations, each in its own transaction. */
export async function applyMigrations(url = databaseUrl(), { log = console.log } = {}) {
  const pg = isPostgres(url);
  const dir = pg ? PG_DIR : SQLITE_DIR;
  const db = pg ? await openPostgres(url) : await openSqlite(url);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMP,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMP,
      "started_at" TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const isDone = async (name) =>
      (await db.all(`SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL`)).some((r) => r.migration_name === name);
    let applied = 0;
    for (const name of migrationNames(dir)) {
      if (await isDone(name)) continue;
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const after = path.join(dir, name, "after.ts"); // a data step in TypeScript, e.g. preparing search keys
      let ran = false;
      await db.transaction(async () => {
        // asked again inside the write transaction: another instance starting beside this one
        // may have applied it while this one waited
        if (await isDone(name)) return;
        ran = true;
        await db.exec(sql);
        if (existsSync(after)) await runAfter(after, db);
        await db.run(
          `INSERT INTO "_prisma_migrations" ("id","checksum","finished_at","migration_name","applied_steps_count") VALUES ($1,$2,CURRENT_TIMESTAMP,$3,1)`,
          [crypto.randomUUID(), checksum(sql), name],
        );
      });
      if (!ran) continue;
      applied++;
      log(`applied migration ${name}`);
    }
    return applied;
  } finally {
    await db.close();
  }
}

/**
 * Runs `fn` (migrations and seeding) while no other instance's setup runs on the same database:
 * a PostgreSQL advisory lock, or an exclusive lock on a small SQLite file beside the database.
 * Both locks are let go when their process ends, even by a crash.
 */
export async function withSetupLock(fn, url = databaseUrl()) {
  if (isPostgres(url)) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("SELECT pg_advisory_lock(727275)");
      return await fn();
    } finally {
      await client.end(); // ending the session releases its advisory lock
    }
  }
  const { default: Database } = await import("better-sqlite3");
  const file = sqliteFile(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const lock = new Database(`${file}-setup-lock`, { timeout: 300_000 });
  try {
    lock.exec("BEGIN EXCLUSIVE");
    return await fn();
  } finally {
    lock.close(); // closing (or dying) ends the transaction and its lock
  }
}

/** The migrator's SQLite connection (exported for its test). */
export async function openSqlite(url) {
  const { default: Database } = await import("better-sqlite3");
  const file = sqliteFile(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  const bind = (sql) => sql.replace(/\$\d+/g, "?");
  return {
    exec: async (sql) => db.exec(sql),
    all: async (sql) => db.prepare(sql).all(),
    run: async (sql, params) => db.prepare(bind(sql)).run(...params),
    // A migration may rebuild a table as Prisma writes it (create the new one, copy, DROP the old,
    // rename): with foreign keys on, that DROP deletes every row of the tables that cascade from it.
    // The script's own `PRAGMA foreign_keys=OFF` does nothing inside a transaction, so the keys are
    // switched off around it here, and on again after.
    transaction: async (fn) => {
      db.pragma("foreign_keys = OFF");
      db.exec("BEGIN IMMEDIATE");
      try {
        await fn();
        db.exec("COMMIT");
      } catch (e) {
        db.exec("ROLLBACK");
        throw e;
      } finally {
        db.pragma("foreign_keys = ON");
      }
    },
    close: async () => db.close(),
  };
}

async function openPostgres(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // one migrator at a time when several app instances start together
  await client.query("SELECT pg_advisory_lock(727274)");
  return {
    exec: async (sql) => client.query(sql),
    all: async (sql) => (await client.query(sql)).rows,
    run: async (sql, params) => client.query(sql, params),
    transaction: async (fn) => {
      await client.query("BEGIN");
      try {
        await fn();
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw e;
      }
    },
    close: async () => {
      await client.query("SELECT pg_advisory_unlock(727274)");
      await client.end();
    },
  };
}

// ── dev only: creating a migration ───────────────────────────────────────────────────────────

/** The PostgreSQL variant of the schema: same models, another provider and client output. */
export function postgresSchema(sqliteSchema) {
  return sqliteSchema
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output   = "../lib/generated/prisma"', 'output   = "../../lib/generated/prisma-pg"')
    .replace(/^\/\/ Source of truth[^\n]*\n(\/\/[^\n]*\n)*/, "// GENERATED from prisma/schema.prisma by `npm run db:diff`: do not edit.\n");
}

let wasmModule;
async function loadWasm() {
  if (wasmModule) return wasmModule;
  const wasmDir = path.join(root, "node_modules/@prisma/schema-engine-wasm");
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m) => console.error("schema engine panic:", m) };
  const mod = await import(path.join(wasmDir, "schema_engine_bg.js"));
  const bytes = readFileSync(path.join(wasmDir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": mod });
  mod.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  return (wasmModule = mod);
}

export async function engineFor(provider) {
  const mod = await loadWasm();
  const { bindMigrationAwareSqlAdapterFactory } = await import("@prisma/driver-adapter-utils");
  let factory;
  if (provider === "sqlite") {
    const { PrismaBetterSqlite3 } = await import("@prisma/adapter-better-sqlite3");
    factory = new PrismaBetterSqlite3({ url: ":memory:" });
  } else {
    // Diffing two schema files needs no server: an adapter that only reports its version.
    const adapter = {
      provider: "postgres",
      adapterName: "@prisma/adapter-pg",
      queryRaw: async () => ({ columnNames: ["version"], columnTypes: [7], rows: [["PostgreSQL 15.0"]] }),
      executeRaw: async () => 0,
      executeScript: async () => {},
      startTransaction: async () => {
        throw new Error("no database");
      },
      getConnectionInfo: () => ({ schemaName: "public", supportsRelationJoins: true }),
      dispose: async () => {},
    };
    factory = { provider: "postgres", adapterName: "@prisma/adapter-pg", connect: async () => adapter, connectToShadowDb: async () => adapter };
  }
  return mod.SchemaEngine.new({ datamodels: undefined }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
}

export async function diff(provider, from, to) {
  const engine = await engineFor(provider);
  const filters = { externalTables: [], externalEnums: [] };
  const result = await engine.diff({ from, to, script: true, exitCode: null, filters });
  return result.stdout ?? "";
}

async function createMigration(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error("name: lower-case letters, digits and _");
  const schema = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
  const oldPg = existsSync(PG_SCHEMA) ? readFileSync(PG_SCHEMA, "utf8") : null;
  const newPg = postgresSchema(schema);
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const folder = `${stamp}_${name}`;
  // The committed PostgreSQL schema is the snapshot of the models at the last migration, so both
  // dialects are diffed schema-to-schema (no shadow database, no server).
  const previous = (provider) =>
    oldPg
      ? { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: oldPg.replace('provider = "postgresql"', `provider = "${provider}"`) }] }
      : { tag: "empty" };
  const next = (content) => ({ tag: "schemaDatamodel", files: [{ path: "schema.prisma", content }] });
  const sqliteSql = await diff("sqlite", previous("sqlite"), next(schema));
  const pgSql = await diff("postgres", previous("postgresql"), next(newPg));
  if (!sqliteSql.trim() || /empty migration/i.test(sqliteSql.split("\n").slice(0, 2).join(""))) {
    console.log("schema and migrations agree: nothing to do");
    return;
  }
  for (const [dir, sql] of [
    [SQLITE_DIR, sqliteSql],
    [PG_DIR, pgSql],
  ]) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    if (!existsSync(path.join(dir, "migration_lock.toml")))
      writeFileSync(path.join(dir, "migration_lock.toml"), `# Written by prisma/migrate.mjs\nprovider = "${dir === PG_DIR ? "postgresql" : "sqlite"}"\n`);
    writeFileSync(path.join(dir, folder, "migration.sql"), sql);
  }
  writeFileSync(PG_SCHEMA, newPg);
  console.log(`wrote ${folder} (sqlite and postgres)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [cmd, name] = process.argv.slice(2);
  (cmd === "new" ? createMigration(name) : applyMigrations()).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
