// The one logger factory (pino, one JSON line per event), shared by the server wrapper
// (scripts/server.mjs) and the app (lib/logger.ts). Fields that could carry a secret are redacted
// wherever they appear, as a second line of defence: the callers never log bodies, query strings,
// cookies or authorization headers in the first place.
import pino from "pino";

export const REDACT = [
  "password",
  "*.password",
  "token",
  "*.token",
  "cookie",
  "*.cookie",
  "authorization",
  "*.authorization",
  'headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
];

/**
 * @param {{ level: string, name?: string }} options
 * @param {import("pino").DestinationStream} [destination] stdout unless given: written synchronously,
 *   so the server wrapper's and the app's lines keep their order in the one stream, and the last
 *   line before `process.exit` ("stopped") is out before the process ends (an asynchronous write
 *   still in flight at exit would land after it, or not at all)
 */
export function createLogger({ level, name = "manara" }, destination = pino.destination({ fd: 1, sync: true })) {
  return pino({ name, level, base: { pid: process.pid }, redact: { paths: REDACT, censor: "[redacted]" } }, destination);
}
