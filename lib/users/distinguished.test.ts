import { describe, expect, it } from "vitest";
import { DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES, DISTINGUISHED_MIN_ARTICLES, growthPercent, isDistinguished } from "./distinguished";

describe("isDistinguished", () => {
  it("needs enough articles or approved opportunities", () => {
    expect(isDistinguished({ articles: 0, approvedOpportunities: 0 })).toBe(false);
    expect(isDistinguished({ articles: DISTINGUISHED_MIN_ARTICLES - 1, approvedOpportunities: DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES - 1 })).toBe(false);
    expect(isDistinguished({ articles: DISTINGUISHED_MIN_ARTICLES, approvedOpportunities: 0 })).toBe(true);
    expect(isDistinguished({ articles: 0, approvedOpportunities: DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES })).toBe(true);
  });
});

describe("growthPercent", () => {
  it("compares this month with the last", () => {
    expect(growthPercent(12, 10)).toBe(20);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(3, 0)).toBeNull();
  });
});
