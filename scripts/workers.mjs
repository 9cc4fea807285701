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
