import "server-only";
import { constants } from "node:fs";
import { access, mkdir, stat } from "node:fs/promises";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { storage } from "@/lib/files/storage";
import { isStopping } from "@/lib/stopping.mjs";

export type Readiness = { db: "ok" | "error"; storage: "ok" | "error"; stopping?: true };

/** A check that does not answer within this long counts as failed: a load balancer is waiting. */
const CHECK_TIMEOUT_MS = 3_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function checkDatabase() {
  await db.$queryRaw`SELECT 1`;
}

/** The bucket answers a listing; or the upload folder is a directory this process may write. */
async function checkStorage() {
  const { S3, UPLOAD_DIR } = env();
  if (S3) {
    await storage().list()[Symbol.asyncIterator]().next();
    return;
  }
  await mkdir(UPLOAD_DIR, { recursive: true });
  if (!(await stat(UPLOAD_DIR)).isDirectory()) throw new Error("UPLOAD_DIR is not a directory");
  await access(UPLOAD_DIR, constants.R_OK | constants.W_OK);
}

/** Whether this instance can serve: its database and its file storage both answer, and it is not stopping. */
export async function checkReadiness(): Promise<{ ready: boolean; checks: Readiness }> {
  const [database, files] = await Promise.allSettled([withinTime(checkDatabase()), withinTime(checkStorage())]);
  const checks: Readiness = { db: database.status === "fulfilled" ? "ok" : "error", storage: files.status === "fulfilled" ? "ok" : "error" };
  for (const [name, result] of [
    ["db", database],
    ["storage", files],
  ] as const)
    if (result.status === "rejected") logger().error({ err: result.reason, check: name }, "readiness check failed");
  // a stopping process still answers what it was sent, but takes nothing new
  if (isStopping()) return { ready: false, checks: { ...checks, stopping: true } };
  return { ready: checks.db === "ok" && checks.storage === "ok", checks };
}
