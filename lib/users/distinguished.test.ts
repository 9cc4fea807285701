import { describe, expect, it } from "vitest";
import { growthPercent, isDistinguished } from "./distinguished";

const none = { publishedArticles: 0, approvedOpportunities: 0, acceptedAnswers: 0 };

describe("isDistinguished", () => {
  it("is not given for no or little activity", () => {
    expect(isDistinguished(none)).toBe(false);
    expect(isDistinguished({ publishedArticles: 2, approvedOpportunities: 1, acceptedAnswers: 2 })).toBe(false);
  });
  it("is earned by any one threshold", () => {
    expect(isDistinguished({ ...none, publishedArticles: 3 })).toBe(true);
    expect(isDistinguished({ ...none, approvedOpportunities: 2 })).toBe(true);
    expect(isDistinguished({ ...none, acceptedAnswers: 3 })).toBe(true);
  });
});

describe("growthPercent", () => {
  it("compares this month's new members with last month's, in whole percent", () => {
    expect(growthPercent(12, 10)).toBe(20);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(3, 0)).toBeNull();
  });
});
