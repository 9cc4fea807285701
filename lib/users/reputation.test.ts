import { describe, expect, it } from "vitest";
import { countsTowardReputation, REPUTATION_POINTS, reputationOf, VOTER_MIN_AGE_MS } from "@/lib/users/reputation";

const none = { articles: 0, upvotes: 0, accepted: 0, questions: 0, opportunities: 0, reviews: 0 };

describe("reputationOf", () => {
  it("is zero for a member who did nothing, with every line present", () => {
    const r = reputationOf(none);
    expect(r.total).toBe(0);
    expect(r.breakdown.map((l) => l.source)).toEqual(["articles", "upvotes", "accepted", "questions", "opportunities", "reviews"]);
  });

  it("adds each source's points times its count", () => {
    const r = reputationOf({ articles: 2, upvotes: 5, accepted: 1, questions: 3, opportunities: 1, reviews: 2 });
    expect(r.total).toBe(2 * 10 + 5 * 2 + 15 + 3 * 2 + 5 + 2 * 8);
    expect(r.breakdown.find((l) => l.source === "accepted")).toEqual({ source: "accepted", count: 1, points: 15 });
  });

  it("the breakdown sums to the total", () => {
    const r = reputationOf({ articles: 7, upvotes: 13, accepted: 4, questions: 0, opportunities: 2, reviews: 3 });
    expect(r.breakdown.reduce((s, l) => s + l.points, 0)).toBe(r.total);
  });

  it("ignores negative or fractional counts", () => {
    expect(reputationOf({ ...none, articles: -3, upvotes: 2.9 }).total).toBe(2 * REPUTATION_POINTS.upvotes);
  });
});

describe("countsTowardReputation", () => {
  const born = new Date("2026-03-01T10:00:00Z");
  const at = (ms: number) => ({ createdAt: new Date(born.getTime() + ms) });
  it("counts a verified voter's upvote once their account was a day old", () => {
    expect(countsTowardReputation(at(VOTER_MIN_AGE_MS), { emailVerified: true, createdAt: born })).toBe(true);
    expect(countsTowardReputation(at(30 * VOTER_MIN_AGE_MS), { emailVerified: true, createdAt: born })).toBe(true);
  });
  it("leaves out votes from unverified voters and from accounts younger than a day when they voted", () => {
    expect(countsTowardReputation(at(30 * VOTER_MIN_AGE_MS), { emailVerified: false, createdAt: born })).toBe(false);
    expect(countsTowardReputation(at(VOTER_MIN_AGE_MS - 1), { emailVerified: true, createdAt: born })).toBe(false);
    expect(countsTowardReputation(at(0), { emailVerified: true, createdAt: born })).toBe(false);
  });
});
