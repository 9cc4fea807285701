// Starts the production build on a throwaway database (SQLite, or E2E_DATABASE_URL), wiped, migrated and seeded.
import { rmSync } from "node:fs";
import { E2E_ENV } from "./env.mjs";

Object.assign(process.env, E2E_ENV);
rmSync("data/e2e", { recursive: true, force: true });
if (/^postgres(ql)?:\/\//.test(E2E_ENV.DATABASE_URL)) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await client.connect();
  await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
}
await import("./instance.mjs");
