import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { monthKeyIn, monthStartIn, yearMonthIn } from "@/lib/i18n/dates";

export const CHART_MONTHS = 7;

/**
 * Month buckets (oldest first) ending with the current month, counted from the given dates. Months
 * are the app's time zone's (DESIGN §5), the same months the dates are printed in.
 */
export function countByMonth(dates: Date[], now: Date, months = CHART_MONTHS, timeZone = env().APP_TIME_ZONE) {
  const { year, monthIndex } = yearMonthIn(now, timeZone);
  const buckets = Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(year, monthIndex - (months - 1 - i), 1));
    return { month: d.toISOString().slice(0, 7), count: 0 };
  });
  const index = new Map(buckets.map((b, i) => [b.month, i]));
  for (const date of dates) {
    const i = index.get(monthKeyIn(date, timeZone));
    if (i !== undefined) buckets[i].count++;
  }
  return buckets;
}

/** The first moments of this month and of the chart's first month, in the app's time zone. */
export function monthBounds(now: Date, timeZone = env().APP_TIME_ZONE, months = CHART_MONTHS) {
  const { year, monthIndex } = yearMonthIn(now, timeZone);
  return { monthStart: monthStartIn(year, monthIndex, timeZone), chartStart: monthStartIn(year, monthIndex - (months - 1), timeZone) };
}

/** The admin dashboard's figures, all from the database. */
export async function getDashboardStats({ now = new Date() }: { now?: Date } = {}) {
  const { monthStart, chartStart } = monthBounds(now);
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
