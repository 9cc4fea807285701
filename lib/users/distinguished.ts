// The 'distinguished member' label of the profile (spec §2), earned by real activity rather than
// given to everyone. A member is distinguished with at least one of:
//   - 3 published articles they wrote,
//   - 2 of their opportunities approved by the admins,
//   - 3 of their answers accepted by askers (counted once the Q&A domain reports them).
export const DISTINGUISHED_RULE = { publishedArticles: 3, approvedOpportunities: 2, acceptedAnswers: 3 } as const;

export type MemberActivity = { publishedArticles: number; approvedOpportunities: number; acceptedAnswers: number };

export function isDistinguished(a: MemberActivity): boolean {
  return (
    a.publishedArticles >= DISTINGUISHED_RULE.publishedArticles ||
    a.approvedOpportunities >= DISTINGUISHED_RULE.approvedOpportunities ||
    a.acceptedAnswers >= DISTINGUISHED_RULE.acceptedAnswers
  );
}
