import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { limitKey, takeGuardLimit } from "@/lib/server/write-limits";
import type { RateLimitHit } from "@/lib/server/rate-limit";

// Sign-in throttling that slows guessing without locking the owner out. Every attempt is counted
// before the (slow) password check, through the one limiter, and forgotten when the password
// proves right:
//   - per client address (100 in 15 minutes: a campus shares one address);
//   - per account from one address (10 in 15 minutes): whoever guesses from an address locks only
//     that address out of that account;
//   - per account from the addresses it has never signed in from (10 in 15 minutes): guesses
//     spread over many addresses are slowed too, but an address the owner signed in from within
//     the last 90 days is not counted there, so failures elsewhere cannot lock the owner out of it.
// A password reset proves the mailbox and lifts the account's counters, so an owner locked out on
// a new address gets in through "forgot password".

export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

const accountOf = (email: string) => email.trim().toLowerCase();
/** A known address is kept as a hash with its account, never as the address and e-mail in clear. */
const addressHash = (account: string, ip: string) => createHash("sha256").update(`${account}\n${ip}`).digest("hex");

async function isKnownAddress(account: string, ip: string, now: Date) {
  const row = await db.signInAddress.findUnique({ where: { hash: addressHash(account, ip) }, select: { seenAt: true } });
  return !!row && now.getTime() - row.seenAt.getTime() < KNOWN_ADDRESS_MS;
}

/** A counted sign-in attempt: `succeeded()` forgets it and remembers the address; `failed()` keeps it. */
export type LoginAttempt = { succeeded: () => Promise<void>; failed: () => Promise<void> };

/** Counts the attempt, or throws RATE_LIMITED (with Retry-After seconds) past one of its limits. */
export async function beginLoginAttempt({ email, ip, now = new Date() }: { email: string; ip: string; now?: Date }): Promise<LoginAttempt> {
  const account = accountOf(email);
  const known = await isKnownAddress(account, ip, now);
  const hits: RateLimitHit[] = [];
  const forget = () => Promise.all(hits.map((h) => h.release()));
  try {
    hits.push(await takeGuardLimit("signInAddress", ip));
    hits.push(await takeGuardLimit("signInPair", `${account} ${ip}`));
    if (!known) hits.push(await takeGuardLimit("signInAccount", account));
  } catch (e) {
    await forget();
    throw e;
  }
  return {
    succeeded: async () => {
      await forget();
      const hash = addressHash(account, ip);
      await db.signInAddress.upsert({ where: { hash }, create: { hash, seenAt: now }, update: { seenAt: now } });
    },
    failed: async () => {},
  };
}

/** After a password reset: the account's sign-in counters are lifted, from every address. */
export async function liftSignInLimits(email: string) {
  const account = accountOf(email);
  await db.rateLimitHit.deleteMany({
    where: { OR: [{ key: limitKey("signInAccount", account) }, { key: { startsWith: limitKey("signInPair", `${account} `) } }] },
  });
}
