import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { logger } from "@/lib/logger";
import { serverTimer } from "@/lib/server/server-timer";
import { articleFacts } from "@/lib/server/articles/xml";
import { findPublishedArticleRow, XML_ARTICLE_INCLUDE } from "@/lib/server/articles/jats";
import { crossrefConfig, isOwnDoi, type CrossrefConfig } from "@/lib/server/crossref/config";
import { crossrefDocument } from "@/lib/server/crossref/deposit-xml";
import { articleUrl } from "@/lib/server/feeds";

// DOIs and their deposits with Crossref. Publishing gives an article without a DOI one under the
// configured prefix, and publishing or editing a published article queues a deposit (a row): a
// worker in each server sends the queue off the request path, the XML written from the article as
// it is when sent. A row is claimed by a guarded update (its attempt count and an expired claim),
// so with several instances on one database each attempt is made once; a failed attempt is tried
// again after a delay that doubles (1 minute, 2, 4, … at most 6 hours), and the row is given up
// after MAX_ATTEMPTS. Without the sending configuration nothing is queued and nothing is sent.

type Tx = Prisma.TransactionClient;

const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;
export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 60_000;
const BATCH = 20;
const RESPONSE_KEPT = 2_000;

/** The wait before the attempt after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));

/** The DOI the journal gives an article: its place in the journal, under the prefix. */
const doiFor = (prefix: string, a: { id: number; volume: number | null; articleNumber: number | null }) =>
  a.volume && a.articleNumber ? `${prefix}/manara.${a.volume}.${a.articleNumber}` : `${prefix}/manara.a${a.id}`;

/** On publication (after its number): a DOI under the prefix for an article without one; a DOI the author gave is kept. */
export async function assignDoi(tx: Tx, articleId: number, config = crossrefConfig()) {
  if (!config) return;
  const a = await tx.article.findUniqueOrThrow({ where: { id: articleId }, select: { id: true, doi: true, volume: true, articleNumber: true } });
  if (a.doi) return;
  await tx.article.update({ where: { id: articleId }, data: { doi: doiFor(config.prefix, a) } });
}

/**
 * Queues a deposit of a published (or just retracted) article whose DOI is the journal's. One waiting row is enough
 * (the XML is written when it is sent); a row being sent now may carry the old metadata, so
 * another is queued behind it.
 */
export async function queueDeposit(tx: Tx, articleId: number, { now = new Date(), config = crossrefConfig() } = {}) {
  if (!config?.send) return;
  const a = await tx.article.findUniqueOrThrow({ where: { id: articleId }, select: { doi: true, status: true } });
  if ((a.status !== "published" && a.status !== "retracted") || !a.doi || !isOwnDoi(a.doi, config)) return;
  const waiting = await tx.crossrefDeposit.count({
    where: { articleId, status: "pending", OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] },
  });
  if (waiting === 0) await tx.crossrefDeposit.create({ data: { articleId, doi: a.doi, nextAttemptAt: now } });
}

/** One attempt's outcome; `final` when trying again cannot help. */
type Attempt = { ok: boolean; status: number | null; response: string; final?: boolean };

async function send(xml: string, batchId: string, sending: NonNullable<CrossrefConfig["send"]>): Promise<Attempt> {
  // Crossref's deposit interface: a multipart form with the operation, the login and the file
  const form = new FormData();
  form.set("operation", "doMDUpload");
  form.set("login_id", sending.loginId);
  form.set("login_passwd", sending.password);
  form.set("fname", new Blob([xml], { type: "application/xml" }), `${batchId}.xml`);
  try {
    const res = await fetch(sending.url, { method: "POST", body: form, signal: AbortSignal.timeout(SEND_TIMEOUT_MS), redirect: "error" });
    const text = (await res.text()).slice(0, RESPONSE_KEPT);
    return { ok: res.ok, status: res.status, response: text };
  } catch (err) {
    return { ok: false, status: null, response: String((err as Error)?.message ?? err).slice(0, RESPONSE_KEPT) };
  }
}

/** Sends the deposits that are due at `now`; the ids sent, retried later and given up (the tests read them). */
export async function runCrossrefDeposits({ now = new Date(), config = crossrefConfig() }: { now?: Date; config?: CrossrefConfig | null } = {}) {
  const result = { sent: [] as number[], retried: [] as number[], failed: [] as number[] };
  const sending = config?.send;
  if (!config || !sending) return result;
  const due = await db.crossrefDeposit.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now }, OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] },
    select: { id: true, attempts: true, articleId: true, doi: true, claimedUntil: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  for (const d of due) {
    const claimed = await db.crossrefDeposit.updateMany({
      where: { id: d.id, status: "pending", attempts: d.attempts, claimedUntil: d.claimedUntil },
      data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
    });
    if (claimed.count === 0) continue;
    const row = await db.article.findUnique({ where: { id: d.articleId }, include: XML_ARTICLE_INCLUDE });
    const attempts = d.attempts + 1;
    let attempt: Attempt;
    if (!row || !row.pageId || (row.status !== "published" && row.status !== "retracted")) {
      attempt = { ok: false, status: null, response: "The article is no longer published", final: true };
    } else {
      const batchId = `manara-${d.id}-${attempts}`;
      const xml = crossrefDocument(articleFacts(row), { doi: d.doi, url: articleUrl(row.pageId), batchId, timestamp: now.getTime(), config });
      attempt = await send(xml, batchId, sending);
    }
    const giveUp = !attempt.ok && (attempts >= MAX_ATTEMPTS || attempt.final === true);
    await db.crossrefDeposit.update({
      where: { id: d.id },
      data: {
        attempts,
        claimedUntil: null,
        lastStatus: attempt.status,
        lastResponse: attempt.response,
        ...(attempt.ok ? { status: "sent", sentAt: now } : giveUp ? { status: "failed" } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
      },
    });
    (attempt.ok ? result.sent : giveUp ? result.failed : result.retried).push(d.id);
    if (!attempt.ok)
      logger().warn(
        { deposit: d.id, article: d.articleId, status: attempt.status, attempts },
        giveUp ? "crossref deposit given up" : "crossref deposit failed",
      );
  }
  return result;
}

const depositTimer = serverTimer(
  runCrossrefDeposits,
  ({ sent, failed }) => (sent.length || failed.length) && logger().info({ sent: sent.length, failed: failed.length }, "crossref deposits"),
  "crossref deposit run failed",
);

/** Sends due deposits every half minute while the server runs, when sending is configured. */
export function startCrossrefDeposits({ everyMs = 30_000 } = {}) {
  if (crossrefConfig()?.send) depositTimer(everyMs);
}

/** crossref.php: the deposit of a published article with a DOI, for editors (409 without the configuration or a DOI). */
export async function articleCrossref({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const config = crossrefConfig();
  if (!config) throw new AppError("CONFLICT", "Crossref is not configured (DOI_PREFIX and the depositor)", { reason: "CROSSREF_NOT_CONFIGURED" });
  const row = await findPublishedArticleRow({ id, actor });
  if (!row.doi) throw new AppError("CONFLICT", "The article has no DOI", { reason: "NO_DOI" });
  const now = new Date();
  return crossrefDocument(articleFacts(row), {
    doi: row.doi,
    url: articleUrl(row.pageId),
    batchId: `manara-preview-${row.id}`,
    timestamp: now.getTime(),
    config,
  });
}

/** deposits.php: an article's deposits, newest first, with their outcome (editors). */
export async function findArticleDeposits({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const article = await db.article.findUnique({ where: { id }, select: { id: true } });
  if (!article) throw new AppError("NOT_FOUND", "Article not found");
  const rows = await db.crossrefDeposit.findMany({ where: { articleId: id }, orderBy: { id: "desc" }, take: 50 });
  return rows.map((d) => ({
    id: d.id,
    doi: d.doi,
    status: d.status as "pending" | "sent" | "failed",
    attempts: d.attempts,
    next_attempt_at: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    last_status: d.lastStatus,
    last_response: d.lastResponse,
    sent_at: d.sentAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
  }));
}
