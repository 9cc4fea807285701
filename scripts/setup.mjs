// Prepares a machine to serve the app, offline and idempotently: data/, the session secret,
// the database with every migration, the superadmin and (on a new database) demo content.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyMigrations, withSetupLock } from "../prisma/migrate.mjs";
import { childEnv, readConfig } from "./config.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export async function setup({ log = console.log } = {}) {
  mkdirSync(path.join(root, "data"), { recursive: true });
  const secretFile = path.join(root, "data/.secret");
  if (!readConfig().BETTER_AUTH_SECRET && !existsSync(secretFile)) {
    try {
      // "wx": when two instances start together, the first secret written is the one both use
      writeFileSync(secretFile, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
      log("generated the session secret in data/.secret");
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  }
  // several instances may start together on one database: one migrates and seeds, the others wait
  await withSetupLock(async () => {
    await applyMigrations(undefined, { log });
    execFileSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "prisma/seed.ts")], { stdio: "inherit", cwd: root, env: childEnv() });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setup().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
