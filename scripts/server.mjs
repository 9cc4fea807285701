// Serves the production build. A small wrapper around Next so the client address the rate
// limiter sees comes from the socket (or from the configured number of trusted proxies), never
// from a header the client made up.
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { jsonMethodNotAllowed, scanApiRoutes } from "./api-fallback.mjs";
import { clientAddress, requestProto } from "./client-address.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const trustedProxies = Number(process.env.TRUSTED_PROXIES || 0);

const apiRoutes = scanApiRoutes(path.join(root, "app"));
const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const ip = clientAddress(req.socket.remoteAddress ?? "unknown", req.headers["x-forwarded-for"]?.toString(), trustedProxies);
  req.headers["x-manara-client-ip"] = ip;
  // https directly, or through a trusted proxy's X-Forwarded-Proto (its first entry: the client's
  // scheme); never a header the client made up. The session cookie is Secure for https (lib/auth.ts).
  req.headers["x-manara-proto"] = requestProto(Boolean(req.socket.encrypted), req.headers["x-forwarded-proto"]?.toString(), trustedProxies);
  if (trustedProxies <= 0) req.headers["x-forwarded-for"] = ip;
  jsonMethodNotAllowed(req, res, apiRoutes);
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`Manara is serving on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
