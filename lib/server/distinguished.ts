import "server-only";
import { db } from "@/lib/db";
import { notHidden } from "@/lib/server/hidden";
import { publishedArticlesOf } from "@/lib/server/researchers";
import { isDistinguished, type MemberActivity } from "@/lib/users/distinguished";

/** The activity the 'distinguished member' rule counts (lib/users/distinguished.ts). */
export async function getMemberActivity(userId: string): Promise<MemberActivity> {
  const [publishedArticles, approvedOpportunities, acceptedAnswers] = await Promise.all([
    db.post.count({ where: publishedArticlesOf(userId) }),
    db.opportunity.count({ where: { userId, status: "approved", ...notHidden } }),
    db.answer.count({ where: { userId, ...notHidden, question: notHidden, acceptedFor: { isNot: null } } }),
  ]);
  return { publishedArticles, approvedOpportunities, acceptedAnswers };
}

export async function isMemberDistinguished(userId: string): Promise<boolean> {
  return isDistinguished(await getMemberActivity(userId));
}
