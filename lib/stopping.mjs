// Whether this server process is stopping: the server wrapper (scripts/server.mjs) marks it when a
// SIGTERM or SIGINT arrives, and /readyz answers 503 from then on, so a load balancer stops sending
// while the requests already sent are still answered. One flag under a global symbol: the app's
// bundle and the wrapper load separate copies of every module, but share globalThis.
const KEY = Symbol.for("manara.stopping");
const flags = /** @type {Record<symbol, boolean | undefined>} */ (/** @type {unknown} */ (globalThis));

export function markStopping() {
  flags[KEY] = true;
}

export function isStopping() {
  return flags[KEY] === true;
}
