import "server-only";
import { db } from "@/lib/db";
import { findAuditEntries } from "@/lib/server/audit";
import type { Actor } from "@/lib/session";
import { assertAdmin } from "@/lib/roles";

export const CHART_MONTHS = 7;

/** Month buckets (oldest first, UTC) ending with the current month, counted from the given dates. */
export function countByMonth(dates: Date[], now: Date, months = CHART_MONTHS) {
  const buckets = monthRanges(now, months).map((r) => ({ month: r.month, count: 0 }));
  const index = new Map(buckets.map((b, i) => [b.month, i]));
  for (const date of dates) {
    const i = index.get(date.toISOString().slice(0, 7));
    if (i !== undefined) buckets[i].count++;
  }
  return buckets;
}

/** `months` UTC calendar months ending with the one holding `now`: `{ month: "YYYY-MM", gte, lt }`. */
export function monthRanges(now: Date, months = CHART_MONTHS) {
  return Array.from({ length: months }, (_, i) => {
    const offset = months - 1 - i;
    const gte = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    const lt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset + 1, 1));
    return { month: gte.toISOString().slice(0, 7), gte, lt };
  });
}

/**
 * The kinds of resources the dashboard's pie chart and `totals.resources` count, one line each,
 * every count answered by an index. Kinds whose tables arrive with other issues are added here
 * (e.g. `{ kind: "lectures", count: () => db.resource.count({ where: { type: "lecture" } }) }`,
 * `{ kind: "books", count: () => db.book.count() }`, `{ kind: "exams", count: () => db.exam.count() }`).
 */
export const RESOURCE_KINDS: { kind: string; count: () => Promise<number> }[] = [
  { kind: "articles", count: () => db.post.count() },
];

/** `totals.questions`: the Q&A issue replaces this with `() => db.question.count()`. */
export const countQuestions: () => Promise<number> = async () => 0;

/** GET /backend/api/admin/stats.php (DESIGN §2b): totals, the last 7 months, resources by kind. */
export async function getAdminStats({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  assertAdmin(actor);
  const ranges = monthRanges(now);
  const [users, posts, questions, kinds, usersByMonth, postsByMonth] = await Promise.all([
    db.user.count(),
    db.post.count(),
    countQuestions(),
    Promise.all(RESOURCE_KINDS.map(async (k) => ({ kind: k.kind, count: await k.count() }))),
    // one indexed range count per month (createdAt is indexed on both tables)
    Promise.all(ranges.map((r) => db.user.count({ where: { createdAt: { gte: r.gte, lt: r.lt } } }))),
    Promise.all(ranges.map((r) => db.post.count({ where: { createdAt: { gte: r.gte, lt: r.lt } } }))),
  ]);
  return {
    totals: { users, posts, questions, resources: kinds.reduce((sum, k) => sum + k.count, 0) },
    by_month: ranges.map((r, i) => ({ month: r.month, users: usersByMonth[i], posts: postsByMonth[i] })),
    resources_by_kind: kinds,
  };
}
export type AdminStats = Awaited<ReturnType<typeof getAdminStats>>;

/** The dashboard page: the figures and the five latest audit entries. */
export async function getDashboard({ actor }: { actor: Actor }) {
  const [stats, recent] = await Promise.all([getAdminStats({ actor }), findAuditEntries({ query: { limit: 5 }, actor })]);
  return { ...stats, recent: recent.entries };
}
