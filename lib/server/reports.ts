import "server-only";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { assertAdmin, deleteUserDenial, denialError } from "@/lib/auth/roles";
import { isAdminRole, type Role } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import type { ReportType } from "@/lib/reports/rules";
import type { QueueFilter, QueueItemJson, ReportJson } from "@/lib/reports/types";
import { type TQueueQuery, type TQueueStepInput, type TReportInput, type TResolveReportInput } from "@/lib/schemas/reports";
import { moveStatus } from "@/lib/server/moderation";
import { pageArgs } from "@/lib/server/paging";
import { deleteArticle, getArticle } from "@/lib/server/articles/articles";
import { recordAudit } from "@/lib/server/audit";
import { hiddenFrom, hideItem, notHidden } from "@/lib/server/hidden";
import { deleteOpportunity } from "@/lib/server/opportunities";
import { deleteComment, getVisibleComment } from "@/lib/server/comments";
import { deleteAnswer } from "@/lib/server/qa/answers";
import { deleteQuestion } from "@/lib/server/qa/questions";
import { getVisibleAnswer, getVisibleQuestion } from "@/lib/server/qa/rows";
import { deleteResearchProject } from "@/lib/server/research-projects";
import { deleteResource } from "@/lib/server/resources";
import { deleteTopic } from "@/lib/server/topics/suggestions";
import { deleteUser } from "@/lib/server/users";
import { takeWriteLimit } from "@/lib/server/write-limits";
import { canSeeOpportunity } from "@/lib/partnership/rules";
import { canSeeTopic } from "@/lib/topics/rules";

// Reports: a member flags an item for the moderators; an admin dismisses the reports, hides the
// item (the row stays, out of every list and search) or deletes it through its own domain.

const QUEUE_PAGE_DEFAULT = 50;

const notFound = () => new AppError("NOT_FOUND", "Item not found");

/** The item's title, or a 404 when it does not exist or the actor may not see it (a hidden one only admins see). */
async function titleOfVisible(type: ReportType, id: string, actor: Actor): Promise<string> {
  const n = Number(id);
  const hidden = (row: { hiddenAt: Date | null }) => hiddenFrom(actor, row);
  switch (type) {
    case "question":
      return (await getVisibleQuestion(n, actor)).title;
    case "answer":
      return (await getVisibleAnswer(n, actor)).text;
    case "article":
      return (await getArticle({ id: n, actor })).title_ar;
    case "topic": {
      const t = await db.topic.findUnique({ where: { id: n } });
      if (!t || hidden(t) || !canSeeTopic(actor, t)) throw notFound();
      return t.title;
    }
    case "resource": {
      const r = await db.learningResource.findUnique({ where: { id: n } });
      if (!r || hidden(r) || (r.status !== "Published" && r.userId !== actor.id && !isAdminRole(actor.role))) throw notFound();
      return r.title;
    }
    case "opportunity": {
      const o = await db.opportunity.findUnique({ where: { id: n } });
      if (!o || hidden(o) || !canSeeOpportunity(actor, o)) throw notFound();
      return o.title;
    }
    case "project": {
      const p = await db.researchProject.findUnique({ where: { id: n } });
      if (!p || hidden(p)) throw notFound();
      return p.title;
    }
    case "member": {
      const u = await db.user.findUnique({ where: { id } });
      if (!u || u.deletedAt || hidden(u)) throw notFound();
      return u.name;
    }
    case "comment":
      return (await getVisibleComment(n, actor)).text;
  }
}

/** A member is reported by id or by handle (their researcher page knows only the handle); the report keeps the id. */
async function memberIdOf(idOrHandle: string) {
  const u = await db.user.findFirst({ where: { OR: [{ id: idOrHandle }, { handle: idOrHandle }] }, select: { id: true } });
  return u?.id ?? idOrHandle;
}

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

/** One open report per member and item: a second is a 409 (the unique open key settles a race too). */
export async function createReport({ input: given, actor }: { input: TReportInput; actor: Actor }) {
  const hit = await takeWriteLimit("report", actor);
  try {
    const input = given.type === "member" ? { ...given, id: await memberIdOf(given.id) } : given;
    await titleOfVisible(input.type, input.id, actor);
    const openKey = openKeyOf(input.type, input.id, actor.id);
    if (await db.report.findUnique({ where: { openKey } })) throw new AppError("CONFLICT", "You have already reported this", { reason: "ALREADY_REPORTED" });
    const row = await db.report.create({
      data: { type: input.type, targetId: input.id, reason: input.reason, note: input.note || null, reporterId: actor.id, openKey },
    });
    return serializeReport(row);
  } catch (e) {
    // a refused report does not use the budget
    if (isAppError(e) && e.code !== "RATE_LIMITED") await hit.release();
    throw e;
  }
}

/** Deletes the item through its own domain (which checks and audits the admin's delete). */
async function deleteItem(type: ReportType, id: string, actor: Actor) {
  const n = Number(id);
  const run = {
    question: () => deleteQuestion({ id: n, actor }),
    answer: () => deleteAnswer({ id: n, actor }),
    topic: () => deleteTopic({ id: n, actor }),
    resource: () => deleteResource({ id: n, actor }),
    opportunity: () => deleteOpportunity({ id: n, actor }),
    project: () => deleteResearchProject({ id: n, actor }),
    member: () => deleteUser({ id, actor }),
    comment: () => deleteComment({ id: n, actor }),
    article: () => deleteArticle({ id: n, actor }),
  }[type];
  try {
    await run();
  } catch (e) {
    // already gone: the report is settled all the same
    if (!(isAppError(e) && e.code === "NOT_FOUND")) throw e;
  }
}

/**
 * Hiding or removing a reported account follows the rules of the admins' user screen (lib/auth/roles.ts):
 * nobody acts on themselves or the superadmin, and only the superadmin on an admin (403 with the reason).
 */
async function assertMayActOnMember(id: string, actor: Actor) {
  const target = await db.user.findUnique({ where: { id }, select: { id: true, role: true } });
  if (!target) return;
  const denial = deleteUserDenial(actor, { id: target.id, role: target.role as Role });
  if (denial) throw denialError(denial);
}

/**
 * Settles report `id` and every other open report of the same item: dismissed (nothing changes),
 * hidden (the item's `hiddenAt` is set) or deleted. Each action is in the audit log.
 */
export async function resolveReport({ input, actor }: { input: TResolveReportInput; actor: Actor }) {
  assertAdmin(actor);
  const report = await db.report.findUnique({ where: { id: input.id } });
  if (!report) throw new AppError("NOT_FOUND", "Report not found");
  if (report.status !== "open") throw new AppError("BAD_TRANSITION", "This report is already resolved", { reason: "BAD_TRANSITION" });
  const type = report.type as ReportType;
  if (type === "member" && input.action !== "dismiss") await assertMayActOnMember(report.targetId, actor);
  if (input.action === "delete") await deleteItem(type, report.targetId, actor);
  const status = { dismiss: "dismissed", hide: "hidden", delete: "deleted" }[input.action];
  const now = new Date();
  await db.$transaction(async (tx) => {
    if (input.action === "hide") await hideItem(tx, type, report.targetId, now);
    await tx.report.updateMany({
      where: { type: report.type, targetId: report.targetId, status: "open" },
      data: { status, openKey: null, resolvedById: actor.id, resolvedAt: now },
    });
    await recordAudit(tx, actor, {
      action: `report.${input.action}`,
      targetType: report.type,
      targetId: report.targetId,
      summary: `report ${report.id}: ${report.reason}`,
    });
  });
  return serializeReport(await db.report.findUniqueOrThrow({ where: { id: report.id } }));
}

type QueueItem = QueueItemJson;

/** Titles of reported items, by type and id, read in one query per type. */
async function reportedTitles(keys: { type: string; targetId: string }[]) {
  const ids = (type: string) => keys.filter((k) => k.type === type).map((k) => Number(k.targetId));
  const titles = new Map<string, string>();
  const put = (type: string, rows: { id: number | string; title: string }[]) => rows.forEach((r) => titles.set(`${type}:${r.id}`, r.title));
  const select = { id: true, title: true } as const;
  const [questions, answers, articles, topics, resources, opportunities, projects, members] = await Promise.all([
    db.question.findMany({ where: { id: { in: ids("question") } }, select }),
    db.answer.findMany({ where: { id: { in: ids("answer") } }, select: { id: true, text: true } }),
    db.article.findMany({ where: { id: { in: ids("article") } }, select }),
    db.topic.findMany({ where: { id: { in: ids("topic") } }, select }),
    db.learningResource.findMany({ where: { id: { in: ids("resource") } }, select }),
    db.opportunity.findMany({ where: { id: { in: ids("opportunity") } }, select }),
    db.researchProject.findMany({ where: { id: { in: ids("project") } }, select }),
    db.user.findMany({ where: { id: { in: keys.filter((k) => k.type === "member").map((k) => k.targetId) } }, select: { id: true, name: true } }),
  ]);
  put("question", questions);
  put(
    "answer",
    answers.map((a) => ({ id: a.id, title: a.text.slice(0, 200) })),
  );
  put("article", articles);
  put("topic", topics);
  put("resource", resources);
  put("opportunity", opportunities);
  put("project", projects);
  put(
    "member",
    members.map((m) => ({ id: m.id, title: m.name })),
  );
  const comments = await db.comment.findMany({ where: { id: { in: ids("comment") } }, select: { id: true, text: true } });
  put(
    "comment",
    comments.map((c) => ({ id: c.id, title: c.text.slice(0, 200) })),
  );
  return titles;
}

/** What waits for a moderator's decision, per kind: pending and not hidden (members' drafts only, for resources). */
async function waitingFilters() {
  const admins = (await db.user.findMany({ where: { role: { in: ["admin", "superadmin"] } }, select: { id: true } })).map((u) => u.id);
  return {
    question: { status: "pending", ...notHidden },
    topic: { status: "Under Review", ...notHidden },
    resource: { status: "Draft", userId: { not: null, notIn: admins }, ...notHidden },
    opportunity: { status: "pending", ...notHidden },
    article: { status: "submitted", ...notHidden },
  };
}

const OPEN = { status: "open" } as const;

/** How many items wait, per kind, over the whole queue (a reported item counts once however many reports it has). */
async function queueCounts() {
  const w = await waitingFilters();
  const [question, topic, resource, opportunity, article, reported] = await Promise.all([
    db.question.count({ where: w.question }),
    db.topic.count({ where: w.topic }),
    db.learningResource.count({ where: w.resource }),
    db.opportunity.count({ where: w.opportunity }),
    db.article.count({ where: w.article }),
    db.report.groupBy({ by: ["type", "targetId"], where: OPEN }),
  ]);
  return { question, topic, resource, opportunity, article, report: reported.length };
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
  const w = await waitingFilters();
  const pick = { select: { id: true, title: true, status: true, createdAt: true }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }], take };
  // a kind the filter leaves out is not read
  const wanted = (kind: QueueFilter) => !query.kind || query.kind === kind;
  const none = Promise.resolve([]);
  const [questions, topics, resources, opportunities, articles, reportedItems, counts] = await Promise.all([
    wanted("question") ? db.question.findMany({ where: w.question, ...pick }) : none,
    wanted("topic") ? db.topic.findMany({ where: w.topic, ...pick }) : none,
    wanted("resource") ? db.learningResource.findMany({ where: w.resource, ...pick }) : none,
    wanted("opportunity") ? db.opportunity.findMany({ where: w.opportunity, ...pick }) : none,
    wanted("article") ? db.article.findMany({ where: w.article, ...pick }) : none,
    wanted("report") ? oldestReported(take) : Promise.resolve([]),
    queueCounts(),
  ]);
  const titles = await reportedTitles(reportedItems.map((v) => v.report));
  const moderated = (type: string, rows: { id: number; title: string; status: string; createdAt: Date }[]): (QueueItem & { at: Date })[] =>
    rows.map((r) => ({
      type,
      id: r.id,
      title: r.title,
      status: r.status,
      reports: 0,
      created_at: r.createdAt.toISOString(),
      at: r.createdAt,
    }));
  const reported = reportedItems.map(({ report: r, count }) => ({
    type: r.type,
    id: r.type === "member" ? r.targetId : Number(r.targetId),
    title: titles.get(`${r.type}:${r.targetId}`) ?? "",
    status: "reported",
    report_id: r.id,
    reason: r.reason as ReportJson["reason"],
    reports: count,
    created_at: r.createdAt.toISOString(),
    at: r.createdAt,
  }));
  const all = [
    ...moderated("question", questions),
    ...moderated("topic", topics),
    ...moderated("resource", resources),
    ...moderated("opportunity", opportunities),
    ...moderated("article", articles),
    ...reported,
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
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
    items: shown.map((item) => {
      const { at, ...json } = item;
      void at; // the sort key, not part of the answer
      return item.report_id === undefined ? { ...json, reports: openOf.get(`${item.type}:${item.id}`) ?? 0 } : json;
    }),
    counts,
    ...meta(query.kind ? counts[query.kind] : Object.values(counts).reduce((a, b) => a + b, 0)),
  };
}

/** Approve, reject or review a waiting item from the queue: the moderation mechanism's own step. */
export async function moveQueueItem({ input, actor }: { input: TQueueStepInput; actor: Actor }) {
  assertAdmin(actor);
  await moveStatus({ kind: input.type, id: input.id, to: input.to, actor });
}

/** How many items wait for a moderator: the number beside the queue in the admin navigation. */
export async function countQueue(actor: Actor) {
  assertAdmin(actor);
  const counts = await queueCounts();
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
