import "server-only";
import { DASHBOARD_KINDS, type DashboardKind } from "@/lib/admin-sections";
import { db } from "@/lib/db";
import { notHidden } from "@/lib/server/hidden";
import { env } from "@/lib/env";
import { monthStartIn, yearMonthIn } from "@/lib/i18n/dates";
import { assertAdmin } from "@/lib/auth/roles";
import { findAuditEntries } from "@/lib/server/audit";
import { countPosts } from "@/lib/server/posts";
import type { Actor } from "@/lib/auth/session";

export const CHART_MONTHS = 7;

/** `months` calendar months of the app's time zone ending with the one holding `now`: `{ month: "YYYY-MM", gte, lt }`. */
export function monthRanges(now: Date, months = CHART_MONTHS, timeZone = env().APP_TIME_ZONE) {
  const { year, monthIndex } = yearMonthIn(now, timeZone);
  return Array.from({ length: months }, (_, i) => {
    const m = monthIndex - (months - 1 - i);
    const key = new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7);
    return { month: key, gte: monthStartIn(year, m, timeZone), lt: monthStartIn(year, m + 1, timeZone) };
  });
}

/**
 * How each kind of resource the dashboard's pie chart and `totals.resources` count is counted, every
 * count answered by an index. The kinds come from the admin section registry (its `dashboard`), so a
 * section's new kind fails the type check here until it is counted.
 */
const KIND_COUNTS: Record<DashboardKind, () => Promise<number>> = {
  articles: countPosts, // a row the triggers keep: no count(*) of the largest table
  // lectures and workshops, by their type (guide, video, article)
  guides: () => db.learningResource.count({ where: { type: "guide", ...notHidden } }),
  videos: () => db.learningResource.count({ where: { type: "video", ...notHidden } }),
  readings: () => db.learningResource.count({ where: { type: "article", ...notHidden } }),
  books: () => db.book.count(),
  exams: () => db.exam.count(),
};

export const RESOURCE_KINDS = DASHBOARD_KINDS.map((kind) => ({ kind, count: KIND_COUNTS[kind] }));

export const countQuestions = () => db.question.count({ where: notHidden });

/** GET /backend/api/admin/stats.php: totals, the last 7 months, resources by kind. */
export async function getAdminStats({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  assertAdmin(actor);
  const ranges = monthRanges(now);
  const [users, posts, questions, kinds, usersByMonth, postsByMonth] = await Promise.all([
    // removed accounts stay only as anonymous authors: they are not members any more
    db.user.count({ where: { deletedAt: null } }),
    countPosts(),
    countQuestions(),
    Promise.all(RESOURCE_KINDS.map(async (k) => ({ kind: k.kind, count: await k.count() }))),
    // one indexed range count per month (createdAt is indexed on both tables)
    Promise.all(ranges.map((r) => db.user.count({ where: { deletedAt: null, createdAt: { gte: r.gte, lt: r.lt } } }))),
    Promise.all(ranges.map((r) => db.post.count({ where: { createdAt: { gte: r.gte, lt: r.lt } } }))),
  ]);
  return {
    totals: { users, posts, questions, resources: kinds.reduce((sum, k) => sum + k.count, 0) },
    by_month: ranges.map((r, i) => ({ month: r.month, users: usersByMonth[i], posts: postsByMonth[i] })),
    resources_by_kind: kinds,
  };
}

/** The dashboard page: the figures and the five latest audit entries. */
export async function getDashboard({ actor }: { actor: Actor }) {
  const [stats, recent] = await Promise.all([getAdminStats({ actor }), findAuditEntries({ query: { limit: 5 }, actor })]);
  return { ...stats, recent: recent.entries };
}
