// What the server wrapper (scripts/server.mjs) knows about the request being served, shared with
// the app through one AsyncLocalStorage under a global symbol (the app's bundle and the wrapper
// load separate copies of every module, but share globalThis). The wrapper opens a store around
// each request; the app notes the signed-in member in it, and the wrapper's log line reads it back.
import { AsyncLocalStorage } from "node:async_hooks";

const KEY = Symbol.for("manara.request-context");

/** @typedef {{ requestId: string, memberId?: string, uncacheable?: boolean }} RequestContext */

/** @returns {AsyncLocalStorage<RequestContext>} */
export function requestContext() {
  const g = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[KEY] ??= new AsyncLocalStorage());
}

/** Notes the signed-in member of the current request (for its log line); outside a request, nothing. */
export function noteMember(/** @type {string} */ memberId) {
  const store = requestContext().getStore();
  if (store) store.memberId = memberId;
}

/** Notes that the current request's answer must not be kept by the signed-out pages' cache (its render failed). */
export function noteUncacheable() {
  const store = requestContext().getStore();
  if (store) store.uncacheable = true;
}
