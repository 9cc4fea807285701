// The signed-out pages' cache in the server wrapper (scripts/server.mjs), with PUBLIC_READING=1:
// a request the cache may answer (lib/page-cache.mjs: no session, no cookie but the language's, a
// public page, a feed, OAI-PMH or the sitemap) is answered from the shared store when none of the
// page's tags has moved since it was rendered; otherwise Next renders it, and a complete 200 answer
// without a Set-Cookie is kept for the next reader. Nothing personal is kept: the request had no
// session, and the CSP nonce the page was rendered with is replaced by a fresh one in every answer.
import { randomUUID } from "node:crypto";
import { pageCacheKeyOf, pageCacheStore } from "../lib/page-cache.mjs";

/** Answers bigger than this are not kept. */
const MAX_BODY = 2 * 1024 * 1024;
/** Headers never kept: the connection's, the request's own, and what the wrapper sets per request. */
const NOT_KEPT = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
  "x-request-id",
  "strict-transport-security",
  "x-page-cache",
]);
const NONCE = /'nonce-([^']+)'/;

const freshNonce = () => Buffer.from(randomUUID()).toString("base64");

/** @param {import("node:http").ServerResponse} res @param {import("../lib/page-cache.mjs").CachedPage} page @param {boolean} head */
function answer(res, page, head) {
  const nonce = page.nonce ? freshNonce() : "";
  const swap = (/** @type {string} */ text) => (page.nonce ? text.replaceAll(page.nonce, nonce) : text);
  const body = page.nonce ? Buffer.from(swap(page.body.toString("utf8"))) : page.body;
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, swap(value));
  res.setHeader("X-Page-Cache", "hit");
  res.setHeader("Content-Length", body.length);
  res.writeHead(200);
  res.end(head ? undefined : body);
}

/**
 * Keeps what Next writes to `res` while it goes out, and hands the whole answer to `done` once it
 * has been sent (never when it was cut, too large, compressed or set a cookie).
 * @param {import("node:http").ServerResponse} res
 * @param {(page: import("../lib/page-cache.mjs").CachedPage) => void} done
 */
function capture(res, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk == null || typeof chunk === "function" || size > MAX_BODY) return;
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    size += buf.length;
    chunks.push(buf);
  };
  const write = res.write;
  const end = res.end;
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown[]} */ ...args) {
      keep(args[0], args[1]);
      return write.apply(this, /** @type {Parameters<typeof write>} */ (args));
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      keep(args[0], args[1]);
      return end.apply(this, /** @type {Parameters<typeof end>} */ (args));
    }
  );
  res.once("finish", () => {
    if (res.statusCode !== 200 || size > MAX_BODY || res.hasHeader("set-cookie") || res.hasHeader("content-encoding")) return;
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const nonce = headers["content-security-policy"]?.match(NONCE)?.[1] ?? "";
    done({ headers, nonce, body: Buffer.concat(chunks) });
  });
}

/**
 * Serves `req` from the cache when it may, else through `handle` (Next), keeping what it may.
 * `store` is the request's context (lib/request-context.mjs): the app marks it when a render failed.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {() => unknown} handle
 * @param {{ uncacheable?: boolean }} context
 * @param {{ warn: (obj: object, msg: string) => void }} log
 */
export async function servePageCached(req, res, handle, context, log) {
  const store = pageCacheStore();
  const target = store && pageCacheKeyOf(req);
  if (!store || !target) return handle();
  let found;
  try {
    found = await store.lookup(target.key, target.tags);
  } catch (err) {
    log.warn({ err }, "the page cache could not be read");
    return handle();
  }
  if (found.page) {
    answer(res, found.page, req.method === "HEAD");
    // the reader's view, counted as the render would have (robots and repeats left out), once the
    // answer is on its way: the page itself stays the same for every reader
    if (target.view !== null && req.method === "GET")
      await store.viewed(target.view, req.headers).catch((err) => log.warn({ err }, "a view served from the page cache could not be counted"));
    return;
  }
  res.setHeader("X-Page-Cache", "miss");
  // the body as written, uncompressed: each answer gets its own nonce, so it is never kept compressed
  delete req.headers["accept-encoding"];
  if (req.method === "GET") {
    capture(res, (page) => {
      if (context.uncacheable) return;
      store.store(target.key, found.versions, page).catch((err) => log.warn({ err }, "the page cache could not be written"));
    });
  }
  return handle();
}
