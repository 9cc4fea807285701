// Who receives the weekly digest and what it covers, as pure rules over the member's row and a
// clock, so they are tested with a fixed `now`.

export const DIGEST_EVERY_MS = 7 * 24 * 60 * 60 * 1000;
/** The most articles one digest lists; the Following tab has the rest. */
export const DIGEST_MAX_ITEMS = 20;

type DigestMember = { weeklyDigest: boolean; digestSentAt: Date | null; deletedAt: Date | null };

/**
 * When the member's window opened: the end of their last digest, or, for a member who opted in
 * before the window was recorded, a week before `now`.
 */
export const digestSince = (m: Pick<DigestMember, "digestSentAt">, now: Date) => m.digestSentAt ?? new Date(now.getTime() - DIGEST_EVERY_MS);

/** Due once a week after the last digest (or the opt-in), for a member who opted in and still has an account. */
export function isDigestDue(m: DigestMember, now: Date): boolean {
  if (!m.weeklyDigest || m.deletedAt) return false;
  return now.getTime() - digestSince(m, now).getTime() >= DIGEST_EVERY_MS;
}

/** A due digest is mailed only as mail preferences allow: e-mail notifications on and a verified address. */
export const mayMailDigest = (m: { notifyEmail: boolean; emailVerified: boolean }) => m.notifyEmail && m.emailVerified;

/** The articles a digest lists: published in (since, now], newest first, at most DIGEST_MAX_ITEMS. */
export function digestArticles<T extends { id: number; createdAt: Date }>(posts: T[], since: Date, now: Date): T[] {
  return posts
    .filter((p) => p.createdAt > since && p.createdAt <= now)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, DIGEST_MAX_ITEMS);
}
