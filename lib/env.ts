import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "@/lib/env-schema.mjs";

// The only reader of process.env in the app. The schema is shared with the scripts
// (lib/env-schema.mjs), which parse the same variables before the server starts; values are read
// at run time (never inlined by the build), so the same build serves any database or port.
let cached: ReturnType<typeof load> | undefined;
function load() {
  const parsed = parseEnv(process.env);
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
