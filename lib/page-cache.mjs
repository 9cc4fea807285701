// Which requests the signed-out pages' cache answers, and under which key and tags: shared by the
// server wrapper (scripts/page-cache.mjs), which answers them, and the app, whose store
// (lib/server/page-cache.ts) it reaches under a global symbol (the app's bundle and the wrapper
// load separate copies of every module, but share globalThis).

export const PAGE_CACHE_KEY = Symbol.for("manara.page-cache");

/**
 * @typedef {{ headers: Record<string, string>, nonce: string, body: Buffer }} CachedPage
 * @typedef {{
 *   lookup(key: string, tags: readonly string[]): Promise<{ page: CachedPage | null, versions: Record<string, number> }>,
 *   store(key: string, versions: Record<string, number>, page: CachedPage): Promise<void>,
 *   viewed(pageId: number, headers: Record<string, string | string[] | undefined>): Promise<void>,
 * }} PageCacheStore
 */

/** The app's store, once the app has started (instrumentation.ts); null before, or without public reading. */
export function pageCacheStore() {
  return /** @type {PageCacheStore | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[PAGE_CACHE_KEY]) ?? null;
}

const LOCALE_COOKIE = "NEXT_LOCALE";
const ARTICLE = /^\/article\/(\d+)$/;
const LOCALES = ["ar", "en"];

/**
 * The pages a signed-out reader opens, and the tags of what each shows (raised by the triggers of
 * migration page_cache): an article its own `post:{id}` and its people, a question its own, any
 * question's (it lists similar ones) and its people; the lists, researcher pages, feeds, OAI-PMH and
 * the sitemap `all`.
 * @type {[RegExp, (m: RegExpMatchArray) => string[]][]}
 */
const PAGES = [
  [ARTICLE, (m) => [`post:${Number(m[1])}`, "people"]],
  [/^\/qa-section\/(\d+)$/, (m) => [`question:${Number(m[1])}`, "questions", "people"]],
  [/^\/(tags|researchers)\/[^/]+$/, () => ["all"]],
  [/^\/feeds\/.+$/, () => ["all"]],
  [/^\/oai$/, () => ["all"]],
  [/^\/sitemap\.xml$/, () => ["all"]],
];

/**
 * The cache's key and tags for a request, or null when the cache must not answer it: anything but
 * GET or HEAD, any cookie but the language's (a session's above all, whatever its name), an
 * Authorization header, a feed's private token, the client router's requests (their answers depend
 * on the page the browser holds) and every address not listed above.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * `view` is the article whose page it is: a reader the cache answers is counted as one its render counts.
 * @returns {{ key: string, tags: string[], view: number | null } | null}
 */
export function pageCacheKeyOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const h = req.headers;
  if (h.authorization || h.rsc || h["next-router-prefetch"] || h["next-router-state-tree"] || h["next-action"]) return null;
  let locale = "ar";
  for (const part of String(h.cookie ?? "").split(";")) {
    if (!part.trim()) continue;
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name !== LOCALE_COOKIE) return null;
    const value = eq < 0 ? "" : part.slice(eq + 1).trim();
    if (LOCALES.includes(value)) locale = value;
  }
  const url = new URL(req.url ?? "/", "http://x");
  if (url.searchParams.has("token") || url.searchParams.has("_rsc")) return null;
  for (const [pattern, tagsOf] of PAGES) {
    const m = url.pathname.match(pattern);
    if (m) return { key: `${locale} ${url.pathname}${url.search}`, tags: tagsOf(m), view: pattern === ARTICLE ? Number(m[1]) : null };
  }
  return null;
}
