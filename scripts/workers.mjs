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
 * connections of pages and API at 100,000 articles, but 300–440 MB of heap and 700–770 MB resident
 * without a limit); with this limit it collects the old generation sooner and the process peaked at
 * about 400 MB under the same load. The young generation keeps its default size: halving it
 * (--max-semi-space-size=8) saved little memory for more collections. A flag the operator gives
 * (NODE_OPTIONS or the command line) wins. One server process (WEB_CONCURRENCY=1) serves in the
 * process `npm start` began: give it NODE_OPTIONS.
 */
const WORKER_HEAP_FLAGS = ["--max-old-space-size=192"];

/**
 * The workers' Node flags: this process's, and each heap limit the operator did not set.
 * @param {string[]} execArgv
 * @param {string} [nodeOptions]
 */
export function workerExecArgv(execArgv, nodeOptions = "") {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  return [...execArgv, ...WORKER_HEAP_FLAGS.filter((flag) => !given.some((g) => g.startsWith(flag.split("=")[0])))];
}
