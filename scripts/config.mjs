// The scripts' one reader of the environment. It reads `.env` (and `.env.local`, `.env.production`,
// as Next does for the app, with the same loader) into process.env, then parses every variable with
// the app's own schema (lib/env-schema.mjs). A bad value stops the script here, naming the variable,
// before anything else runs.
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextEnv from "@next/env";
import { parseEnv } from "../lib/env-schema.mjs";
import { DEFAULT_BUILD_DIR } from "./build-dir.mjs";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

nextEnv.loadEnvConfig(root, false, { info: () => {}, error: (...args) => console.error(...args) });

/** The validated configuration as the environment holds it now; a bad value exits. */
export function readConfig() {
  try {
    return parseEnv(process.env);
  } catch (e) {
    if (e?.name !== "ConfigError") throw e;
    console.error(e.message);
    process.exit(1);
  }
}

// checked once on load, so that a script stops before doing anything
readConfig();

/**
 * Variables only the tools read (benchmarks, backups, screenshots, the test runners); they never
 * change how the app serves.
 */
export const toolEnv = {
  BENCH_SIZES: process.env.BENCH_SIZES,
  BENCH_DURATION: process.env.BENCH_DURATION,
  BENCH_PORT: process.env.BENCH_PORT,
  BENCH_LIGHTHOUSE: process.env.BENCH_LIGHTHOUSE,
  BENCH_LIGHTHOUSE_RUNS: process.env.BENCH_LIGHTHOUSE_RUNS,
  BENCH_README: process.env.BENCH_README,
  SEARCH_BENCH_ARTICLES: process.env.SEARCH_BENCH_ARTICLES,
  E2E_PORT: process.env.E2E_PORT,
  PG_BIN: process.env.PG_BIN,
  CHROME_PATH: process.env.CHROME_PATH,
  CHROMIUM_PATH: process.env.CHROMIUM_PATH,
};

/**
 * The build folder the server serves: `.next`, or the one `npm start` chose or made beside a build
 * in use (scripts/build-state.mjs sets MANARA_BUILD_DIR; next.config.ts reads it too). Not
 * configuration: a choice `npm start` makes.
 */
export const buildDir = () => process.env.MANARA_BUILD_DIR || DEFAULT_BUILD_DIR;

/** The environment for a child process: this one's (with `.env` applied) plus `extra`. */
export const childEnv = (extra = {}) => ({ ...process.env, ...extra });

/** Sets variables for this process and the modules it loads next (the bench configures its servers). */
export const setEnv = (values) => void Object.assign(process.env, values);
