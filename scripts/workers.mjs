import os from "node:os";
import { readConfig } from "./config.mjs";

/**
 * How many server processes `npm start` runs: WEB_CONCURRENCY (validated by the schema), else one per core.
 * @param {{ WEB_CONCURRENCY?: number }} config
 * @param {number} cores
 */
export function workerCount(config = readConfig(), cores = os.availableParallelism()) {
  return config.WEB_CONCURRENCY ?? Math.max(1, cores);
}

/**
 * V8 lets a server process's heap grow far past what it holds (about 125 MB live after 50
 * connections of pages and API at 100,000 articles, but 300–440 MB of heap and 600–760 MB resident
 * without a limit); with these limits it collects sooner and the process stays under 400 MB at the
 * same throughput. A flag the operator gives (NODE_OPTIONS or the command line) wins. One server
 * process (WEB_CONCURRENCY=1) serves in the process `npm start` began: give it NODE_OPTIONS.
 */
const WORKER_HEAP_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=8"];

/**
 * The workers' Node flags: this process's, and each heap limit the operator did not set.
 * @param {string[]} execArgv
 * @param {string} [nodeOptions]
 */
export function workerExecArgv(execArgv, nodeOptions = "") {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  return [...execArgv, ...WORKER_HEAP_FLAGS.filter((flag) => !given.some((g) => g.startsWith(flag.split("=")[0])))];
}
