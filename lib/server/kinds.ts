import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deleteUserDenial, denialError } from "@/lib/auth/roles";
import { isAdminRole, type Role } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { CONTACT_TRANSITIONS } from "@/lib/contact/rules";
import { RESOURCE_TRANSITIONS } from "@/lib/learning/rules";
import { itemKeyOf, type ItemKind, type QueueKind } from "@/lib/moderation/kinds";
import type { TransitionMap } from "@/lib/moderation/transitions";
import { canManage, canSeeOpportunity, OPPORTUNITY_TRANSITIONS, REQUEST_TRANSITIONS } from "@/lib/partnership/rules";
import { questionPath } from "@/lib/qa/paths";
import { articleReviewHref } from "@/lib/articles/types";
import { commentPath } from "@/lib/comments/types";
import { researcherPath } from "@/lib/researchers/types";
import { QUESTION_TRANSITIONS } from "@/lib/qa/rules";
import { REPORT_ACTION_STATUS, REPORT_TRANSITIONS } from "@/lib/reports/rules";
import { canSeeTopic, TOPIC_TRANSITIONS } from "@/lib/topics/rules";
import { deleteArticle, getArticle } from "@/lib/server/articles/articles";
import { ARTICLE_KIND } from "@/lib/server/articles/kind";
import { actsAsAdmin, type AuditInput } from "@/lib/server/audit";
import { deleteComment, getVisibleComment } from "@/lib/server/comments";
import { hiddenFrom, notHidden } from "@/lib/server/hidden";
import { notify } from "@/lib/server/notifications";
import { deleteOpportunity } from "@/lib/server/opportunities";
import { deleteAnswer } from "@/lib/server/qa/answers";
import { deleteQuestion } from "@/lib/server/qa/questions";
import { getVisibleAnswer, getVisibleQuestion } from "@/lib/server/qa/rows";
import { deleteResearchProject } from "@/lib/server/research-projects";
import { deleteResource } from "@/lib/server/resources";
import { deleteTopic } from "@/lib/server/topics/suggestions";
import { REVIEW_ASSIGNMENT_KIND } from "@/lib/server/reviews/kind";
import { deleteUser } from "@/lib/server/users";

// The table of item kinds, the server's side: each kind says here, once, how it is read (its
// title, or a 404 for whom may not see it), titled in the queue, hidden, deleted, counted while it
// waits, and moved along its status map. Reports, hiding, the queue and the moderation mechanism
// (lib/server/moderation.ts) read it; the browser's side is lib/moderation/kinds.ts.

type Tx = Prisma.TransactionClient;

/** The row a status step reads and guards: what every kind's workflow has in common. */
export type ModeratedRow = { id: number; title: string; status: string; userId: string | null };
/** What a step knows besides the row: who takes it, its public note, and when. */
export type StepContext = { actor: Actor; note: string | null; now: Date };

/** A kind's status workflow, applied by moveStatus in lib/server/moderation.ts. */
export type MoveConfig<R extends ModeratedRow = ModeratedRow> = {
  table: TableName;
  transitions: TransitionMap<string>;
  notFound: string;
  /** The row, when it is more than the table's id, title, status and author. */
  read?: (tx: Tx, id: number) => Promise<R | null>;
  /** Who may take the step, when not only moderators (authors take some article steps): throws 403. */
  authorize?: (row: R, to: string, actor: Actor) => void;
  /** Columns the step sets beside the status (dates, a note), in the same guarded update. */
  columns?: (row: R, to: string, step: StepContext) => Record<string, unknown>;
  /** In the same transaction, after the move: what else the step changes. */
  apply?: (tx: Tx, row: R, to: string, step: StepContext) => Promise<void>;
  /** The audit entry (of the item itself unless it names another target), or null for none. */
  audit: (
    row: R,
    to: string,
    actor: Actor,
  ) => (AuditInput & { targetType?: string; targetId?: string | number }) | Omit<AuditInput, "targetType" | "targetId"> | null;
  /** In the same transaction, after the move: notifications. */
  announce?: (tx: Tx, row: R, to: string, actor: Actor) => Promise<void>;
};
/** A workflow whose row carries more than the shared columns. */
const withRow = <R extends ModeratedRow>(config: MoveConfig<R>) => config as unknown as MoveConfig;

type TableName =
  | "question"
  | "answer"
  | "topic"
  | "learningResource"
  | "opportunity"
  | "article"
  | "researchProject"
  | "user"
  | "comment"
  | "partnershipRequest"
  | "report"
  | "contactMessage"
  | "reviewAssignment";

/** The few calls every table answers alike (Prisma's delegates differ only in their types). */
type AnyTable = {
  findUnique(args: { where: { id: number | string }; select?: object }): Promise<Record<string, unknown> | null>;
  findMany(args: { where: object; select?: object; orderBy?: object; take?: number }): Promise<Record<string, unknown>[]>;
  count(args: { where: object }): Promise<number>;
  updateMany(args: { where: object; data: object }): Promise<{ count: number }>;
};
export const tableOf = (client: Tx, name: TableName) => client[name] as unknown as AnyTable;

/** What a reportable kind says about itself. */
type Reportable = {
  table: TableName;
  /** The column a reported line shows as its title (a long text is cut to 200 characters). */
  titleColumn: "title" | "text" | "name";
  /** The item's title, or a 404 when it does not exist or the actor may not see it. */
  read: (id: string, actor: Actor) => Promise<string>;
  /** Deletes the item through its own domain, which checks and audits the admin's delete. */
  remove: (id: string, actor: Actor) => Promise<unknown>;
  /** The id a report keeps, from the one it was sent with (a member's handle names them too). */
  idOf?: (given: string) => Promise<string>;
  /** Throws when the actor may not hide or delete this item (before either). */
  assertMayAct?: (id: string, actor: Actor) => Promise<void>;
  /** What hiding takes away besides setting `hiddenAt`, in the same transaction. */
  beforeHide?: (tx: Tx, id: string) => Promise<unknown>;
  /** How the queue shows these items in their place (one query for all of them): author, where they sit, link, whole text. */
  context: (client: Tx, ids: string[]) => Promise<ItemContext[]>;
};

/** A reported or waiting item as a moderator reads it before deciding. */
export type ItemContext = {
  id: string;
  /** who wrote it, as the site names them, and their account (told when a moderator hides it) */
  author: string | null;
  userId: string | null;
  /** the title of what it sits under (a comment's article, an answer's question) */
  under: string | null;
  /** where it is read in its place */
  link: string | null;
  /** its whole text, as written */
  body: string;
};
/** What a kind waiting in the queue adds: which rows wait (given the admins' ids), and its workflow. */
type Queued = { waiting: (admins: string[]) => object; move: MoveConfig };

const itemNotFound = () => new AppError("NOT_FOUND", "Item not found");
const n = Number;
const byIds = (ids: string[]) => ({ id: { in: ids.map(n) } });
const nameOf = (user: { name: string } | null | undefined, fallback: string | null = null) => user?.name ?? fallback;
/** What the queue shows of an item a member wrote and described: its author, its link, its whole text. */
const OWN_ITEM = { id: true, description: true, authorName: true, user: { select: { id: true, name: true } } } as const;
type OwnItem = { id: number; description: string; authorName: string | null; user: { id: string; name: string } };
const ownItemContext = (rows: OwnItem[], link: (id: number) => string) =>
  rows.map((r) => ({ id: String(r.id), author: nameOf(r.user, r.authorName), userId: r.user.id, under: null, link: link(r.id), body: r.description }));

/** The row's title, or a 404 when it is missing, hidden from the actor, or not theirs to see by its kind's rule. */
function visibleTitle<R extends { title: string; hiddenAt: Date | null }>(row: R | null, actor: Actor, canSee: (actor: Actor, row: R) => boolean = () => true) {
  if (!row || hiddenFrom(actor, row) || !canSee(actor, row)) throw itemNotFound();
  return row.title;
}

const KINDS = {
  question: {
    table: "question",
    titleColumn: "title",
    read: async (id, actor) => (await getVisibleQuestion(n(id), actor)).title,
    context: async (client, ids) => ownItemContext(await client.question.findMany({ where: byIds(ids), select: OWN_ITEM }), questionPath),
    remove: (id, actor) => deleteQuestion({ id: n(id), actor }),
    waiting: () => ({ status: "pending", ...notHidden }),
    move: {
      table: "question",
      transitions: QUESTION_TRANSITIONS,
      notFound: "Question not found",
      audit: (row, to) => ({
        action: `question.${to === "approved" ? "approve" : to === "rejected" ? "reject" : "reopen"}`,
        summary: row.title,
        detail: { from: row.status, to },
      }),
      announce: async (tx, row, to, actor) => {
        if (to !== "approved" || !row.userId) return;
        await notify(tx, { userId: row.userId, actorId: actor.id, type: "question_approved", params: { title: row.title }, link: questionPath(row.id) });
      },
    },
  },
  answer: {
    table: "answer",
    titleColumn: "text",
    read: async (id, actor) => (await getVisibleAnswer(n(id), actor)).text,
    context: async (client, ids) =>
      (
        await client.answer.findMany({
          where: byIds(ids),
          select: { id: true, text: true, authorName: true, user: { select: { id: true, name: true } }, question: { select: { id: true, title: true } } },
        })
      ).map((a) => ({
        id: String(a.id),
        author: nameOf(a.user, a.authorName),
        userId: a.user.id,
        under: a.question.title,
        link: questionPath(a.question.id),
        body: a.text,
      })),
    remove: (id, actor) => deleteAnswer({ id: n(id), actor }),
  },
  topic: {
    table: "topic",
    titleColumn: "title",
    read: async (id, actor) => visibleTitle(await db.topic.findUnique({ where: { id: n(id) } }), actor, canSeeTopic),
    context: async (client, ids) =>
      (
        await client.topic.findMany({ where: byIds(ids), select: { id: true, requirements: true, author: true, user: { select: { id: true, name: true } } } })
      ).map((r) => ({
        id: String(r.id),
        author: nameOf(r.user, r.author),
        userId: r.user.id,
        under: null,
        link: "/topic-suggestions",
        body: r.requirements,
      })),
    remove: (id, actor) => deleteTopic({ id: n(id), actor }),
    waiting: () => ({ status: "Under Review", ...notHidden }),
    move: {
      table: "topic",
      transitions: TOPIC_TRANSITIONS,
      notFound: "Topic not found",
      audit: (row, to) => ({ action: to === "Active" ? "topic.activate" : "topic.review", summary: row.title, detail: { from: row.status, to } }),
      // everyone who applied hears of it
      announce: async (tx, row, to, actor) => {
        const applicants = await tx.topicApplication.findMany({ where: { topicId: row.id }, select: { userId: true } });
        for (const { userId } of applicants) {
          const status = to === "Active" ? "active" : "underReview";
          await notify(tx, { userId, actorId: actor.id, type: "topic_application_status", params: { title: row.title, status }, link: "/topic-suggestions" });
        }
      },
    },
  },
  resource: {
    table: "learningResource",
    titleColumn: "title",
    read: async (id, actor) =>
      visibleTitle(
        await db.learningResource.findUnique({ where: { id: n(id) } }),
        actor,
        (a, r) => r.status === "Published" || r.userId === a.id || isAdminRole(a.role),
      ),
    context: async (client, ids) =>
      (await client.learningResource.findMany({ where: byIds(ids), select: { id: true, description: true, author: true, userId: true } })).map((r) => ({
        id: String(r.id),
        author: r.author,
        userId: r.userId,
        under: null,
        link: "/scientific-embrace",
        body: r.description,
      })),
    remove: (id, actor) => deleteResource({ id: n(id), actor }),
    // members' drafts only: an admin's own draft is not waiting for anyone
    waiting: (admins) => ({ status: "Draft", userId: { not: null, notIn: admins }, ...notHidden }),
    move: {
      table: "learningResource",
      transitions: RESOURCE_TRANSITIONS,
      notFound: "Resource not found",
      audit: (row, to) => ({ action: to === "Published" ? "resource.publish" : "resource.unpublish", summary: row.title, detail: { from: row.status, to } }),
    },
  },
  opportunity: {
    table: "opportunity",
    titleColumn: "title",
    read: async (id, actor) => visibleTitle(await db.opportunity.findUnique({ where: { id: n(id) } }), actor, canSeeOpportunity),
    context: async (client, ids) => ownItemContext(await client.opportunity.findMany({ where: byIds(ids), select: OWN_ITEM }), () => "/academic-partnership"),
    remove: (id, actor) => deleteOpportunity({ id: n(id), actor }),
    waiting: () => ({ status: "pending", ...notHidden }),
    move: {
      table: "opportunity",
      transitions: OPPORTUNITY_TRANSITIONS,
      notFound: "Opportunity not found",
      audit: (row, to) => ({ action: "opportunity.status", summary: row.title, detail: { from: row.status, to } }),
      announce: async (tx, row, to, actor) => {
        if ((to !== "approved" && to !== "rejected") || !row.userId) return;
        const type = to === "approved" ? "opportunity_approved" : "opportunity_rejected";
        await notify(tx, { userId: row.userId, actorId: actor.id, type, params: { title: row.title }, link: "/academic-partnership" });
      },
    },
  },
  article: {
    table: "article",
    titleColumn: "title",
    read: async (id, actor) => (await getArticle({ id: n(id), actor })).title_ar,
    context: async (client, ids) =>
      (
        await client.article.findMany({
          where: byIds(ids),
          select: { id: true, abstractAr: true, abstractEn: true, authorName: true, user: { select: { id: true, name: true } } },
        })
      ).map((r) => ({
        id: String(r.id),
        author: nameOf(r.user, r.authorName),
        userId: r.user?.id ?? null,
        under: null,
        link: articleReviewHref(r.id),
        body: [r.abstractAr, r.abstractEn].filter(Boolean).join("\n\n"),
      })),
    remove: (id, actor) => deleteArticle({ id: n(id), actor }),
    // a published article also loses its post, the row every feed, search and like reads, as a retraction does
    beforeHide: async (tx, id) => {
      const article = await tx.article.findFirst({ where: { id: n(id), ...notHidden }, select: { postId: true } });
      if (article?.postId) await tx.post.deleteMany({ where: { id: article.postId } });
    },
    waiting: () => ({ status: "submitted", ...notHidden }),
    move: withRow(ARTICLE_KIND),
  },
  project: {
    table: "researchProject",
    titleColumn: "title",
    read: async (id, actor) => visibleTitle(await db.researchProject.findUnique({ where: { id: n(id) } }), actor),
    context: async (client, ids) => ownItemContext(await client.researchProject.findMany({ where: byIds(ids), select: OWN_ITEM }), () => "/research-projects"),
    remove: (id, actor) => deleteResearchProject({ id: n(id), actor }),
  },
  // a hidden member keeps their content, but their researcher page is gone and their name no longer links to it
  member: {
    table: "user",
    titleColumn: "name",
    read: async (id, actor) => {
      const u = await db.user.findUnique({ where: { id } });
      if (!u || u.deletedAt || hiddenFrom(actor, u)) throw itemNotFound();
      return u.name;
    },
    context: async (client, ids) =>
      (await client.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, handle: true, bio: true, affiliation: true } })).map((u) => ({
        id: u.id,
        author: u.name,
        userId: u.id,
        under: null,
        link: u.handle ? researcherPath(u.handle) : null,
        body: [u.affiliation, u.bio].filter(Boolean).join("\n\n"),
      })),
    remove: (id, actor) => deleteUser({ id, actor }),
    // their researcher page knows only the handle
    idOf: async (idOrHandle) => {
      const u = await db.user.findFirst({ where: { OR: [{ id: idOrHandle }, { handle: idOrHandle }] }, select: { id: true } });
      return u?.id ?? idOrHandle;
    },
    // by the rules of the admins' user screen: nobody acts on themselves or the superadmin, and only the superadmin on an admin (403 with the reason)
    assertMayAct: async (id, actor) => {
      const target = await db.user.findUnique({ where: { id }, select: { id: true, role: true } });
      const denial = target && deleteUserDenial(actor, { id: target.id, role: target.role as Role });
      if (denial) throw denialError(denial);
    },
  },
  comment: {
    table: "comment",
    titleColumn: "text",
    read: async (id, actor) => (await getVisibleComment(n(id), actor)).text,
    context: async (client, ids) =>
      (
        await client.comment.findMany({
          where: byIds(ids),
          select: { id: true, text: true, postId: true, user: { select: { id: true, name: true } }, post: { select: { title: true } } },
        })
      ).map((c) => ({ id: String(c.id), author: c.user.name, userId: c.user.id, under: c.post.title, link: commentPath(c.postId, c.id), body: c.text })),
    remove: (id, actor) => deleteComment({ id: n(id), actor }),
  },
} satisfies { [K in ItemKind]: Reportable & (K extends QueueKind ? Queued : unknown) };

// ---- the kinds that are not reported but move along a status map all the same

type RequestRow = ModeratedRow & { ownerId: string; name: string; link: string };
type ReportRow = ModeratedRow & { type: string; targetId: string; reason: string; itemTitle: string };
type MessageRow = ModeratedRow & { email: string };

const REQUEST_MOVE = withRow<RequestRow>({
  table: "partnershipRequest",
  transitions: REQUEST_TRANSITIONS,
  notFound: "Request not found",
  read: async (tx, id) => {
    const r = await tx.partnershipRequest.findUnique({
      where: { id },
      include: { opportunity: { select: { userId: true, title: true } }, project: { select: { userId: true, title: true } } },
    });
    const owner = r?.opportunity ?? r?.project;
    if (!r || !owner) return null;
    const link = r.opportunity ? "/academic-partnership" : "/research-projects";
    return { id: r.id, title: owner.title, status: r.status, userId: r.userId, ownerId: owner.userId, name: r.name, link };
  },
  // the target's owner or an admin
  authorize: (row, _to, actor) => {
    if (!canManage(actor, { userId: row.ownerId })) throw new AppError("FORBIDDEN");
  },
  // the owner's own answers are theirs; an admin answering for them is on record
  audit: (row, to, actor) =>
    actsAsAdmin(actor, { userId: row.ownerId }) ? { action: "partnership_request.respond", summary: row.name, detail: { from: row.status, to } } : null,
  announce: async (tx, row, to, actor) => {
    if (!row.userId) return;
    const type = to === "accepted" ? "request_accepted" : "request_declined";
    await notify(tx, { userId: row.userId, actorId: actor.id, type, params: { title: row.title }, link: row.link });
  },
});

const REPORT_MOVE = withRow<ReportRow>({
  table: "report",
  transitions: REPORT_TRANSITIONS,
  notFound: "Report not found",
  read: async (tx, id) => {
    const r = await tx.report.findUnique({ where: { id } });
    // the audit entry names the item by its title (gone once deleted: its own domain's entry names it)
    const itemTitle = r ? ((await titlesOf([r], tx)).get(`${r.type}:${r.targetId}`) ?? "") : "";
    return r && { id: r.id, title: r.reason, status: r.status, userId: r.reporterId, type: r.type, targetId: r.targetId, reason: r.reason, itemTitle };
  },
  columns: (_row, _to, { actor, now }) => ({ openKey: null, resolvedById: actor.id, resolvedAt: now }),
  // hiding hides the item; every other open report of the same item is settled alike
  apply: async (tx, row, to, { actor, now }) => {
    if (to === "hidden") await hideItem(tx, row.type as ItemKind, row.targetId, now);
    await tx.report.updateMany({
      where: { type: row.type, targetId: row.targetId, status: "open" },
      data: { status: to, openKey: null, resolvedById: actor.id, resolvedAt: now },
    });
  },
  audit: (row, to) => {
    const action = Object.entries(REPORT_ACTION_STATUS).find(([, status]) => status === to)?.[0] ?? to;
    return { action: `report.${action}`, summary: row.itemTitle, detail: { reason: row.reason }, targetType: row.type, targetId: row.targetId };
  },
});

const MESSAGE_MOVE = withRow<MessageRow>({
  table: "contactMessage",
  transitions: CONTACT_TRANSITIONS,
  notFound: "Message not found",
  read: async (tx, id) => {
    const m = await tx.contactMessage.findUnique({ where: { id } });
    return m && { id: m.id, title: m.subject, status: m.status, userId: null, email: m.email };
  },
  audit: (row) => ({ action: "contact.mark_read", summary: `${row.title} (${row.email})` }),
});

/** Every kind with a status workflow, by the name its audit entries use. */
export const MOVES = {
  question: KINDS.question.move,
  topic: KINDS.topic.move,
  resource: KINDS.resource.move,
  opportunity: KINDS.opportunity.move,
  article: KINDS.article.move,
  partnership_request: REQUEST_MOVE,
  report: REPORT_MOVE,
  contact_message: MESSAGE_MOVE,
  review_assignment: REVIEW_ASSIGNMENT_KIND,
} satisfies Record<QueueKind, MoveConfig> & Record<string, MoveConfig>;
export type ModeratedKind = keyof typeof MOVES;

// ---- what reports, hiding and the queue ask of a kind

const kindOf = (kind: ItemKind): Reportable & Partial<Queued> => KINDS[kind];

/** The item's title, or a 404 when it does not exist or the actor may not see it (a hidden one only admins see). */
export const titleOfVisible = (kind: ItemKind, id: string, actor: Actor) => kindOf(kind).read(id, actor);

/** The id a report of `kind` keeps for the one it was sent with. */
export const reportedIdOf = async (kind: ItemKind, given: string) => (await kindOf(kind).idOf?.(given)) ?? given;

/** Throws when the actor may not hide or delete the item (a member: by the user screen's rules). */
export const assertMayAct = async (kind: ItemKind, id: string, actor: Actor) => kindOf(kind).assertMayAct?.(id, actor);

/** Deletes the item through its own domain (which checks and audits the admin's delete). */
export const deleteItem = (kind: ItemKind, id: string, actor: Actor) => kindOf(kind).remove(id, actor);

/** Sets the item's `hiddenAt` (once), after what its kind takes away with it. The row stays. */
export async function hideItem(tx: Tx, kind: ItemKind, id: string, at: Date) {
  const entry = kindOf(kind);
  await entry.beforeHide?.(tx, id);
  return tableOf(tx, entry.table).updateMany({ where: { id: itemKeyOf(kind, id), ...notHidden }, data: { hiddenAt: at } });
}

/** Titles of reported items, by `type:id`, read in one query per kind present. */
export async function titlesOf(keys: { type: string; targetId: string }[], client: Tx = db) {
  const titles = new Map<string, string>();
  const kinds = [...new Set(keys.map((k) => k.type))].filter((t): t is ItemKind => Object.hasOwn(KINDS, t));
  await Promise.all(
    kinds.map(async (kind) => {
      const { table, titleColumn } = kindOf(kind);
      const ids = keys.filter((k) => k.type === kind).map((k) => itemKeyOf(kind, k.targetId));
      const rows = await tableOf(client, table).findMany({ where: { id: { in: ids } }, select: { id: true, [titleColumn]: true } });
      for (const row of rows) titles.set(`${kind}:${row.id}`, String(row[titleColumn]).slice(0, titleColumn === "text" ? 200 : undefined));
    }),
  );
  return titles;
}

/** How the queue shows each item in its place, by `type:id`, read in one query per kind present (a missing item has none). */
export async function contextsOf(client: Tx, keys: { type: string; id: string }[]) {
  const found = new Map<string, ItemContext>();
  const kinds = [...new Set(keys.map((k) => k.type))].filter((t): t is ItemKind => Object.hasOwn(KINDS, t));
  await Promise.all(
    kinds.map(async (kind) => {
      const rows = await kindOf(kind).context(client, [...new Set(keys.filter((k) => k.type === kind).map((k) => k.id))]);
      for (const row of rows) found.set(`${kind}:${row.id}`, row);
    }),
  );
  return found;
}

/** What waits for a moderator's decision, per waiting kind: its table and filter (pending, not hidden). */
export async function waitingFilters(kinds: readonly QueueKind[]) {
  const admins = (await db.user.findMany({ where: { role: { in: ["admin", "superadmin"] } }, select: { id: true } })).map((u) => u.id);
  return kinds.map((kind) => ({ kind, table: tableOf(db, KINDS[kind].table), where: KINDS[kind].waiting(admins) }));
}
