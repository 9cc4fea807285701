import { AppError } from "@/lib/errors";
import { isAdminRole, type Role } from "@/lib/auth/role-names";

// Who may change whom. Pure, so the rules are unit-tested on their own; the domain
// layer calls them with the session's actor and the stored target.
type Who = { id: string; role: Role };

export type Denial = "SELF" | "SUPERADMIN_TARGET" | "NEEDS_SUPERADMIN" | "NOT_ADMIN" | null;

export function deleteUserDenial(actor: Who, target: Who): Denial {
  if (actor.role !== "admin" && actor.role !== "superadmin") return "NOT_ADMIN";
  if (actor.id === target.id) return "SELF";
  if (target.role === "superadmin") return "SUPERADMIN_TARGET";
  if (target.role === "admin" && actor.role !== "superadmin") return "NEEDS_SUPERADMIN";
  return null;
}

export function setRoleDenial(actor: Who, target: Who, role: "user" | "admin"): Denial {
  if (actor.role !== "admin" && actor.role !== "superadmin") return "NOT_ADMIN";
  if (actor.id === target.id) return "SELF";
  if (target.role === "superadmin") return "SUPERADMIN_TARGET";
  // granting or removing admin is a superadmin's decision
  if ((role === "admin" || target.role === "admin") && actor.role !== "superadmin") return "NEEDS_SUPERADMIN";
  return null;
}

export const DENIAL_TEXT: Record<Exclude<Denial, null>, string> = {
  SELF: "You cannot change your own account here",
  SUPERADMIN_TARGET: "A superadmin cannot be changed",
  NEEDS_SUPERADMIN: "Only a superadmin can grant or remove admin rights",
  NOT_ADMIN: "Forbidden",
};

/** The reason the pages translate (Errors.<reason>) for each denial; a member's is the plain FORBIDDEN. */
const DENIAL_REASON: Record<Exclude<Denial, null | "NOT_ADMIN">, string> = {
  SELF: "OWN_ACCOUNT",
  SUPERADMIN_TARGET: "SUPERADMIN_TARGET",
  NEEDS_SUPERADMIN: "NEEDS_SUPERADMIN",
};

/** The 403 a denial answers: its English text, and its reason. */
export function denialError(denial: Exclude<Denial, null>) {
  return new AppError("FORBIDDEN", DENIAL_TEXT[denial], denial === "NOT_ADMIN" ? {} : { reason: DENIAL_REASON[denial] });
}

/** The domain layer's admin check: whatever entry point called it, a member is refused. */
export function assertAdmin(actor: { role: Role }) {
  if (!isAdminRole(actor.role)) throw new AppError("FORBIDDEN");
}
