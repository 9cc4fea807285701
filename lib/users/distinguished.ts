// Who is a "distinguished member" (the home page's fourth figure, and the profile's label in the
// account issue). A simple, explainable rule on published work that an admin approved or wrote:
//   at least 3 published articles, or at least 2 approved research opportunities.
// The domain layer counts with indexed group-bys (lib/server/community-stats.ts) and applies the
// same thresholds; a profile can call `isDistinguished` with one member's counts.
export const DISTINGUISHED_MIN_ARTICLES = 3;
export const DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES = 2;

export type ContributionCounts = { articles: number; approvedOpportunities: number };

export function isDistinguished({ articles, approvedOpportunities }: ContributionCounts): boolean {
  return articles >= DISTINGUISHED_MIN_ARTICLES || approvedOpportunities >= DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES;
}

/** Growth of new members this month against last month, in whole percent; null when last month had none. */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}
