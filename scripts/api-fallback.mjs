// Every answer under /backend/api/ and /api.php is JSON. Next answers a method a route does not
// export with an empty 405 and no `Allow`; the server (scripts/server.mjs) fills that answer in:
// `Allow` from the methods the route's source exports, and the JSON error body. (Unknown paths
// are the catch-all routes app/backend/api/[...path] and app/api.php/[...path].)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

export const isApiPath = (pathname) => pathname.startsWith("/backend/api/") || pathname === "/api.php" || pathname.startsWith("/api.php/");

/** The HTTP methods a route module's source exports (const, function or `export { x as GET }`). */
export function exportedMethods(source) {
  const found = new Set();
  for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]);
  for (const m of source.matchAll(/export\s+(?:const|let)\s*\{([^}]*)\}/g)) for (const name of m[1].split(",")) found.add(name.split(":")[0].trim());
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of m[1].split(","))
      found.add(
        part
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
  return METHODS.filter((method) => found.has(method));
}

/** The `Allow` value Next itself would give: exported methods, HEAD with GET, and OPTIONS. */
export function allowHeader(methods) {
  const allow = new Set([...methods, "OPTIONS"]);
  if (allow.has("GET")) allow.add("HEAD");
  return [...allow].sort().join(", ");
}

const segmentPattern = (segment) => {
  if (/^\[\[?\.\.\..+\]\]?$/.test(segment)) return ".+";
  if (/^\[.+\]$/.test(segment)) return "[^/]+";
  return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
};

/** The API routes of `appDir`: a pattern for the path and the methods each answers. */
export function scanApiRoutes(appDir) {
  const routes = [];
  const walk = (dir, segments) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const skip = /^\(.+\)$/.test(entry.name) || entry.name.startsWith("@") || entry.name.startsWith("_");
        walk(path.join(dir, entry.name), skip ? segments : [...segments, entry.name]);
      } else if (/^route\.(ts|js|mjs)$/.test(entry.name)) {
        const urlPath = `/${segments.join("/")}`;
        if (!isApiPath(urlPath) && !isApiPath(`${urlPath}/`)) continue;
        routes.push({
          path: urlPath,
          dynamic: segments.some((s) => s.startsWith("[")),
          pattern: new RegExp(`^/${segments.map(segmentPattern).join("/")}/?$`),
          methods: exportedMethods(readFileSync(path.join(dir, entry.name), "utf8")),
        });
      }
    }
  };
  walk(appDir, []);
  // literal routes win over dynamic ones, as in Next
  return routes.sort((a, b) => Number(a.dynamic) - Number(b.dynamic));
}

export const METHOD_NOT_ALLOWED_BODY = JSON.stringify({ success: false, error: "Method not allowed", code: "METHOD_NOT_ALLOWED" });

/**
 * Wraps `res` so Next's empty 405 from an API route becomes the JSON error with `Allow`. Next sets
 * no Content-Type on it (our own JSON 405s have one and pass untouched); the headers are set at
 * the first write, and Next's (empty) body is replaced.
 */
export function jsonMethodNotAllowed(req, res, routes) {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  if (!isApiPath(pathname)) return;
  let takeover = false;
  const prepare = (status) => {
    if (takeover || res.headersSent || (status ?? res.statusCode) !== 405 || res.getHeader("content-type")) return;
    takeover = true;
    const route = routes.find((r) => r.pattern.test(pathname));
    if (route) res.setHeader("Allow", allowHeader(route.methods));
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.removeHeader("Content-Length");
  };
  const writeHead = res.writeHead.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.writeHead = (status, ...rest) => {
    prepare(status);
    return writeHead(status, ...rest);
  };
  res.flushHeaders = () => {
    prepare();
    return flushHeaders();
  };
  res.write = (chunk, ...rest) => {
    prepare();
    if (takeover) {
      const cb = rest.find((a) => typeof a === "function");
      if (cb) process.nextTick(cb);
      return true;
    }
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    prepare();
    if (!takeover) return end(chunk, ...rest);
    const cb = [chunk, ...rest].find((a) => typeof a === "function");
    return req.method === "HEAD" ? end(cb) : end(METHOD_NOT_ALLOWED_BODY, cb);
  };
}
