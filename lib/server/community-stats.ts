import "server-only";
import { db } from "@/lib/db";
import { notHidden } from "@/lib/server/hidden";
import { countPosts } from "@/lib/server/posts";
import {
  DISTINGUISHED_MIN_ACCEPTED_ANSWERS,
  DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES,
  DISTINGUISHED_MIN_ARTICLES,
  growthPercent,
} from "@/lib/users/distinguished";

// The home page's four figures: real counts (never invented numbers),
// computed at most once a minute per server process.
export const ACTIVE_DAYS = 90;
const TTL_MS = 60_000;

/**
 * Who did something recently, one line per kind of activity: wrote (articles, questions), answered,
 * shared or applied (opportunities, research projects, requests, topic applications), or joined.
 */
const ACTIVITY: ((since: Date) => Promise<(string | null)[]>)[] = [
  // grouped in the database (Prisma's `distinct` reads every row and drops the repeats in memory)
  (since) =>
    db.post.groupBy({ by: ["createdById"], where: { createdAt: { gte: since }, createdById: { not: null } } }).then((rows) => rows.map((r) => r.createdById)),
  (since) => db.opportunity.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } }).then((rows) => rows.map((r) => r.userId)),
  (since) => db.researchProject.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } }).then((rows) => rows.map((r) => r.userId)),
  (since) => db.partnershipRequest.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } }).then((rows) => rows.map((r) => r.userId)),
  (since) => db.question.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } }).then((rows) => rows.map((r) => r.userId)),
  (since) => db.answer.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } }).then((rows) => rows.map((r) => r.userId)),
  (since) => db.topicApplication.groupBy({ by: ["userId"], where: { createdAt: { gte: since } } }).then((rows) => rows.map((r) => r.userId)),
  (since) => db.user.findMany({ where: { createdAt: { gte: since }, deletedAt: null }, select: { id: true } }).then((rows) => rows.map((r) => r.id)),
];

/** Removed accounts (anonymous authors now): the figures count members, so they leave them out. */
const removedAccountIds = () => db.user.findMany({ where: { deletedAt: { not: null } }, select: { id: true } }).then((rows) => new Set(rows.map((r) => r.id)));

async function countActiveMembers(now: Date) {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
  const [removed, lists] = await Promise.all([removedAccountIds(), Promise.all(ACTIVITY.map((f) => f(since)))]);
  const ids = new Set<string>();
  for (const rows of lists) for (const id of rows) if (id && !removed.has(id)) ids.add(id);
  return ids.size;
}

/** Members meeting lib/users/distinguished.ts's rule, counted with three grouped, indexed queries. */
export async function countDistinguishedMembers() {
  const [removed, writers, sharers, answerers] = await Promise.all([
    removedAccountIds(),
    db.post.groupBy({ by: ["createdById"], where: { createdById: { not: null } }, having: { createdById: { _count: { gte: DISTINGUISHED_MIN_ARTICLES } } } }),
    db.opportunity.groupBy({
      by: ["userId"],
      where: { status: "approved", ...notHidden },
      having: { userId: { _count: { gte: DISTINGUISHED_MIN_APPROVED_OPPORTUNITIES } } },
    }),
    db.answer.groupBy({
      by: ["userId"],
      where: { ...notHidden, question: notHidden, acceptedFor: { isNot: null } },
      having: { userId: { _count: { gte: DISTINGUISHED_MIN_ACCEPTED_ANSWERS } } },
    }),
  ]);
  const ids = [...writers.map((w) => w.createdById), ...sharers.map((s) => s.userId), ...answerers.map((a) => a.userId)];
  return new Set(ids.filter((id): id is string => !!id && !removed.has(id))).size;
}

async function computeCommunityStats(now: Date) {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const [posts, opportunities, projects, active, joinedThisMonth, joinedLastMonth, distinguished] = await Promise.all([
    countPosts(),
    db.opportunity.count({ where: { status: "approved", ...notHidden } }),
    db.researchProject.count({ where: notHidden }),
    countActiveMembers(now),
    db.user.count({ where: { createdAt: { gte: thisMonth }, deletedAt: null } }),
    db.user.count({ where: { createdAt: { gte: lastMonth, lt: thisMonth }, deletedAt: null } }),
    countDistinguishedMembers(),
  ]);
  return {
    /** published articles, approved opportunities and research projects */
    published: posts + opportunities + projects,
    activeResearchers: active,
    joinedThisMonth,
    /** this month's new members against last month's, in percent (null: none last month) */
    growth: growthPercent(joinedThisMonth, joinedLastMonth),
    distinguished,
  };
}
export type CommunityStats = Awaited<ReturnType<typeof computeCommunityStats>>;

let cached: { at: number; value: Promise<CommunityStats> } | null = null;

/** The home page's figures, recomputed at most once a minute. */
export function getCommunityStats({ now = new Date() }: { now?: Date } = {}): Promise<CommunityStats> {
  if (!cached || now.getTime() - cached.at >= TTL_MS) {
    const value = computeCommunityStats(now);
    cached = { at: now.getTime(), value };
    value.catch(() => {
      if (cached?.value === value) cached = null; // a failure is not kept for a minute
    });
  }
  return cached.value;
}
