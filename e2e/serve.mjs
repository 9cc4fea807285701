// Starts the production build on a throwaway SQLite database: wiped, migrated and seeded.
import { rmSync } from "node:fs";
import { E2E_ENV } from "./env.mjs";

Object.assign(process.env, E2E_ENV);
rmSync("data/e2e", { recursive: true, force: true });
const { setup } = await import("../scripts/setup.mjs");
await setup();
await import("../scripts/server.mjs");
