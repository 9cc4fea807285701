import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { createUser, expect, loginAs, test } from "../fixtures";
import { scriptClient } from "../../prisma/client";
import { freshLoopbackAddress, postFrom } from "../client-address";
import { E2E_ENV } from "../env.mjs";

// Backs up while writers keep the server busy, restores into a fresh database and directory, and
// finds every row and file that existed when the backup began. In the quiet project: the only
// writers then are this test's, so no other test deletes a row between the two readings.
const run = promisify(execFile);
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const isPostgres = /^postgres(ql)?:\/\//.test(E2E_ENV.DATABASE_URL);

/** Runs one of the backup scripts as `npm run db:…` would, against the given database and uploads. */
function script(name: string, args: string[], env: { DATABASE_URL: string; UPLOAD_DIR: string }) {
  return run("node", [`scripts/${name}.mjs`, ...args], { env: { ...process.env, ...E2E_ENV, ...env } });
}

/** Every table's primary keys (rows of a table without one: their count), as comparable strings. */
async function tableKeys(url: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (isPostgres) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows: tables } = await client.query(
        `SELECT t.table_name AS name, array_remove(array_agg(k.column_name::text ORDER BY k.ordinal_position), NULL) AS pk
           FROM information_schema.tables t
           LEFT JOIN information_schema.table_constraints c ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY'
           LEFT JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema
          WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' GROUP BY t.table_name`,
      );
      for (const { name, pk } of tables as { name: string; pk: string[] }[]) {
        const cols = pk.length > 0 ? pk.map((c) => `"${c}"`).join(", ") : "count(*)";
        const { rows } = await client.query({ text: `SELECT ${cols} FROM "${name}"`, rowMode: "array" });
        out.set(
          name,
          rows.map((r) => JSON.stringify(r)),
        );
      }
    } finally {
      await client.end();
    }
    return out;
  }
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(url.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string; sql: string }[];
    // full-text indexes (virtual tables) and their shadow tables are derived data, merged as rows are written
    const virtual = tables.filter((t) => /^CREATE VIRTUAL/i.test(t.sql)).map((t) => t.name);
    for (const { name } of tables.filter((t) => !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)))) {
      const pk = (db.prepare(`SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`).all(name) as { name: string }[]).map((c) => `"${c.name}"`);
      const rows = db
        .prepare(`SELECT ${pk.length > 0 ? pk.join(", ") : "count(*)"} FROM "${name}"`)
        .raw()
        .all();
      out.set(
        name,
        rows.map((r) => JSON.stringify(r)),
      );
    }
  } finally {
    db.close();
  }
  return out;
}

/** name → sha256 of every stored upload (the driver's half-written `.tmp-*` files aside). */
function uploadHashes(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  const names = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith(".tmp-"));
  return new Map(
    names.map((e) => [
      path.relative(dir, path.join(e.parentPath, e.name)),
      createHash("sha256")
        .update(readFileSync(path.join(e.parentPath, e.name)))
        .digest("hex"),
    ]),
  );
}

/** A fresh, empty database of the e2e engine; `drop` removes it. */
async function freshDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!isPostgres) return { url: `file:${path.join(dir, "app.db")}`, drop: async () => {} };
  const { default: pg } = await import("pg");
  const name = `manara_restore_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(E2E_ENV.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Until `stop()`: uploads an image and creates an article naming it, and registers a member. */
function writeLoad(admin: APIRequestContext, { writers, titled }: { writers: number; titled: string }) {
  let stopped = false;
  const failures: string[] = [];
  let acknowledged = 0;
  const ok = async (res: Promise<APIResponse>) => {
    const r = await res;
    if (r.status() >= 300) failures.push(`${r.status()} ${await r.text()}`);
    else acknowledged++;
    return r;
  };
  const loop = async () => {
    while (!stopped) {
      const tag = randomUUID().slice(0, 8);
      const upload = await ok(
        admin.post("/backend/api/posts/upload_image.php", { multipart: { image: { name: "a.png", mimeType: "image/png", buffer: PNG } } }),
      );
      const image_path = upload.ok() ? ((await upload.json()) as { image_path: string }).image_path : "";
      await ok(
        admin.post("/backend/api/posts/create.php", {
          data: { title: `${titled} ${tag}`, content: "ملخص", author: "باحث", keywords: "", image_path, full_content: "<p>نص</p>", category: "", read_time: 1 },
        }),
      );
      // each from a loopback address of its own: the load spends no other test's per-address registration budget
      const registered = await postFrom(freshLoopbackAddress(), "/backend/api/auth/register.php", {
        email: `load-${tag}@e2e.test`,
        password: `pass-${tag}-long`,
        username: `load${tag}`,
        name: `عضو ${tag}`,
      });
      if (registered.status >= 300) failures.push(`${registered.status} ${JSON.stringify(registered.json)}`);
      else acknowledged++;
    }
  };
  const running = Promise.all(Array.from({ length: writers }, loop));
  return {
    acknowledged: () => acknowledged,
    failures,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

test("an online backup under write load restores every row and file that existed when it began", async ({ playwright }) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const admin = await playwright.request.newContext({ baseURL });
  await loginAs(admin, await createUser("admin"));
  const work = path.resolve("data/e2e", `backup-${randomUUID().slice(0, 8)}`);
  const fresh = await freshDatabase(work);
  try {
    const titled = `نسخة ${randomUUID().slice(0, 8)}`;
    const load = writeLoad(admin, { writers: 3, titled });
    await expect.poll(load.acknowledged).toBeGreaterThan(6); // the writers are under way

    const rowsBefore = await tableKeys(E2E_ENV.DATABASE_URL);
    const filesBefore = uploadHashes(E2E_ENV.UPLOAD_DIR);
    const backup = await script("db-backup", ["--into", path.join(work, "backups")], E2E_ENV);
    const ackedDuringBackup = load.acknowledged();
    await expect.poll(load.acknowledged).toBeGreaterThan(ackedDuringBackup); // still serving after it
    await load.stop();
    expect(load.failures).toEqual([]);

    const dir = backup.stdout.match(/backup written to (\S+)/)?.[1];
    expect(dir, backup.stdout).toBeTruthy();
    const manifest = JSON.parse(readFileSync(path.join(dir!, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ format: "manara-backup/1", engine: isPostgres ? "postgresql" : "sqlite", bucket: null });

    const target = { DATABASE_URL: fresh.url, UPLOAD_DIR: path.join(work, "uploads") };
    await script("db-restore", [dir!], target);

    const rowsAfter = await tableKeys(fresh.url);
    expect([...rowsAfter.keys()].sort()).toEqual([...rowsBefore.keys()].sort());
    for (const [table, keys] of rowsBefore) {
      const restored = new Set(rowsAfter.get(table));
      expect(
        keys.filter((k) => !restored.has(k)),
        `rows of ${table} missing after the restore`,
      ).toEqual([]);
    }
    expect(rowsBefore.get("Post")?.length).toBeGreaterThan(0);
    const filesAfter = uploadHashes(target.UPLOAD_DIR);
    expect(filesBefore.size).toBeGreaterThan(0);
    for (const [name, hash] of filesBefore) expect(filesAfter.get(name), `upload ${name}`).toBe(hash);
    // no row without its file: every upload an article of the load names was restored with it
    const restored = await scriptClient(fresh.url);
    const images = (await restored.post.findMany({ where: { title: { startsWith: titled } }, select: { imagePath: true } })).flatMap(
      (p) => p.imagePath?.match(/^\/uploads\/(.+)$/)?.[1] ?? [],
    );
    await restored.$disconnect();
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((key) => !filesAfter.has(key))).toEqual([]);

    // a second restore into what now holds data is refused, and changes nothing
    const again = await script("db-restore", [dir!], target).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(again?.code).toBe(1);
    expect(again?.stderr).toContain("Refusing to overwrite");
  } finally {
    await fresh.drop();
    rmSync(work, { recursive: true, force: true });
    await admin.dispose();
  }
});
