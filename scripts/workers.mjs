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

/** The share of a process's memory its JavaScript heap may fill: the rest is code, buffers and the database's own. */
const HEAP_SHARE = 0.5;
/** Never below this (the app does not start in less) nor above this (more only delays collection). */
const HEAP_MIN_MB = 128;
const HEAP_MAX_MB = 2048;

/**
 * The heap limit (--max-old-space-size, in MB) of each of `processes` server processes: half of
 * the memory each may use, that is the cgroup's limit (a container's, systemd's MemoryMax) or else
 * the machine's, divided among them; null when NODE_OPTIONS or the node command already sets one.
 * @param {number} processes
 * @param {{ constrained?: number, total?: number, nodeOptions?: string, execArgv?: string[] }} [machine]
 */
export function heapLimitMb(processes, machine = {}) {
  const {
    constrained = process.constrainedMemory?.() ?? 0,
    total = os.totalmem(),
    // Node's own variable (the workers inherit it), not the app's configuration
    // eslint-disable-next-line no-restricted-properties
    nodeOptions = process.env.NODE_OPTIONS ?? "",
    execArgv = process.execArgv,
  } = machine;
  if ([nodeOptions, ...execArgv].some((arg) => /--max-old-space-size\b/.test(arg))) return null;
  const memory = constrained > 0 ? Math.min(constrained, total) : total;
  const share = (memory / Math.max(1, processes) / 2 ** 20) * HEAP_SHARE;
  return Math.round(Math.min(HEAP_MAX_MB, Math.max(HEAP_MIN_MB, share)));
}
