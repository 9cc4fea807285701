// The 'distinguished member' label (on the profile) and the home page's fourth figure, earned
// by real activity rather than given to everyone. A member is distinguished with at least one of:
//   - 3 published articles they wrote,
//   - 2 of their opportunities approved by the admins,
//   - 3 of their answers accepted by askers.
// The profile checks one member (lib/server/distinguished.ts); the home page counts everyone with
// indexed group-bys on the same thresholds (lib/server/community-stats.ts).
export const DISTINGUISHED_RULE = { publishedArticles: 3, approvedOpportunities: 2, acceptedAnswers: 3 } as const;
export const DISTINGUISHED_MIN_ARTICLES = DISTINGUISHED_RULE.publishedArticles;
export const DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES = DISTINGUISHED_RULE.approvedOpportunities;
export const DISTINGUISHED_MIN_ACCEPTED_ANSWERS = DISTINGUISHED_RULE.acceptedAnswers;

export type MemberActivity = { publishedArticles: number; approvedOpportunities: number; acceptedAnswers: number };

export function isDistinguished(a: MemberActivity): boolean {
  return (
    a.publishedArticles >= DISTINGUISHED_RULE.publishedArticles ||
    a.approvedOpportunities >= DISTINGUISHED_RULE.approvedOpportunities ||
    a.acceptedAnswers >= DISTINGUISHED_RULE.acceptedAnswers
  );
}

/** Growth of new members this month against last month, in whole percent; null when last month had none. */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
}
