// The one schema of the configuration: every environment variable the app and its scripts read.
// Plain JavaScript, so that the scripts (run by node, no build) and the app (lib/env.ts) parse the
// same variables the same way; a bad value stops the start with a message naming the variable.
import { z } from "zod";
import { canonicalIssn } from "./issn.mjs";

export const DEFAULT_TIME_ZONE = "Africa/Cairo";
export const LOG_LEVELS = /** @type {const} */ (["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** An empty value (`PORT=` in a .env file) means unset, as it does for the shell. */
const unsetIfEmpty = (/** @type {unknown} */ v) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** @template {z.ZodType} T @param {T} schema */
const optional = (schema) => z.preprocess(unsetIfEmpty, schema.optional());
/** @template {z.ZodType} T @param {T} schema @param {z.input<T>} value */
const withDefault = (schema, value) => z.preprocess(unsetIfEmpty, schema.prefault(value));
/** @param {number} min @param {number} max @param {string} what */
const integer = (min, max, what) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number ${what}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number ${what}`);
/** @param {"0" | "1"} value */
const flag = (value) => withDefault(z.enum(["0", "1"], { error: "must be 0 or 1" }), value);

/** @param {string} zone */
function isTimeZone(zone) {
  try {
    // eslint-disable-next-line no-restricted-syntax -- only asks whether the runtime knows the zone
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** https origins only (scheme, host, optional port), e.g. "https://images.example.org". */
/** @param {string} value */
function imageOrigins(value) {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === "https:" && url.pathname === "/" && !url.search && !url.hash && !url.username ? url.origin : null;
      } catch {
        return null;
      }
    });
}

export const ZEnv = z
  .object({
    NODE_ENV: withDefault(z.string(), "production"),
    DATABASE_URL: withDefault(
      z.string().refine((v) => v.startsWith("file:") || /^postgres(ql)?:\/\//.test(v), "must be file:<path> or a postgres:// URL"),
      "file:./data/app.db",
    ),
    /** PostgreSQL connections per server process (the pg adapter's pool). */
    DATABASE_POOL_SIZE: withDefault(integer(1, 1000, "from 1 to 1000"), "10"),
    BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    ADMIN_EMAIL: optional(z.email("must be an e-mail address")),
    ADMIN_PASSWORD: optional(z.string()),
    PORT: withDefault(integer(0, 65535, "from 0 to 65535"), "3000"),
    HOST: withDefault(z.string(), "0.0.0.0"),
    /** How many reverse proxies in front append to X-Forwarded-For (0: none, the socket is the client). */
    TRUSTED_PROXIES: withDefault(integer(0, 10, "from 0 to 10"), "0"),
    /** Server processes `npm start` runs; unset, one per core. */
    WEB_CONCURRENCY: optional(integer(1, 256, "from 1 to 256")),
    SEED_DEMO: flag("1"),
    PUBLIC_READING: flag("0"),
    IMAGE_SOURCES: withDefault(
      z
        .string()
        .refine((v) => imageOrigins(v).every(Boolean), "must list https origins such as https://images.example.org")
        .transform((v) => /** @type {string[]} */ (imageOrigins(v))),
      "",
    ),
    LOG_LEVEL: withDefault(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }), "info"),
    /** The public origin of every link the app sends; unset, http://localhost:$PORT. */
    APP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://manara.example.org" })),
    APP_TIME_ZONE: withDefault(z.string().refine(isTimeZone, "must be an IANA time zone such as Africa/Cairo"), DEFAULT_TIME_ZONE),
    UPLOAD_DIR: withDefault(z.string(), "data/uploads"),
    S3_BUCKET: optional(z.string()),
    S3_ENDPOINT: optional(z.url({ error: "must be a URL" })),
    S3_REGION: withDefault(z.string(), "us-east-1"),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: withDefault(z.string(), "Manara <no-reply@manara.local>"),
    /** The journal the published articles appear in: its names (unset, the site's name), publisher and online ISSN. */
    JOURNAL_TITLE_AR: optional(z.string().trim().max(300, "must be at most 300 characters")),
    JOURNAL_TITLE_EN: optional(z.string().trim().max(300, "must be at most 300 characters")),
    JOURNAL_PUBLISHER: optional(z.string().trim().max(300, "must be at most 300 characters")),
    JOURNAL_ISSN: optional(
      z
        .string()
        .refine((v) => canonicalIssn(v) !== null, "must be an ISSN such as 2049-3630 (its last character is a check digit)")
        .transform((v) => /** @type {string} */ (canonicalIssn(v))),
    ),
    /** The DOI prefix registered to the publisher (10.NNNN). */
    DOI_PREFIX: optional(
      z
        .string()
        .trim()
        .regex(/^10\.\d{4,9}$/, "must be a DOI prefix such as 10.5555"),
    ),
    /** Crossref: the depositor named in every deposit (with DOI_PREFIX, publishing assigns DOIs). */
    CROSSREF_DEPOSITOR_NAME: optional(z.string().trim().min(1).max(130, "must be at most 130 characters")),
    CROSSREF_DEPOSITOR_EMAIL: optional(z.email("must be an e-mail address")),
    /** Where deposits are sent (Crossref's deposit endpoint, or its test system's), with the account's login. */
    CROSSREF_DEPOSIT_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://doi.crossref.org/servlet/deposit" })),
    CROSSREF_LOGIN_ID: optional(z.string().trim().min(1)),
    CROSSREF_LOGIN_PASSWORD: optional(z.string().min(1)),
  })
  .superRefine((v, ctx) => {
    // the Crossref settings go together: a depositor needs the prefix, sending needs the depositor and the login
    const need = (/** @type {boolean} */ when, /** @type {string[]} */ names, /** @type {string} */ because) => {
      for (const name of names)
        if (when && !(/** @type {Record<string, unknown>} */ (v)[name])) ctx.addIssue({ code: "custom", path: [name], message: `must be set ${because}` });
    };
    need(
      Boolean(v.CROSSREF_DEPOSITOR_NAME || v.CROSSREF_DEPOSITOR_EMAIL),
      ["DOI_PREFIX", "CROSSREF_DEPOSITOR_NAME", "CROSSREF_DEPOSITOR_EMAIL"],
      "with a Crossref depositor",
    );
    need(
      Boolean(v.CROSSREF_DEPOSIT_URL || v.CROSSREF_LOGIN_ID || v.CROSSREF_LOGIN_PASSWORD),
      ["CROSSREF_DEPOSIT_URL", "CROSSREF_LOGIN_ID", "CROSSREF_LOGIN_PASSWORD", "CROSSREF_DEPOSITOR_NAME", "CROSSREF_DEPOSITOR_EMAIL"],
      "to send Crossref deposits",
    );
  });

/** @typedef {z.infer<typeof ZEnv>} Env */

/**
 * Parses the environment; a bad value throws one error naming every bad variable (never echoing
 * its value: it may be a secret).
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  const result = ZEnv.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "?"}: ${issue.message}`);
  const error = new Error(`Invalid configuration:\n${lines.join("\n")}`);
  error.name = "ConfigError";
  throw error;
}
