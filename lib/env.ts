import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The only reader of process.env. Values are read at run time (never inlined by the build), so
// the same build serves any database or port.
const ZEnv = z.object({
  DATABASE_URL: z.string().default("file:./data/app.db"),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  UPLOAD_DIR: z.string().default("data/uploads"),
  /** how many reverse proxies in front of the app append to X-Forwarded-For */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).default(0),
  NODE_ENV: z.string().default("production"),
});

function load() {
  const env = ZEnv.parse(process.env);
  const secretFile = path.resolve("data/.secret");
  const secret =
    env.BETTER_AUTH_SECRET ?? (existsSync(secretFile) ? readFileSync(secretFile, "utf8").trim() : undefined);
  // `next build` may load server modules before any secret exists; nothing is signed then
  const building = process.env.NEXT_PHASE === "phase-production-build";
  if (!secret && !building) throw new Error("No session secret: run `npm run setup` or set BETTER_AUTH_SECRET.");
  return { ...env, BETTER_AUTH_SECRET: secret ?? "build-time-placeholder-never-used-to-sign-0000", UPLOAD_DIR: path.resolve(env.UPLOAD_DIR) };
}

let cached: ReturnType<typeof load> | undefined;
export function env() {
  return (cached ??= load());
}
