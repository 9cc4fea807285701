// Pure rules of the academic partnership: statuses, tags and who may do what. The domain layer
// calls them with the session's actor and the stored rows; the pages call them to show controls.
import type { TransitionMap } from "@/lib/moderation/transitions";
import { isAdminRole, type Role } from "@/lib/auth/role-names";

export const OPPORTUNITY_STATUSES = ["pending", "approved", "rejected"] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const DEFAULT_FIELD = "عام";
export const DEFAULT_TYPE = "تعاون بحثي";
export const DEFAULT_AUTHOR = "مستخدم";
/** Field filter chips ("all" is the absence of a filter). */
export const FIELD_FILTERS = ["صحة", "علم نفس", "هندسة", "بيئة", "تعليم", "تكنولوجيا"] as const;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const CARD_TAG_LIMIT = 3;

type Who = { id: string; role: Role };
type Owned = { userId: string };

export const isOpportunityStatus = (s: unknown): s is OpportunityStatus => OPPORTUNITY_STATUSES.includes(s as OpportunityStatus);

/** pending → approved | rejected; approved | rejected → pending ('إعادة للمراجعة'). */
export const OPPORTUNITY_TRANSITIONS: TransitionMap<OpportunityStatus> = {
  pending: ["approved", "rejected"],
  approved: ["pending"],
  rejected: ["pending"],
};

type RequestStatus = "pending" | "accepted" | "declined";

/** The target's owner (or an admin) accepts or declines a request, and may change their mind. */
export const REQUEST_TRANSITIONS: TransitionMap<RequestStatus> = {
  pending: ["accepted", "declined"],
  accepted: ["declined"],
  declined: ["accepted"],
};

/** The admin's status message. */
export const statusMessageKey = (status: string) => (status === "approved" ? "approved" : status === "rejected" ? "rejected" : "pending");

/** Trimmed, empty dropped, duplicates (after trimming) dropped, order kept. */
export function normalizeTags(tags: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    if (typeof raw !== "string" && typeof raw !== "number") continue;
    const tag = String(raw).trim().replace(/\s+/g, " ");
    if (tag && !out.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) out.push(tag);
  }
  return out;
}

/** The admin form's comma-separated tags (Arabic comma too). */
export const splitTags = (text: string) => normalizeTags(text.split(/[,،]/));

/** Tags as legacy clients send them (array or JSON string) or as stored (JSON text). */
export function parseTags(value: unknown): string[] {
  if (Array.isArray(value)) return normalizeTags(value);
  if (typeof value !== "string") return [];
  const text = value.trim();
  if (!text) return [];
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? normalizeTags(parsed) : [];
    } catch {
      return [];
    }
  }
  return splitTags(text);
}

/** At most `limit` tags on a card, then '+N'. */
export function visibleTags(tags: string[], limit = CARD_TAG_LIMIT): { shown: string[]; more: number } {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

export const isOwner = (actor: Who, row: Owned) => actor.id === row.userId;
/** Edit, delete, and see and answer the requests: the owner or an admin. */
export const canManage = (actor: Who, row: Owned) => isOwner(actor, row) || isAdminRole(actor.role);
/** Members see approved opportunities and their own in any status; admins see everything. */
export const canSeeOpportunity = (actor: Who, row: Owned & { status: string }) => row.status === "approved" || canManage(actor, row);

export type JoinDenial = "OWN" | "NOT_APPROVED" | null;
/** Nobody joins their own opportunity or one that is not approved. */
export function joinDenial(actor: Who, row: Owned & { status: string }): JoinDenial {
  if (isOwner(actor, row)) return "OWN";
  if (row.status !== "approved") return "NOT_APPROVED";
  return null;
}
export const JOIN_DENIAL_TEXT: Record<Exclude<JoinDenial, null>, string> = {
  OWN: "You cannot join your own project",
  NOT_APPROVED: "This project is not open for joining",
};

/** A member's edit sends an approved or rejected opportunity back to review; an admin's keeps it. */
export const statusAfterEdit = (actor: Who, current: string): OpportunityStatus =>
  isAdminRole(actor.role) ? (isOpportunityStatus(current) ? current : "pending") : "pending";
