// Online backups and restores of the database and the uploads (`npm run db:backup`,
// `npm run db:restore`). A backup is a directory data/backups/<UTC timestamp>/ holding
// manifest.json, the database (SQLite: app.db through SQLite's backup API; PostgreSQL:
// database.dump from pg_dump's custom format) and uploads/ (a copy of UPLOAD_DIR; with S3_BUCKET
// set, the manifest names the bucket instead, whose own versioning keeps the files).
import { execFile } from "node:child_process";
import { constants, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { databaseUrl, isPostgres, sqliteFile } from "../prisma/migrate.mjs";
import { readConfig, toolEnv } from "./config.mjs";

const run = promisify(execFile);
const FORMAT = "manara-backup/1";
const SQLITE_FILE = "app.db";
const PG_FILE = "database.dump";
const UPLOADS = "uploads";

/** Where the app keeps uploads, as lib/env.ts reads it. */
export const uploadDir = () => path.resolve(readConfig().UPLOAD_DIR);

/**
 * Backs up while the app serves. Files are copied before and after the database snapshot, so every
 * file that existed when the backup began, and every file a row of the snapshot names, is in it.
 * Written to `<name>.partial` and renamed when complete: a backup directory is always whole.
 */
export async function createBackup({
  url = databaseUrl(),
  uploads = uploadDir(),
  into = "data/backups",
  bucket = readConfig().S3_BUCKET,
  log = console.log,
} = {}) {
  const name = new Date().toISOString().replace(/:/g, "-").replace(".", "-");
  const target = path.resolve(into, name);
  const staging = `${target}.partial`;
  await mkdir(staging, { recursive: true });
  try {
    const files = bucket ? null : path.join(staging, UPLOADS);
    if (files) await copyNewFiles(uploads, files);
    const engine = isPostgres(url) ? "postgresql" : "sqlite";
    if (engine === "postgresql") await dumpPostgres(url, path.join(staging, PG_FILE));
    else await backupSqlite(sqliteFile(url), path.join(staging, SQLITE_FILE));
    const copied = files ? await copyNewFiles(uploads, files) : 0;
    const manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      engine,
      database: engine === "postgresql" ? PG_FILE : SQLITE_FILE,
      uploads: files ? { dir: UPLOADS, files: copied } : null,
      bucket: bucket ? { name: bucket, endpoint: readConfig().S3_ENDPOINT ?? null, region: readConfig().S3_REGION } : null,
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
    await rename(staging, target);
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
  log(`backup written to ${path.relative(process.cwd(), target) || target}`);
  return target;
}

/**
 * Restores a backup into DATABASE_URL and UPLOAD_DIR. Refuses when either already holds data,
 * unless `force` (then the app must be stopped: the database and the uploads are replaced).
 */
export async function restoreBackup(dir, { url = databaseUrl(), uploads = uploadDir(), force = false, log = console.log } = {}) {
  const manifest = readManifest(dir);
  const engine = isPostgres(url) ? "postgresql" : "sqlite";
  if (manifest.engine !== engine) throw new Error(`This backup is of a ${manifest.engine} database; DATABASE_URL names a ${engine} one.`);
  if (!force) {
    const taken = [];
    if (await databaseHoldsData(url)) taken.push(engine === "sqlite" ? sqliteFile(url) : "the database of DATABASE_URL");
    if (manifest.uploads && hasEntries(uploads)) taken.push(uploads);
    if (taken.length > 0) {
      throw new Error(
        `Refusing to overwrite ${taken.join(" and ")}: restore into a fresh DATABASE_URL and UPLOAD_DIR, or stop the app and pass --force to replace them.`,
      );
    }
  }
  if (engine === "postgresql") await restorePostgres(url, path.join(dir, manifest.database), force);
  else await restoreSqlite(path.join(dir, manifest.database), sqliteFile(url));
  if (manifest.uploads) {
    if (force) await rm(uploads, { recursive: true, force: true });
    await copyNewFiles(path.join(dir, manifest.uploads.dir), uploads);
  } else if (manifest.bucket) {
    log(`uploads were not copied: they live in the bucket ${manifest.bucket.name}${manifest.bucket.endpoint ? ` at ${manifest.bucket.endpoint}` : ""}`);
  }
  log(`restored the backup of ${manifest.created_at} (${engine})`);
}

function readManifest(dir) {
  const file = path.join(dir, "manifest.json");
  if (!existsSync(file)) throw new Error(`${dir} is not a backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  if (manifest.format !== FORMAT) throw new Error(`${dir}: unknown backup format ${manifest.format}.`);
  return manifest;
}

const hasEntries = (dir) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Copies the files of `from` missing in `to` (recursively), skipping the upload driver's
 * half-written `.tmp-*` files; returns how many files `to` then holds. Uploads are never changed
 * in place (a new file gets a new random name), so a name already copied is already right.
 */
async function copyNewFiles(from, to) {
  await mkdir(to, { recursive: true });
  let count = 0;
  for (const entry of existsSync(from) ? await readdir(from, { withFileTypes: true }) : []) {
    if (entry.name.startsWith(".tmp-")) continue;
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      count += await copyNewFiles(src, dest);
    } else if (entry.isFile()) {
      count++;
      if (existsSync(dest)) continue;
      // a file deleted since the listing is simply not part of this backup
      await copyFile(src, dest, constants.COPYFILE_FICLONE).catch((e) => {
        if (e.code === "ENOENT") count--;
        else throw e;
      });
    }
  }
  return count;
}

async function backupSqlite(from, to) {
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(from, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 15000");
    // the whole database in one step: one read transaction, so one consistent snapshot that
    // writers (WAL) do not wait for and that is never restarted by their commits
    await db.backup(to, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  // one self-contained file (no -wal/-shm beside it), checked
  const copy = new Database(to);
  try {
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`the SQLite backup failed its check: ${check}`);
  } finally {
    copy.close();
  }
}

async function restoreSqlite(from, to) {
  await mkdir(path.dirname(to), { recursive: true });
  const tmp = `${to}.restoring`;
  await copyFile(from, tmp);
  // the old file's write-ahead log must not be replayed onto the restored database
  await Promise.all(["-wal", "-shm"].map((s) => rm(`${to}${s}`, { force: true })));
  await rename(tmp, to);
}

/** The newest PostgreSQL client tools: PG_BIN, else Debian's /usr/lib/postgresql/<v>/bin, else PATH. */
function pgTool(name) {
  const dirs = [toolEnv.PG_BIN].filter(Boolean);
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v) && existsSync(path.join(debian, v, "bin", name)));
    dirs.push(...versions.sort((a, b) => Number(b) - Number(a)).map((v) => path.join(debian, v, "bin")));
  }
  return dirs.map((d) => path.join(d, name)).find((f) => existsSync(f) && statSync(f).isFile()) ?? name;
}

async function dumpPostgres(url, file) {
  // one transaction snapshot (pg_dump's own), so concurrent writes land either wholly in or out
  await run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`], { maxBuffer: 64 << 20 });
}

async function restorePostgres(url, file, replace) {
  if (replace) await pgQuery(url, "DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  await run(pgTool("pg_restore"), ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file], {
    maxBuffer: 64 << 20,
  });
}

async function pgQuery(url, sql) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function databaseHoldsData(url) {
  if (isPostgres(url)) {
    const rows = await pgQuery(url, "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'");
    return rows[0].n > 0;
  }
  const file = sqliteFile(url);
  return existsSync(file) && statSync(file).size > 0;
}
