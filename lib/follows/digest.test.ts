import { describe, expect, it } from "vitest";
import { DIGEST_EVERY_MS, DIGEST_MAX_ITEMS, digestArticles, digestSince, isDigestDue, mayMailDigest } from "./digest";

const NOW = new Date("2026-11-30T08:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 24 * 60 * 60 * 1000;
const member = (over: Partial<{ weeklyDigest: boolean; digestSentAt: Date | null; deletedAt: Date | null }> = {}) => ({
  weeklyDigest: true,
  digestSentAt: ago(7 * DAY),
  deletedAt: null,
  ...over,
});

describe("who gets a weekly digest, and when", () => {
  it("is due a week after the last digest, not a minute before", () => {
    expect(isDigestDue(member({ digestSentAt: ago(DIGEST_EVERY_MS) }), NOW)).toBe(true);
    expect(isDigestDue(member({ digestSentAt: ago(DIGEST_EVERY_MS - 60_000) }), NOW)).toBe(false);
    expect(isDigestDue(member({ digestSentAt: ago(30 * DAY) }), NOW)).toBe(true);
  });

  it("never for a member who did not opt in or whose account is gone", () => {
    expect(isDigestDue(member({ weeklyDigest: false, digestSentAt: ago(30 * DAY) }), NOW)).toBe(false);
    expect(isDigestDue(member({ deletedAt: ago(DAY) }), NOW)).toBe(false);
  });

  it("a member with no recorded window is due now and covers the last week", () => {
    expect(isDigestDue(member({ digestSentAt: null }), NOW)).toBe(true);
    expect(digestSince({ digestSentAt: null }, NOW)).toEqual(ago(DIGEST_EVERY_MS));
    expect(digestSince({ digestSentAt: ago(9 * DAY) }, NOW)).toEqual(ago(9 * DAY));
  });

  it("is mailed only with e-mail notifications on and a verified address", () => {
    expect(mayMailDigest({ notifyEmail: true, emailVerified: true })).toBe(true);
    expect(mayMailDigest({ notifyEmail: false, emailVerified: true })).toBe(false);
    expect(mayMailDigest({ notifyEmail: true, emailVerified: false })).toBe(false);
  });
});

describe("what a digest lists", () => {
  const since = ago(7 * DAY);
  it("only what came after the window opened and up to now, newest first", () => {
    const posts = [
      { id: 1, createdAt: since }, // the instant the window opened: the last digest had it
      { id: 2, createdAt: ago(6 * DAY) },
      { id: 3, createdAt: ago(DAY) },
      { id: 4, createdAt: new Date(NOW.getTime() + 1) }, // after the run: the next digest
      { id: 5, createdAt: NOW },
    ];
    expect(digestArticles(posts, since, NOW).map((p) => p.id)).toEqual([5, 3, 2]);
  });

  it("at most DIGEST_MAX_ITEMS, the newest", () => {
    const posts = Array.from({ length: DIGEST_MAX_ITEMS + 5 }, (_, i) => ({ id: i + 1, createdAt: ago((i + 1) * 60_000) }));
    const listed = digestArticles(posts, since, NOW);
    expect(listed).toHaveLength(DIGEST_MAX_ITEMS);
    expect(listed[0].id).toBe(1);
  });

  it("nothing new, nothing listed", () => {
    expect(digestArticles([{ id: 1, createdAt: ago(8 * DAY) }], since, NOW)).toEqual([]);
  });
});
