import "server-only";
import { createHmac } from "node:crypto";
import { db, isPostgresUrl } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isPublicReading } from "@/lib/auth/public-pages";
import { yearMonthIn } from "@/lib/i18n/dates";
import { canSeeArticle, canSeeReviews } from "@/lib/articles/rules";
import type { Actor } from "@/lib/auth/session";
import { clientAddress } from "@/lib/server/rate-limit";
import { DOUBLE_CLICK_MS, hourStart, isDoubleClick, isRobot, type UsageKind } from "@/lib/usage/rules";

// The usage of an article (lib/usage/rules.ts says how COUNTER counts it): every counted request is
// a row, written by whichever process answered, so the figures hold across restarts and instances.
// A post's viewCount (the figure its card and page show) follows the same rule: it is raised by the
// reader's unique views, one per reader and hour.

/** Who asks: the session's member, else the address and user agent, kept only as a keyed hash. */
function readerOf(actor: Actor | null, headers: Headers): string {
  const who = actor ? `member:${actor.id}` : `visitor:${clientAddress(headers)}\n${headers.get("user-agent") ?? ""}`;
  return createHmac("sha256", authSecret()).update(`usage\n${who}`).digest("hex").slice(0, 32);
}

const monthKey = (at: Date) => {
  const { year, monthIndex } = yearMonthIn(at, env().APP_TIME_ZONE);
  return `${year}-${String(monthIndex + 1).padStart(2, "0")}`;
};

/**
 * Counts one request for page `pageId` (/article/{pageId}) as COUNTER does, and answers whether it
 * was counted and whether it was the reader's unique one of the hour. A robot's request writes
 * nothing; so does a repeat within 30 seconds of the reader's last counted one.
 */
export async function recordPageUsage({
  pageId,
  kind,
  actor,
  headers,
  now = new Date(),
}: {
  pageId: number;
  kind: UsageKind;
  actor: Actor | null;
  headers: Headers;
  now?: Date;
}): Promise<{ counted: boolean; unique: boolean }> {
  const none = { counted: false, unique: false };
  if (isRobot(headers.get("user-agent"))) return none;
  const reader = readerOf(actor, headers);
  const lastOf = (client: Pick<typeof db, "articleUsage">) =>
    client.articleUsage.findFirst({
      where: { pageId, kind, reader, at: { gte: hourStart(new Date(now.getTime() - DOUBLE_CLICK_MS)) } },
      orderBy: { at: "desc" },
      select: { at: true },
    });
  // the common repeat is answered by one indexed read, without taking a write lock
  if (isDoubleClick((await lastOf(db))?.at, now)) return none;
  return db.$transaction(async (tx) => {
    // two requests of one reader at once: the second waits for the first, then sees its row
    // (SQLite's transactions already take the write lock first)
    if (isPostgresUrl(env().DATABASE_URL))
      await tx.$queryRaw`SELECT 1 AS "locked" FROM (SELECT pg_advisory_xact_lock(hashtext(${`usage:${pageId}:${kind}:${reader}`}))) AS l`;
    const last = (await lastOf(tx))?.at;
    if (isDoubleClick(last, now)) return none;
    const unique = !last || last < hourStart(now);
    await tx.articleUsage.create({ data: { pageId, kind, reader, unique, month: monthKey(now), at: now } });
    // the count alone, by hand: Prisma's update would move updatedAt (the sitemap's and OAI-PMH's
    // date of the article), and a write of viewCount alone leaves the cached signed-out pages in place
    if (unique && kind === "view") await tx.$executeRaw`UPDATE "Post" SET "viewCount" = "viewCount" + 1 WHERE "id" = ${pageId}`;
    return { counted: true, unique };
  });
}

/**
 * One request for an article's page or one of its PDFs, by the article's id: what a route serving
 * the article's own files calls (the page's and the author's PDF's are counted here already). An
 * article that has no page yet (never published) counts nothing.
 */
export async function recordUsage({ articleId, kind, request, actor }: { articleId: number; kind: UsageKind; request: Request; actor: Actor | null }) {
  const article = await db.article.findUnique({ where: { id: articleId }, select: { pageId: true, postId: true } });
  const pageId = article?.pageId ?? article?.postId;
  if (!pageId) return { counted: false, unique: false };
  return recordPageUsage({ pageId, kind, actor, headers: request.headers });
}

/**
 * A signed-out reader's view of an article's page the page cache answered (the render, which counts
 * the others, did not run): counted when the page is a post's, as the render counts it.
 */
export async function recordCachedView({ pageId, headers }: { pageId: number; headers: Headers }) {
  if (isRobot(headers.get("user-agent"))) return { counted: false, unique: false };
  if (!(await db.post.findUnique({ where: { id: pageId }, select: { id: true } }))) return { counted: false, unique: false };
  return recordPageUsage({ pageId, kind: "view", actor: null, headers });
}

/** A download of an uploaded file: counted when the file is a published article's own PDF. */
export async function recordFileDownload({ name, actor, headers }: { name: string; actor: Actor | null; headers: Headers }) {
  const article = await db.article.findFirst({ where: { pdfPath: `/uploads/${name}`, pageId: { not: null } }, select: { pageId: true } });
  if (article?.pageId) await recordPageUsage({ pageId: article.pageId, kind: "download", actor, headers });
}

type MonthUsage = { month: string; views: number; downloads: number };

/** Every month from `first` to `last` ("YYYY-MM"), both included. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number);
  for (let key = first; key <= last && months.length < 1200;) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, "0")}`;
  }
  return months;
}

/**
 * GET stats.php: an article's views, unique views and downloads, as COUNTER counts them; by month
 * (from its publication to this month) for its author and the editors. Anyone who may read the
 * article reads the totals.
 */
export async function articleUsage({ id, actor, now = new Date() }: { id: number; actor: Actor | null; now?: Date }) {
  if (!actor && !isPublicReading()) throw new AppError("UNAUTHORIZED");
  const article = await db.article.findUnique({
    where: { id },
    select: { userId: true, status: true, hiddenAt: true, pageId: true, postId: true, publishedAt: true },
  });
  if (!article || !canSeeArticle(actor, article)) throw new AppError("NOT_FOUND", "Article not found");
  const pageId = article.pageId ?? article.postId;
  const rows = pageId
    ? await db.articleUsage.groupBy({ by: ["month", "kind", "unique"], where: { pageId }, _count: { _all: true }, orderBy: [{ month: "asc" }] })
    : [];
  const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((n, r) => n + r._count._all, 0);
  const totals = {
    views: sum((r) => r.kind === "view"),
    unique_views: sum((r) => r.kind === "view" && r.unique),
    downloads: sum((r) => r.kind === "download"),
  };
  if (!canSeeReviews(actor, article)) return { ...totals, by_month: null };
  const current = monthKey(now);
  const first = [article.publishedAt ? monthKey(article.publishedAt) : current, ...rows.map((r) => r.month)].sort()[0];
  const byMonth: MonthUsage[] = monthsBetween(first, current).map((month) => ({
    month,
    views: sum((r) => r.month === month && r.kind === "view"),
    downloads: sum((r) => r.month === month && r.kind === "download"),
  }));
  return { ...totals, by_month: byMonth };
}
