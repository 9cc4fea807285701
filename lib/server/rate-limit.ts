import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/** The client address set by scripts/server.mjs from the socket (and trusted proxies only). */
export function clientAddress(headers: Headers): string {
  return headers.get("x-manara-client-ip") || "unknown";
}

// Counted actions (sign-in and password-reset attempts, the contact form, the write budgets of
// lib/server/write-limits.ts): one row per counted action, so a limit holds across restarts and
// app instances.
export const RATE_LIMIT_TEXT = "Too many requests. Please try again later.";

/** A counted action: `release()` forgets it (the action failed, or a password proved right). */
export type RateLimitHit = { release: () => Promise<void> };

/**
 * Counts one `key` action, or throws RATE_LIMITED (with Retry-After seconds) when it is past `max`
 * in the last `windowMs`. Refused attempts are not counted.
 *
 * Nothing is counted before it is visible to every other caller: the hit is inserted first (its own
 * committed row), then
 *   1. ranked among the rows of its window inserted before it (id ≤ its own): past `max`, refused;
 *   2. marked `passed`, and ranked again, now also counting the passed rows inserted after it.
 * Step 1 alone is exact when ids follow commit order (SQLite's one writer). On PostgreSQL a hit
 * can take its id from the sequence, stall, and commit after a later hit already ranked without
 * it: step 2 catches that, because of any two hits that both pass, the one that ranks again last
 * sees the other (its row, or its mark), so no interleaving lets more than `max` through.
 * `hooks` lets a test stop every caller between the steps.
 */
export async function takeRateLimit({
  key,
  max,
  windowMs,
  message = RATE_LIMIT_TEXT,
  reason,
  now = new Date(),
  hooks,
}: {
  key: string;
  max: number;
  windowMs: number;
  message?: string;
  reason?: string;
  now?: Date;
  hooks?: RateLimitHooks;
}): Promise<RateLimitHit> {
  const since = new Date(now.getTime() - windowMs);
  const { id } = await db.rateLimitHit.create({ data: { key, createdAt: now }, select: { id: true } });
  const release = async () => {
    await db.rateLimitHit.deleteMany({ where: { id } });
  };
  const inWindow = { key, createdAt: { gte: since } };
  const refuse = async () => {
    await release();
    const oldest = await db.rateLimitHit.findFirst({ where: inWindow, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
    const retryAt = (oldest?.createdAt ?? now).getTime() + windowMs;
    return new AppError("RATE_LIMITED", message, { retryAfter: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)), reason });
  };
  await hooks?.inserted?.();
  const before = await db.rateLimitHit.count({ where: { ...inWindow, id: { lte: id } } });
  if (before > max) throw await refuse();
  await hooks?.ranked?.();
  await db.rateLimitHit.update({ where: { id }, data: { passed: true } });
  await hooks?.marked?.();
  const all = await db.rateLimitHit.count({ where: { ...inWindow, OR: [{ id: { lte: id } }, { passed: true }] } });
  if (all > max) throw await refuse();
  // keep the table small: drop this key's rows older than the window now and then
  if (Math.random() < 0.02) await db.rateLimitHit.deleteMany({ where: { key, createdAt: { lt: since } } });
  return { release };
}

/** Pauses between the steps of `takeRateLimit`, for tests that force an interleaving. */
export type RateLimitHooks = { inserted?: () => Promise<void>; ranked?: () => Promise<void>; marked?: () => Promise<void> };
