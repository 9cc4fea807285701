// Pure rules of topic suggestions: statuses, the deadline rule and who may do what.
import { createFormatter } from "use-intl/core";
import type { TransitionMap } from "@/lib/moderation/transitions";
import { isAdminRole, type Role } from "@/lib/auth/role-names";

export const TOPIC_STATUSES = ["Under Review", "Active"] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];
/** An admin activates a suggestion or sends it back to review. */
export const TOPIC_TRANSITIONS: TransitionMap<TopicStatus> = { "Under Review": ["Active"], Active: ["Under Review"] };

type Who = { id: string; role: Role };
type Owned = { userId: string };

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  // next-intl's formatter (the one date path), read back as numbers: "03/11/2026" → "2026-03-11"
  const text = createFormatter({ locale: "en", timeZone }).dateTime(instant, { year: "numeric", month: "2-digit", day: "2-digit" });
  const [, month, day, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text) ?? [];
  return `${year}-${month}-${day}`;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Applications close once the deadline day has passed in the app's time zone (the day itself is open). */
export const isClosed = (deadline: string, now: Date, timeZone: string) => dayIn(now, timeZone) > deadline;

export const canSeeTopic = (actor: Who, t: Owned & { status: string }) => isAdminRole(actor.role) || t.status === "Active" || t.userId === actor.id;
/** Deleting and reading applications: an admin or the member who suggested it. */
export const canManageTopic = (actor: Who, t: Owned) => isAdminRole(actor.role) || t.userId === actor.id;

export type ApplyDenial = "NOT_ACTIVE" | "CLOSED" | null;
export function applyDenial(t: { status: string; deadline: string }, now: Date, timeZone: string): ApplyDenial {
  if (t.status !== "Active") return "NOT_ACTIVE";
  if (isClosed(t.deadline, now, timeZone)) return "CLOSED";
  return null;
}
export const APPLY_DENIAL_TEXT: Record<Exclude<ApplyDenial, null>, string> = {
  NOT_ACTIVE: "This topic is not open for applications",
  CLOSED: "The deadline for this topic has passed",
};
