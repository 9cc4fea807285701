import os from "node:os";

/**
 * How many server processes `npm start` runs: WEB_CONCURRENCY when it is a positive integer, else one per core.
 * @param {{ WEB_CONCURRENCY?: string }} env
 * @param {number} cores
 */
export function workerCount(env = process.env, cores = os.availableParallelism()) {
  const asked = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked >= 1 ? asked : Math.max(1, cores);
}
