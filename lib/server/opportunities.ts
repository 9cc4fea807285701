import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  canManage,
  canSeeOpportunity,
  type OpportunityStatus,
  DEFAULT_AUTHOR,
  JOIN_DENIAL_TEXT,
  joinDenial,
  parseTags,
  statusAfterEdit,
} from "@/lib/partnership/rules";
import type { TJoinInput, TOpportunityInput, TOpportunityListQuery, TStatusInput, TUpdateOpportunityInput } from "@/lib/schemas/opportunities";
import type { OpportunityJson } from "@/lib/partnership/types";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { actsAsAdmin, recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { createRequest, NO_REQUESTS, requestSummaries, requestView, type RequestSummary } from "@/lib/server/partnership-requests";
import { hiddenFrom, notHidden } from "@/lib/server/hidden";
import { findPage } from "@/lib/server/paging";
import { takeWriteLimit } from "@/lib/server/write-limits";

/** The legacy shape old clients read; the request counts and the member's own request are additions. */
export function serializeOpportunity(o: Opportunity, actor: Actor, s: RequestSummary = NO_REQUESTS): OpportunityJson {
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    field: o.field,
    type: o.type,
    contact_email: o.contactEmail,
    tags: parseTags(o.tags),
    author_name: o.authorName || DEFAULT_AUTHOR,
    user_id: o.userId,
    status: o.status as OpportunityStatus,
    participant_count: s.accepted,
    created_at: o.createdAt.toISOString(),
    formatted_date: o.createdAt.toISOString().slice(0, 10),
    ...requestView(actor, o, s),
  };
}
export type { OpportunityJson };

const keyOf = (i: TOpportunityInput, author: string) => indexedKeyOf(i.title, i.description, i.field, i.type, author, i.tags.join(" "));

/**
 * Newest first. Members see approved ones and their own; `admin` (admins only) shows everything.
 * Without page/limit (old clients) it returns every match, as before.
 */
export async function findOpportunities({ query, actor }: { query: TOpportunityListQuery; actor: Actor }) {
  if (query.admin) assertAdmin(actor);
  const visible = query.admin ? {} : query.mine ? { userId: actor.id } : { OR: [{ status: "approved" }, { userId: actor.id }] };
  const where = { AND: [visible, notHidden, query.status ? { status: query.status } : {}, query.field ? { field: query.field } : {}] };
  const { rows, paging } = await findPage({
    query,
    search: "Opportunity",
    defaultLimit: 12,
    legacyAll: true,
    rows: (narrowing, window) => db.opportunity.findMany({ where: { AND: [...where.AND, narrowing] }, ...window }),
    count: () => db.opportunity.count({ where }),
  });
  const summary = await requestSummaries({ key: "opportunityId", ids: rows.map((r) => r.id), actor });
  return {
    opportunities: rows.map((r) => serializeOpportunity(r, actor, summary.get(r.id))),
    ...paging,
  };
}

async function getOpportunityOrThrow(id: number, actor: Actor) {
  const row = await db.opportunity.findUnique({ where: { id } });
  if (!row || hiddenFrom(actor, row)) throw new AppError("NOT_FOUND", "Opportunity not found");
  return row;
}

async function toJson(row: Opportunity, actor: Actor) {
  return serializeOpportunity(row, actor, (await requestSummaries({ key: "opportunityId", ids: [row.id], actor })).get(row.id));
}

/** A member shares a project: the owner is the session's member, and it waits for review. */
/** The columns a member writes, from the legacy input's field names. */
const storedFields = (input: TOpportunityInput) => ({
  title: input.title,
  description: input.description,
  field: input.field,
  type: input.type,
  contactEmail: input.contact_email,
  tags: JSON.stringify(input.tags),
});

export async function createOpportunity({ input, actor }: { input: TOpportunityInput; actor: Actor }) {
  await takeWriteLimit("opportunity", actor);
  const author = actor.name.trim() || DEFAULT_AUTHOR;
  const row = await db.opportunity.create({
    data: {
      ...storedFields(input),
      authorName: author,
      status: "pending",
      userId: actor.id,
      searchKey: keyOf(input, author),
    },
  });
  return toJson(row, actor);
}

/** The owner or an admin; a member's edit goes back to review. */
export async function updateOpportunity({ input, actor }: { input: TUpdateOpportunityInput; actor: Actor }) {
  const current = await getOpportunityOrThrow(input.id, actor);
  if (!canManage(actor, current)) throw new AppError("FORBIDDEN");
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.opportunity.update({
      where: { id: input.id },
      data: {
        ...storedFields(input),
        status: statusAfterEdit(actor, current.status),
        searchKey: keyOf(input, current.authorName),
      },
    });
    if (actsAsAdmin(actor, current))
      await recordAudit(tx, actor, { action: "opportunity.update", targetType: "opportunity", targetId: current.id, summary: updated.title });
    return updated;
  });
  return toJson(row, actor);
}

export async function deleteOpportunity({ id, actor }: { id: number; actor: Actor }) {
  const current = await getOpportunityOrThrow(id, actor);
  if (!canManage(actor, current)) throw new AppError("FORBIDDEN");
  await db.$transaction(async (tx) => {
    await tx.opportunity.delete({ where: { id } }); // its requests cascade
    if (actsAsAdmin(actor, current))
      await recordAudit(tx, actor, { action: "opportunity.delete", targetType: "opportunity", targetId: id, summary: current.title });
  });
}

/** Admins: along the opportunity's transition map; the same status again is a no-op. */
export async function setOpportunityStatus({ input, actor }: { input: TStatusInput; actor: Actor }) {
  await moveStatus({ kind: "opportunity", id: input.id, to: input.status, actor });
  return toJson(await getOpportunityOrThrow(input.id, actor), actor);
}

/** One request per member and opportunity; never one's own, never one not approved. */
export async function joinOpportunity({ input, actor }: { input: TJoinInput; actor: Actor }) {
  const opportunity = await getOpportunityOrThrow(input.opportunity_id, actor);
  if (!canSeeOpportunity(actor, opportunity)) throw new AppError("NOT_FOUND", "Opportunity not found");
  const denial = joinDenial(actor, opportunity);
  if (denial) throw new AppError("FORBIDDEN", JOIN_DENIAL_TEXT[denial]);
  const { opportunity_id, ...fields } = input;
  return createRequest({ target: { opportunityId: opportunity_id }, fields, actor });
}
