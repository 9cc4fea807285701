import "server-only";
import { db } from "@/lib/db";
import { DIGEST_EVERY_MS, DIGEST_MAX_ITEMS, digestArticles, digestSince, isDigestDue, mayMailDigest } from "@/lib/follows/digest";
import { appOrigin } from "@/lib/http/origin";
import { logger } from "@/lib/logger";
import { serverTimer } from "@/lib/server/server-timer";
import { followedPostsOf } from "@/lib/server/follows/follows";
import { mailLocale, mailTranslator, queueMail, renderMail, unsubscribeHeaders, unsubscribeUrl } from "@/lib/server/mail";
import { articleUrl } from "@/lib/server/feeds";

// The weekly digest: once a week per member who opted in, one mail through the outbox listing the
// articles the followed researchers and tags published since the previous digest. Nothing new, no
// mail. Each member's window is claimed by moving `digestSentAt` guarded by its old value, in the
// transaction that queues the mail, so two app instances never send the same digest twice.

const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Members handled per run; the next run takes the rest. */
const BATCH = 200;

const memberSelect = {
  id: true,
  name: true,
  email: true,
  locale: true,
  emailVerified: true,
  notifyEmail: true,
  weeklyDigest: true,
  digestSentAt: true,
  deletedAt: true,
  follows: { select: { type: true, target: true } },
} as const;

/** Sends the digests due at `now`; returns the addresses mailed (the tests read them). */
export async function sendWeeklyDigests({ now = new Date() }: { now?: Date } = {}): Promise<string[]> {
  const weekAgo = new Date(now.getTime() - DIGEST_EVERY_MS);
  const members = await db.user.findMany({
    where: { weeklyDigest: true, deletedAt: null, OR: [{ digestSentAt: null }, { digestSentAt: { lte: weekAgo } }] },
    select: memberSelect,
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const mailed: string[] = [];
  for (const member of members) {
    if (!isDigestDue(member, now)) continue;
    if (await sendDigest(member, now)) mailed.push(member.email);
  }
  return mailed;
}

type Member = Awaited<ReturnType<typeof db.user.findMany<{ select: typeof memberSelect }>>>[number];

async function sendDigest(member: Member, now: Date): Promise<boolean> {
  const since = digestSince(member, now);
  const where = followedPostsOf(member.follows);
  return db.$transaction(async (tx) => {
    // the window moves on whether or not a mail goes out: a week without news is not listed again
    const claimed = await tx.user.updateMany({ where: { id: member.id, digestSentAt: member.digestSentAt }, data: { digestSentAt: now } });
    if (claimed.count === 0 || !where || !mayMailDigest(member)) return false;
    const posts = await tx.post.findMany({
      where: { AND: [where, { createdAt: { gt: since, lte: now } }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DIGEST_MAX_ITEMS + 1,
      select: { id: true, title: true, author: true, createdAt: true },
    });
    const items = digestArticles(posts, since, now);
    if (items.length === 0) return false;
    const locale = mailLocale(member.locale);
    const t = mailTranslator(locale);
    const origin = appOrigin();
    const unsubscribe = unsubscribeUrl(origin, member.id, "digest");
    const { text, html } = renderMail({
      locale,
      greeting: t("greeting", { name: member.name }),
      paragraphs: [
        t("digest.intro"),
        ...items.map((p) => t("digest.item", { title: p.title, author: p.author, url: articleUrl(p.id) })),
        ...(posts.length > items.length ? [t("digest.more")] : []),
      ],
      action: { label: t("digest.action"), url: `${origin}/?tab=following` },
      footer: [t("digest.footer"), `${t("digest.unsubscribe")}: ${unsubscribe}`],
    });
    await queueMail(tx, { to: member.email, subject: t("digest.subject"), text, html, headers: unsubscribeHeaders(unsubscribe) });
    return true;
  });
}

const digestTimer = serverTimer(
  sendWeeklyDigests,
  (mailed) => mailed.length > 0 && logger().info({ digests: mailed.length }, "queued weekly digests"),
  "weekly digest run failed",
);

/** Checks for due digests every hour while the server runs. */
export function startWeeklyDigests({ everyMs = CHECK_EVERY_MS } = {}) {
  digestTimer(everyMs);
}
