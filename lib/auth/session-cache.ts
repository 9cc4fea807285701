import { Lru } from "@/lib/lru";

/**
 * How long a process answers a session token from memory before asking better-auth again: it
 * bounds how late a session's refresh (better-auth extends it once a day) and its natural expiry
 * are seen. A revocation never waits for it: it moves the session version first.
 */
export const SESSION_KEPT_MS = 30_000;
/** Sessions kept per process (a few hundred bytes each). */
export const SESSIONS_KEPT = 5_000;

/** The session cookie (better-auth's `session_token` under the "manara" prefix), signed; it is the key. */
export const SESSION_COOKIE = "manara.session_token";

/** The session cookie's value in a Cookie header, or null. */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

type WithExpiry = { session: { expiresAt: Date | string } };

/**
 * A per-process cache of looked-up sessions keyed by their token. Each use reads the session
 * version first (one row that database triggers raise whenever a session is deleted or changed or
 * a member's role, name, e-mail or its verification, image or removal changes, in the writing
 * transaction): a kept session is served only while that version has not moved, its SESSION_KEPT_MS have not passed and
 * it has not expired. So sign-out, a password change and a role change are seen by the very next
 * request, in every process. Only sessions found are kept; a token without one is asked each time,
 * and a request without a token has no session.
 */
export function sessionCache<S extends WithExpiry>({
  version,
  keptMs = SESSION_KEPT_MS,
  max = SESSIONS_KEPT,
  now = Date.now,
}: {
  /** the current session version; undefined (no row yet) turns the cache off */
  version: () => Promise<number | undefined>;
  keptMs?: number;
  max?: number;
  now?: () => number;
}) {
  const kept = new Lru<string, { version: number; until: number; session: S }>(max);
  return async function cachedSession(token: string | null, load: () => Promise<S | null>): Promise<S | null> {
    // no session cookie, no session: better-auth (no bearer or other plugin here) would only parse
    // the headers to say so
    if (!token) return null;
    // read before the lookup: a revocation committed in between moves it, so the next use looks again
    const current = await version();
    if (current === undefined) return load();
    const at = now();
    const hit = kept.get(token);
    if (hit && hit.version === current && hit.until > at && new Date(hit.session.session.expiresAt).getTime() > at) return hit.session;
    const session = await load();
    if (session) kept.set(token, { version: current, until: at + keptMs, session });
    else kept.delete(token);
    return session;
  };
}
