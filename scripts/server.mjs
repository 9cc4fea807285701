// Serves the production build. A small wrapper around Next so the client address the rate
// limiter sees comes from the socket (or from the configured number of trusted proxies), never
// from a header the client made up; it also writes the one log line of every request, answers
// its request id, and stops without losing a request on SIGTERM or SIGINT.
//
// One server process per core (WEB_CONCURRENCY overrides; 1 serves in this process): the primary
// forks workers that run this file and share the port (node:cluster). Nothing a request needs is
// held in a process's memory: sessions, rate limits and the mail queue are database rows, and
// SQLite runs in WAL mode with a busy timeout. Setup and migrations run once, before this file.
import cluster from "node:cluster";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "../lib/log.mjs";
import { requestContext } from "../lib/request-context.mjs";
import { markStopping } from "../lib/stopping.mjs";
import { jsonMethodNotAllowed, scanApiRoutes } from "./api-fallback.mjs";
import { rejectMalformedPath } from "./malformed-path.mjs";
import { announceServing } from "./build-dir.mjs";
import { clientAddress, requestIdOf, requestProto } from "./client-address.mjs";
import { buildDir, readConfig } from "./config.mjs";
import { heapLimitMb, workerCount } from "./workers.mjs";
import { servePageCached } from "./page-cache.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const config = readConfig();
const { PORT: port, HOST: hostname, TRUSTED_PROXIES: trustedProxies } = config;
const log = createLogger({ level: config.LOG_LEVEL });

/** Requests in flight get this long to finish after SIGTERM; then the rest are cut. */
export const SHUTDOWN_GRACE_MS = 20_000;
/**
 * After SIGTERM a server process keeps accepting connections until none has arrived for this long:
 * a connection a client opened just before the signal may still wait in the kernel's queue (or, in
 * the cluster, in the primary's), and closing the listener would reset it, its request unanswered.
 */
const DRAIN_QUIET_MS = 1_000;
/** ... and this long after the signal at most, for clients that keep sending to a stopping server. */
const DRAIN_MAX_MS = 10_000;
const HSTS = "max-age=31536000; includeSubDomains";

async function serve() {
  const apiRoutes = scanApiRoutes(path.join(root, "app"));
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const context = requestContext();
  const pageCache = config.PUBLIC_READING === "1";
  let stopping = false;
  let lastConnection = 0;

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.headers["x-request-id"], trustedProxies);
    const ip = clientAddress(req.socket.remoteAddress ?? "unknown", req.headers["x-forwarded-for"]?.toString(), trustedProxies);
    // https directly, or through a trusted proxy's X-Forwarded-Proto (its first entry: the client's
    // scheme); never a header the client made up. The session cookie is Secure for https (lib/auth/config.ts).
    const proto = requestProto(Boolean(req.socket.encrypted), req.headers["x-forwarded-proto"]?.toString(), trustedProxies);
    req.headers["x-manara-client-ip"] = ip;
    req.headers["x-manara-proto"] = proto;
    req.headers["x-request-id"] = requestId;
    if (trustedProxies <= 0) {
      // nothing in front: these are the client's own words, and Next would build URLs from them
      req.headers["x-forwarded-for"] = ip;
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
      delete req.headers["x-forwarded-port"];
    }
    res.setHeader("X-Request-Id", requestId);
    if (proto === "https") res.setHeader("Strict-Transport-Security", HSTS);
    if (stopping) res.setHeader("Connection", "close");

    /** @type {import("../lib/request-context.mjs").RequestContext} */
    const store = { requestId };
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const line = {
        req_id: requestId,
        method: req.method,
        // the path only: a query string may carry a token (reset, unsubscribe, feeds)
        path: (req.url ?? "/").split("?")[0],
        status: res.statusCode,
        duration_ms: Number(process.hrtime.bigint() - started) / 1e6,
        member_id: store.memberId,
      };
      if (!res.writableFinished) log.warn({ ...line, aborted: true }, "request aborted");
      else log.info(line, "request");
    };
    res.once("finish", done);
    res.once("close", done);
    if (rejectMalformedPath(req, res)) return;
    jsonMethodNotAllowed(req, res, apiRoutes);
    if (!pageCache) return void context.run(store, () => handle(req, res));
    // a signed-out reader of a public page, feed or the sitemap, from the shared cache when it holds it
    context.run(store, () =>
      servePageCached(req, res, () => handle(req, res), store, log).catch((err) => {
        log.error({ err, req_id: requestId }, "request failed");
        if (!res.headersSent) res.writeHead(500);
        res.end();
      }),
    );
  });
  server.keepAliveTimeout = 5_000;
  server.on("connection", () => (lastConnection = performance.now()));
  server.listen(port, hostname, () => {
    const { port: bound } = server.address();
    if (cluster.isWorker) process.send?.({ listening: bound });
    else log.info({ port: bound }, `Manara is serving on http://localhost:${bound}`);
  });

  /** Calls `then` once no connection has arrived for DRAIN_QUIET_MS since the signal (or DRAIN_MAX_MS have passed). */
  const whenQuiet = (then) => {
    const signalled = performance.now();
    const check = () => {
      const now = performance.now();
      const quiet = now - Math.max(lastConnection, signalled);
      if (quiet >= DRAIN_QUIET_MS || now - signalled >= DRAIN_MAX_MS) then();
      // a timer runs before the loop reads what arrived while it waited: decide after that read
      else setTimeout(() => setImmediate(check), DRAIN_QUIET_MS - quiet);
    };
    setTimeout(() => setImmediate(check), DRAIN_QUIET_MS);
  };

  // SIGTERM: /readyz answers 503 at once and every answer closes its connection; connections keep
  // being accepted and answered until none arrives for a second, then the listener closes, the
  // requests in flight finish (up to SHUTDOWN_GRACE_MS after the signal), and the database closes
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    markStopping();
    log.info({ signal }, "stopping: finishing the requests in flight");
    const cut = setTimeout(() => {
      log.warn("stopping: requests still running after the grace period are cut");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
    whenQuiet(() => {
      log.info("stopping: no longer accepting connections");
      // closes the idle connections too; those with a request in flight close once it is answered
      server.close(async () => {
        clearTimeout(cut);
        await globalThis.prisma?.$disconnect().catch((e) => log.error({ err: e }, "closing the database failed"));
        log.info("stopped");
        process.exit(0);
      });
    });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(signal));
  // a worker whose primary is gone (killed without a chance to stop it) stops too
  if (cluster.isWorker) process.on("disconnect", () => shutdown("disconnect"));
}

function fork(count) {
  // each process's heap sized from the memory it may use (scripts/workers.mjs), unless NODE_OPTIONS sets it
  const heap = heapLimitMb(count);
  const execArgv = heap ? [...process.execArgv, `--max-old-space-size=${heap}`] : process.execArgv;
  if (heap) log.info({ heap_mb: heap, processes: count }, `each server process's heap is limited to ${heap} MB`);
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), execArgv });
  let stopping = false;
  let listening = 0;
  const start = () => {
    const worker = cluster.fork();
    let served = false;
    worker.on("message", (m) => {
      if (!m?.listening || served) return;
      served = true;
      if (++listening === count) log.info({ port: m.listening, processes: count }, `Manara is serving on http://localhost:${m.listening} (${count} processes)`);
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, "a server process stopped");
      // one that never served (a taken port, a broken build) would only fail again
      if (!served) process.exit(1);
      start();
    });
  };
  for (let i = 0; i < count; i++) start();
  // the workers finish their requests in flight; the primary waits for them (a little longer than
  // their own grace period), as leaving first would disconnect them
  const stop = () => {
    if (stopping) return;
    stopping = true;
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 5_000).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
}

if (cluster.isPrimary) {
  if (!config.APP_URL) log.warn(`APP_URL is unset: the links the app sends (mail, sitemap) use http://localhost:${port}`);
  // a build into this folder would replace the files the server loads as it goes: builds refuse it
  announceServing(buildDir());
}
const count = workerCount(config);
if (cluster.isPrimary && count > 1) fork(count);
else await serve();
