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
 * @param {import("pino").DestinationStream} [destination] stdout unless given
 */
export function createLogger({ level, name = "manara" }, destination) {
  return pino({ name, level, base: { pid: process.pid }, redact: { paths: REDACT, censor: "[redacted]" } }, destination);
}
