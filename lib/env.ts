import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@/lib/i18n/dates";

// The only reader of process.env. Values are read at run time (never inlined by the build), so
// the same build serves any database or port.
const ZEnv = z.object({
  DATABASE_URL: z.string().default("file:./data/app.db"),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  UPLOAD_DIR: z.string().default("data/uploads"),
  /** Object storage for uploads instead of UPLOAD_DIR (DESIGN §4): several instances share it. */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible service (MinIO, R2, …), addressed path-style; unset, AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  NODE_ENV: z.string().default("production"),
  /** outgoing mail (DESIGN §6): unset, mail stays in the MailOutbox table and the server log */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Manara <no-reply@manara.local>"),
  /** The public origin (e-mailed links, the sitemap); unset, it comes from the request. */
  APP_URL: z.url().optional(),
  /** Every date on every screen is printed in this zone (DESIGN §5). */
  APP_TIME_ZONE: z.string().default(DEFAULT_TIME_ZONE).refine(isTimeZone, "APP_TIME_ZONE must be an IANA time zone such as Africa/Cairo"),
});

let cached: ReturnType<typeof load> | undefined;
function load() {
  const parsed = ZEnv.parse(process.env);
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  const S3 = bucket ? { bucket, endpoint, region, accessKeyId, secretAccessKey } : undefined;
  return { ...parsed, UPLOAD_DIR: path.resolve(parsed.UPLOAD_DIR), S3 };
}
export function env() {
  return (cached ??= load());
}

/** The session signing secret: BETTER_AUTH_SECRET, else the one setup wrote to data/.secret. */
export function authSecret(): string {
  const fromEnv = env().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.resolve("data/.secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // `next build` may load server modules before any secret exists; nothing is signed then
  if (process.env.NEXT_PHASE === "phase-production-build") return "build-time-placeholder-never-used-to-sign-0000";
  throw new Error("No session secret: run `npm run setup` or set BETTER_AUTH_SECRET.");
}
