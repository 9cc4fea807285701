import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { canManage } from "@/lib/partnership/rules";
import type { PartnershipRequestJson, RequestStatus, RequestViewJson } from "@/lib/partnership/types";
import type { TRespondInput } from "@/lib/schemas/opportunities";
import type { Actor } from "@/lib/auth/session";
import { notify } from "@/lib/server/notifications";
import { moveStatus } from "@/lib/server/moderation";

// One request workflow for both kinds of target: joining an opportunity and collaborating on a
// research project. A request belongs to exactly one of them; the target's owner (or an admin)
// sees the requests and answers them; the requester sees the state of their own.

export type RequestFields = Pick<PartnershipRequestJson, "name" | "email" | "phone" | "expertise" | "academic_background" | "research_interests" | "message">;
type Target = { opportunityId: number } | { projectId: number };

type RequestRow = {
  id: number;
  opportunityId: number | null;
  projectId: number | null;
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  expertise: string;
  academicBackground: string;
  researchInterests: string | null;
  message: string | null;
  status: string;
  createdAt: Date;
  opportunity?: { title: string } | null;
  project?: { title: string } | null;
};

/** The shape the legacy client reads (plus project_id and the target's title for the member's list). */
export function serializeRequest(r: RequestRow): PartnershipRequestJson {
  return {
    id: r.id,
    opportunity_id: r.opportunityId,
    project_id: r.projectId,
    user_id: r.userId,
    name: r.name,
    email: r.email,
    phone: r.phone ?? "",
    expertise: r.expertise,
    academic_background: r.academicBackground,
    research_interests: r.researchInterests ?? "",
    message: r.message ?? "",
    status: r.status as RequestStatus,
    created_at: r.createdAt.toISOString(),
    ...(r.opportunity !== undefined || r.project !== undefined ? { target_title: r.opportunity?.title ?? r.project?.title ?? "" } : {}),
  };
}
export type { PartnershipRequestJson };

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === "P2002";

/** Stores a member's request; a second one for the same target is a 409, also when both race. */
export async function createRequest({ target, fields, actor }: { target: Target; fields: RequestFields; actor: Actor }) {
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.partnershipRequest.create({
        data: {
          ...target,
          userId: actor.id,
          name: fields.name,
          email: fields.email,
          phone: fields.phone || null,
          expertise: fields.expertise,
          academicBackground: fields.academic_background,
          researchInterests: fields.research_interests || null,
          message: fields.message || null,
        },
      });
      const owner =
        "opportunityId" in target
          ? await tx.opportunity.findUnique({ where: { id: target.opportunityId }, select: { userId: true, title: true } })
          : await tx.researchProject.findUnique({ where: { id: target.projectId }, select: { userId: true, title: true } });
      if (owner) {
        const joining = "opportunityId" in target;
        await notify(tx, {
          userId: owner.userId,
          actorId: actor.id,
          type: joining ? "opportunity_join_request" : "project_collaboration_request",
          params: { title: owner.title, name: fields.name },
          link: joining ? "/academic-partnership" : "/research-projects",
        });
      }
      return created;
    });
    return serializeRequest(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("CONFLICT", "You have already sent a request for this project", { reason: "ALREADY_REQUESTED" });
    throw e;
  }
}

async function getTargetOwnerOrThrow(target: Target) {
  const row =
    "opportunityId" in target
      ? await db.opportunity.findUnique({ where: { id: target.opportunityId }, select: { userId: true } })
      : await db.researchProject.findUnique({ where: { id: target.projectId }, select: { userId: true } });
  if (!row) throw new AppError("NOT_FOUND", "Project not found");
  return row;
}

/** The owner's (or an admin's) view of a target's requests, oldest first. */
export async function findTargetRequests({ target, actor }: { target: Target; actor: Actor }) {
  const owner = await getTargetOwnerOrThrow(target);
  if (!canManage(actor, owner)) throw new AppError("FORBIDDEN");
  const rows = await db.partnershipRequest.findMany({ where: target, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(serializeRequest);
}

/** Accept or decline one request (the target's owner or an admin), through the moderation mechanism. */
export async function respondToRequest({ input, actor }: { input: TRespondInput; actor: Actor }) {
  await moveStatus({ kind: "partnership_request", id: input.id, to: input.status, actor });
  return serializeRequest(await db.partnershipRequest.findUniqueOrThrow({ where: { id: input.id } }));
}

/** A member's own requests, newest first, with the title of what they asked to join. */
export async function findMyRequests({ actor }: { actor: Actor }) {
  const rows = await db.partnershipRequest.findMany({
    where: { userId: actor.id },
    include: { opportunity: { select: { title: true } }, project: { select: { title: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return rows.map(serializeRequest);
}

const SUMMARY_BATCH = 500;

/** Per target: accepted and pending counts, and the acting member's own request state. */
export type RequestSummary = { accepted: number; pending: number; mine: string | null };
export const NO_REQUESTS: RequestSummary = { accepted: 0, pending: 0, mine: null };

/** What a card tells the viewer about requests: the owner's pending count, the member's own state. */
export function requestView(actor: Actor, owner: { userId: string }, s: RequestSummary): RequestViewJson {
  return {
    is_owner: owner.userId === actor.id,
    can_manage: canManage(actor, owner),
    pending_requests: canManage(actor, owner) ? s.pending : 0,
    my_request_status: s.mine as RequestStatus | null,
  };
}

export async function requestSummaries({ key, ids, actor }: { key: "opportunityId" | "projectId"; ids: number[]; actor: Actor }) {
  const summary = new Map<number, RequestSummary>();
  for (const id of ids) summary.set(id, { accepted: 0, pending: 0, mine: null });
  // old clients read whole lists: stay under the database's bound-parameter limit
  for (let i = 0; i < ids.length; i += SUMMARY_BATCH) {
    const batch = ids.slice(i, i + SUMMARY_BATCH);
    const [counts, mine] = await Promise.all([
      db.partnershipRequest.groupBy({ by: [key, "status"], where: { [key]: { in: batch } }, _count: { _all: true } }),
      db.partnershipRequest.findMany({ where: { [key]: { in: batch }, userId: actor.id }, select: { opportunityId: true, projectId: true, status: true } }),
    ]);
    for (const c of counts) {
      const s = summary.get(c[key] as number);
      if (!s) continue;
      if (c.status === "accepted") s.accepted = c._count._all;
      if (c.status === "pending") s.pending = c._count._all;
    }
    for (const m of mine) {
      const s = summary.get((m[key] ?? 0) as number);
      if (s) s.mine = m.status;
    }
  }
  return summary;
}
