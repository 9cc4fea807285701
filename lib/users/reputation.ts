// A member's reputation, computed from what they did (rows), never stored as a counter that could
// drift from them. Points:
//   - a published article they wrote ........................ +10
//   - an upvote received on one of their answers ............ +2
//   - one of their answers accepted by the asker ............. +15
//   - one of their questions approved by the moderators ...... +2
//   - one of their opportunities approved .................... +5
//   - a peer review they submitted ........................... +8
// The page shows the total with each line of the breakdown. Votes a member gives, anything still
// pending or rejected, and anything a moderator hid after a report (an answer, or the question it
// answers, with its votes and acceptance) earn nothing, nor does a review invitation accepted but not
// submitted: lib/server/researchers.ts counts the rows.
// Nor does an upvote from an account made to farm points: one whose e-mail is unverified, or that
// was less than a day old when it voted (`countsTowardReputation`). The vote itself stays and is
// shown on the answer; only this sum leaves it out.

export const REPUTATION_POINTS = {
  articles: 10,
  upvotes: 2,
  accepted: 15,
  questions: 2,
  opportunities: 5,
  reviews: 8,
} as const;

/** How old a voter's account must have been when they voted for the vote to earn reputation. */
export const VOTER_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** True when an upvote earns its answer's author reputation: a verified voter whose account was a day old when they voted. */
export const countsTowardReputation = (vote: { createdAt: Date }, voter: { emailVerified: boolean; createdAt: Date }) =>
  voter.emailVerified && vote.createdAt.getTime() - voter.createdAt.getTime() >= VOTER_MIN_AGE_MS;

export type ReputationSource = keyof typeof REPUTATION_POINTS;
export type ReputationCounts = Record<ReputationSource, number>;
export type ReputationLine = { source: ReputationSource; count: number; points: number };
export type Reputation = { total: number; breakdown: ReputationLine[] };

export function reputationOf(counts: ReputationCounts): Reputation {
  const breakdown = (Object.keys(REPUTATION_POINTS) as ReputationSource[]).map((source) => {
    const count = Math.max(0, Math.trunc(counts[source] ?? 0));
    return { source, count, points: count * REPUTATION_POINTS[source] };
  });
  return { total: breakdown.reduce((sum, line) => sum + line.points, 0), breakdown };
}
