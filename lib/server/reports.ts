import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, isAppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { itemKeyOf, moderatorMap, QUEUE_KINDS, type ItemKind } from "@/lib/moderation/kinds";
import { REPORT_ACTION_STATUS } from "@/lib/reports/rules";
import type { QueueFilter, QueueItemJson, ReportJson } from "@/lib/reports/types";
import { type TQueueQuery, type TQueueStepInput, type TReportInput, type TResolveReportInput } from "@/lib/schemas/reports";
import { assertMayAct, contextsOf, deleteItem, reportedIdOf, titleOfVisible, titlesOf, waitingFilters, type ItemContext } from "@/lib/server/kinds";
import { notify } from "@/lib/server/notifications";
import { moveStatus } from "@/lib/server/moderation";
import { pageArgs } from "@/lib/server/paging";
import { withWriteLimit } from "@/lib/server/write-limits";

// Reports: a member flags an item for the moderators; an admin dismisses the reports, hides the
// item (the row stays, out of every list and search) or deletes it through its own domain.

const QUEUE_PAGE_DEFAULT = 50;

type ReportRow = { id: number; type: string; targetId: string; reason: string; note: string | null; status: string; createdAt: Date; resolvedAt: Date | null };

function serializeReport(r: ReportRow): ReportJson {
  return {
    id: r.id,
    type: r.type as ReportJson["type"],
    item_id: r.targetId,
    reason: r.reason as ReportJson["reason"],
    note: r.note || null,
    status: r.status as ReportJson["status"],
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
  };
}

const openKeyOf = (type: string, targetId: string, reporterId: string) => `${type}:${targetId}:${reporterId}`;

/** One open report per member and item (a member is reported by id or by handle; the report keeps the id): a second is a 409 (the unique open key settles a race too). */
export async function createReport({ input: given, actor }: { input: TReportInput; actor: Actor }) {
  return withWriteLimit("report", actor, async () => {
    const input = { ...given, id: await reportedIdOf(given.type, given.id) };
    await titleOfVisible(input.type, input.id, actor);
    const openKey = openKeyOf(input.type, input.id, actor.id);
    if (await db.report.findUnique({ where: { openKey } })) throw new AppError("CONFLICT", "You have already reported this", { reason: "ALREADY_REPORTED" });
    const row = await db.report.create({
      data: { type: input.type, targetId: input.id, reason: input.reason, note: input.note || null, reporterId: actor.id, openKey },
    });
    return serializeReport(row);
  });
}

/** Deletes the item through its own domain; already gone, the report is settled all the same. */
async function deleteReported(type: ItemKind, id: string, actor: Actor) {
  try {
    await deleteItem(type, id, actor);
  } catch (e) {
    if (!(isAppError(e) && e.code === "NOT_FOUND")) throw e;
  }
}

/**
 * Settles report `id` and every other open report of the same item: dismissed (nothing changes),
 * hidden (the item's `hiddenAt` is set) or deleted. Each action is in the audit log; each member
 * who reported it hears how it was settled, and the item's author that it was hidden.
 */
export async function resolveReport({ input, actor }: { input: TResolveReportInput; actor: Actor }) {
  assertAdmin(actor);
  const report = await db.report.findUnique({ where: { id: input.id } });
  if (!report) throw new AppError("NOT_FOUND", "Report not found");
  if (report.status !== "open") throw new AppError("BAD_TRANSITION", "This report is already resolved", { reason: "BAD_TRANSITION" });
  const type = report.type as ItemKind;
  if (input.action !== "dismiss") await assertMayAct(type, report.targetId, actor);
  // what the notices name, read while the item is still there
  const key = `${type}:${report.targetId}`;
  const [context, title] = await Promise.all([
    contextsOf(db, [{ type, id: report.targetId }]).then((c) => c.get(key)),
    titlesOf([report]).then((t) => t.get(key)),
  ]);
  if (input.action === "delete") await deleteReported(type, report.targetId, actor);
  const to = REPORT_ACTION_STATUS[input.action];
  await db.$transaction(async (tx) => {
    const open = await tx.report.findMany({ where: { type, targetId: report.targetId, status: "open" }, select: { reporterId: true } });
    await moveStatus({ kind: "report", id: report.id, to, actor, tx });
    await announceResolution(tx, { type, to, context, title: title ?? "", reporters: open.map((r) => r.reporterId), actor });
  });
  return serializeReport(await db.report.findUniqueOrThrow({ where: { id: report.id } }));
}

/**
 * The notices of a settled report: each member who reported the item, once, in their own language
 * and within their preferences (notify() decides); and, when it was hidden, its author. A notice
 * names a comment or an answer by what it sits under (the article, the question), not by its text.
 */
async function announceResolution(
  tx: Prisma.TransactionClient,
  {
    type,
    to,
    context,
    title,
    reporters,
    actor,
  }: { type: ItemKind; to: string; context: ItemContext | undefined; title: string; reporters: string[]; actor: Actor },
) {
  const params = { kind: type, title: context?.under ?? title };
  // a hidden or deleted item has no page to open any more
  const link = to === "dismissed" && context?.link ? context.link : "/";
  for (const userId of new Set(reporters)) {
    await notify(tx, { userId, actorId: actor.id, type: "report_resolved", params: { ...params, status: `report_${to}` }, link });
  }
  if (to === "hidden" && context?.userId) await notify(tx, { userId: context.userId, actorId: actor.id, type: "item_hidden", params, link: "/" });
}

type WaitingRow = { id: number; title: string; status: string; createdAt: Date };

const OPEN = { status: "open" } as const;

/** How many items wait, per kind, over the whole queue (a reported item counts once however many reports it has). */
async function queueCounts() {
  const [waiting, reported] = await Promise.all([
    waitingFilters(QUEUE_KINDS).then((kinds) => Promise.all(kinds.map(async ({ kind, table, where }) => [kind, await table.count({ where })] as const))),
    db.report.groupBy({ by: ["type", "targetId"], where: OPEN }),
  ]);
  return { ...Object.fromEntries(waiting), report: reported.length } as Record<QueueFilter, number>;
}

/** The oldest `take` reported items: each one's oldest open report, with how many are open. */
async function oldestReported(take: number) {
  const groups = await db.report.groupBy({
    by: ["type", "targetId"],
    where: OPEN,
    _count: { _all: true },
    orderBy: [{ _min: { createdAt: "asc" } }, { type: "asc" }, { targetId: "asc" }],
    take,
  });
  if (!groups.length) return [];
  const reports = await db.report.findMany({
    where: { ...OPEN, OR: groups.map((g) => ({ type: g.type, targetId: g.targetId })) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const first = new Map<string, (typeof reports)[number]>();
  for (const r of reports) if (!first.has(`${r.type}:${r.targetId}`)) first.set(`${r.type}:${r.targetId}`, r);
  return groups.flatMap((g) => {
    const report = first.get(`${g.type}:${g.targetId}`);
    return report ? [{ report, count: g._count._all }] : [];
  });
}

/**
 * One page of everything waiting for a moderator (or of one `kind`), oldest first: pending
 * questions, topics under review, members' draft resources, pending opportunities, submitted
 * articles, and one line per reported item (its oldest open report, with how many are open). The
 * counts are always the whole queue's; the page is cut from the oldest `page × limit` rows of each kind.
 */
export async function findQueue({ query, actor }: { query: TQueueQuery; actor: Actor }) {
  assertAdmin(actor);
  const { page, limit, meta } = pageArgs(query, { defaultLimit: QUEUE_PAGE_DEFAULT });
  const take = page * limit;
  // a kind the filter leaves out is not read
  const wanted = (kind: QueueFilter) => !query.kind || query.kind === kind;
  const pick = { select: { id: true, title: true, status: true, createdAt: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take };
  const [queued, reportedItems, counts] = await Promise.all([
    waitingFilters(QUEUE_KINDS.filter(wanted)).then((kinds) =>
      Promise.all(kinds.map(async ({ kind, table, where }) => ({ kind, rows: (await table.findMany({ where, ...pick })) as WaitingRow[] }))),
    ),
    wanted("report") ? oldestReported(take) : Promise.resolve([]),
    queueCounts(),
  ]);
  const [titles, contexts] = await Promise.all([
    titlesOf(reportedItems.map((v) => v.report)),
    contextsOf(db, [
      ...queued.flatMap(({ kind, rows }) => rows.map((r) => ({ type: kind, id: String(r.id) }))),
      ...reportedItems.map(({ report: r }) => ({ type: r.type, id: r.targetId })),
    ]),
  ]);
  // the item in its place: who wrote it, what it sits under, where it is read, its whole text
  const inPlace = (type: string, id: string) => {
    const c = contexts.get(`${type}:${id}`);
    return { author: c?.author ?? null, under: c?.under ?? null, link: c?.link ?? null, body: c?.body ?? "" };
  };
  const moderated = queued.flatMap(({ kind, rows }): QueueItemJson[] =>
    rows.map((r) => ({
      type: kind,
      id: r.id,
      title: r.title,
      status: r.status,
      reports: 0,
      ...inPlace(kind, String(r.id)),
      created_at: r.createdAt.toISOString(),
    })),
  );
  const reported = reportedItems.map(({ report: r, count }): QueueItemJson => ({
    type: r.type,
    id: itemKeyOf(r.type, r.targetId),
    title: titles.get(`${r.type}:${r.targetId}`) ?? "",
    status: "reported",
    report_id: r.id,
    reason: r.reason as ReportJson["reason"],
    note: r.note || null,
    reports: count,
    ...inPlace(r.type, r.targetId),
    created_at: r.createdAt.toISOString(),
  }));
  // oldest first (ISO dates in UTC sort as their text does)
  const all = [...moderated, ...reported].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  const shown = all.slice((page - 1) * limit, take);
  // how many open reports a waiting item on this page has (its report line settles them)
  const waiting = shown.filter((i) => i.report_id === undefined);
  const open = waiting.length
    ? await db.report.groupBy({
        by: ["type", "targetId"],
        where: { ...OPEN, OR: waiting.map((i) => ({ type: i.type, targetId: String(i.id) })) },
        _count: { _all: true },
      })
    : [];
  const openOf = new Map(open.map((g) => [`${g.type}:${g.targetId}`, g._count._all]));
  return {
    items: shown.map((item) => (item.report_id === undefined ? { ...item, reports: openOf.get(`${item.type}:${item.id}`) ?? 0 } : item)),
    counts,
    ...meta(query.kind ? counts[query.kind] : Object.values(counts).reduce((a, b) => a + b, 0)),
  };
}

/** Approve, reject or review a waiting item from the queue: the moderation mechanism's own step, a moderator's steps only (never an author's withdrawal). */
export async function moveQueueItem({ input, actor }: { input: TQueueStepInput; actor: Actor }) {
  assertAdmin(actor);
  await moveStatus({ kind: input.type, id: input.id, to: input.to, actor, only: moderatorMap(input.type) });
}

/** How many items wait for a moderator: the number beside the queue in the admin navigation. */
export async function countQueue(actor: Actor) {
  assertAdmin(actor);
  const counts = await queueCounts();
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
