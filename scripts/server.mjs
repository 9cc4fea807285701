// Serves the production build. A small wrapper around Next so the client address the rate
// limiter sees comes from the socket (or from the configured number of trusted proxies), never
// from a header the client made up.
//
// One server process per core (WEB_CONCURRENCY overrides; 1 serves in this process): the primary
// forks workers that run this file and share the port (node:cluster). Nothing a request needs is
// held in a process's memory: sessions, rate limits and the mail queue are database rows, and
// SQLite runs in WAL mode with a busy timeout. Setup and migrations run once, before this file.
import cluster from "node:cluster";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jsonMethodNotAllowed, scanApiRoutes } from "./api-fallback.mjs";
import { clientAddress, requestProto } from "./client-address.mjs";
import { workerCount } from "./workers.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const trustedProxies = Number(process.env.TRUSTED_PROXIES || 0);

async function serve() {
  const apiRoutes = scanApiRoutes(path.join(root, "app"));
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    const ip = clientAddress(req.socket.remoteAddress ?? "unknown", req.headers["x-forwarded-for"]?.toString(), trustedProxies);
    req.headers["x-manara-client-ip"] = ip;
    // https directly, or through a trusted proxy's X-Forwarded-Proto (its first entry: the client's
    // scheme); never a header the client made up. The session cookie is Secure for https (lib/auth.ts).
    req.headers["x-manara-proto"] = requestProto(Boolean(req.socket.encrypted), req.headers["x-forwarded-proto"]?.toString(), trustedProxies);
    if (trustedProxies <= 0) req.headers["x-forwarded-for"] = ip;
    jsonMethodNotAllowed(req, res, apiRoutes);
    handle(req, res);
  });
  server.listen(port, hostname, () => {
    const { port: bound } = server.address();
    if (cluster.isWorker) process.send?.({ listening: bound });
    else console.log(`Manara is serving on http://localhost:${bound}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
  // a worker whose primary is gone (killed without a chance to stop it) stops too
  if (cluster.isWorker) process.on("disconnect", () => process.exit(0));
}

function fork(count) {
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  let stopping = false;
  let listening = 0;
  const start = () => {
    const worker = cluster.fork();
    let served = false;
    worker.on("message", (m) => {
      if (!m?.listening || served) return;
      served = true;
      if (++listening === count) console.log(`Manara is serving on http://localhost:${m.listening} (${count} processes)`);
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      console.error(`a server process stopped (${signal ?? `code ${code}`})`);
      // one that never served (a taken port, a broken build) would only fail again
      if (!served) process.exit(1);
      start();
    });
  };
  for (let i = 0; i < count; i++) start();
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5000).unref();
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
}

const count = workerCount();
if (cluster.isPrimary && count > 1) fork(count);
else await serve();
