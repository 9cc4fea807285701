import "server-only";
import { db } from "@/lib/db";

export const CHART_MONTHS = 7;

/** Month buckets (oldest first) ending with the current month, counted from the given dates. */
export function countByMonth(dates: Date[], now: Date, months = CHART_MONTHS) {
  const buckets = Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1));
    return { month: d.toISOString().slice(0, 7), count: 0 };
  });
  const index = new Map(buckets.map((b, i) => [b.month, i]));
  for (const date of dates) {
    const i = index.get(date.toISOString().slice(0, 7));
    if (i !== undefined) buckets[i].count++;
  }
  return buckets;
}

/** The admin dashboard's figures, all from the database. */
export async function getDashboardStats({ now = new Date() }: { now?: Date } = {}) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const chartStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (CHART_MONTHS - 1), 1));
  const [users, posts, newThisMonth, admins, recent, signups, published] = await Promise.all([
    db.user.count(),
    db.post.count(),
    db.user.count({ where: { createdAt: { gte: monthStart } } }),
    db.user.count({ where: { role: { in: ["admin", "superadmin"] } } }),
    db.user.findMany({ orderBy: { createdAt: "desc" }, take: 5, select: { id: true, name: true, email: true, createdAt: true } }),
    db.user.findMany({ where: { createdAt: { gte: chartStart } }, select: { createdAt: true } }),
    db.post.findMany({ where: { createdAt: { gte: chartStart } }, select: { createdAt: true } }),
  ]);
  const signupsByMonth = countByMonth(signups.map((s) => s.createdAt), now);
  const postsByMonth = countByMonth(published.map((p) => p.createdAt), now);
  // spec §2: users and posts by month, on one chart
  const byMonth = signupsByMonth.map((m, i) => ({ month: m.month, signups: m.count, posts: postsByMonth[i].count }));
  return { users, posts, newThisMonth, admins, recent, byMonth };
}
