import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

// Failed sign-ins are rows in the database, so a restart or another app instance sees the same
// counts. Strict per account, loose per client address (a campus shares one address).
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;

const accountKey = (email: string) => `acct:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** The client address set by scripts/server.mjs from the socket (and trusted proxies only). */
export function clientAddress(headers: Headers): string {
  return headers.get("x-manara-client-ip") || "unknown";
}

async function windowState(key: string, since: Date) {
  const [count, oldest] = await Promise.all([
    db.loginFailure.count({ where: { key, createdAt: { gte: since } } }),
    db.loginFailure.findFirst({ where: { key, createdAt: { gte: since } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  return { count, oldest: oldest?.createdAt };
}

/** Throws RATE_LIMITED (with Retry-After seconds) when either counter is at its limit. */
export async function assertLoginAllowed({ email, ip, now = new Date() }: { email: string; ip: string; now?: Date }) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const checks = [
    { ...(await windowState(accountKey(email), since)), max: MAX_FAILURES_PER_ACCOUNT },
    { ...(await windowState(addressKey(ip), since)), max: MAX_FAILURES_PER_ADDRESS },
  ];
  const blocked = checks.filter((c) => c.count >= c.max && c.oldest);
  if (blocked.length === 0) return;
  const retryAt = Math.max(...blocked.map((c) => c.oldest!.getTime() + LOGIN_WINDOW_MS));
  throw new AppError("RATE_LIMITED", undefined, { retryAfter: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) });
}

export async function recordLoginFailure({ email, ip }: { email: string; ip: string }) {
  await db.loginFailure.createMany({ data: [{ key: accountKey(email) }, { key: addressKey(ip) }] });
  // keep the table small: drop rows older than the window now and then
  if (Math.random() < 0.02) {
    await db.loginFailure.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - LOGIN_WINDOW_MS) } } });
  }
}

// Other actions limited per member (the contact form): one row per counted action, so the limit
// holds across restarts and instances like the sign-in counters above.
export const RATE_LIMIT_TEXT = "Too many requests. Please try again later.";

/**
 * Counts one `key` action, or throws RATE_LIMITED (with Retry-After seconds) when `max` were
 * already counted in the last `windowMs`. Refused attempts are not counted.
 */
export async function takeRateLimit({ key, max, windowMs, message = RATE_LIMIT_TEXT, reason, now = new Date() }: { key: string; max: number; windowMs: number; message?: string; reason?: string; now?: Date }) {
  const since = new Date(now.getTime() - windowMs);
  const [count, oldest] = await Promise.all([
    db.rateLimitHit.count({ where: { key, createdAt: { gte: since } } }),
    db.rateLimitHit.findFirst({ where: { key, createdAt: { gte: since } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  if (count >= max && oldest) {
    const retryAfter = Math.max(1, Math.ceil((oldest.createdAt.getTime() + windowMs - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", message, { retryAfter, reason });
  }
  await db.rateLimitHit.create({ data: { key, createdAt: now } });
  if (Math.random() < 0.02) await db.rateLimitHit.deleteMany({ where: { key, createdAt: { lt: since } } });
}
