import "server-only";
import { AppError, isAppError } from "@/lib/errors";
import { isAdminRole } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { takeRateLimit, type RateLimitHit } from "@/lib/server/rate-limit";
import { HANDLE_CHANGE_DAYS } from "@/lib/schemas/limits";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const SIGN_IN_TEXT = "Too many failed attempts. Please try again later.";
const DAY = 24 * HOUR;

/**
 * Every write budget in one table: who it is counted for (`per`), how many (`max`) in which
 * sliding window. Generous for a person, tight for a script. Member budgets are counted per
 * account; an admin's are `STAFF_FACTOR` times larger (editors publish in batches, and the
 * admin-only upload endpoints count here too). `message` is the English `error` legacy clients
 * read; `reason` the key the pages translate (Errors.<reason>, with {minutes}).
 */
export const WRITE_LIMITS = {
  question: { per: "member", max: 30, windowMs: HOUR },
  answer: { per: "member", max: 60, windowMs: HOUR },
  opportunity: { per: "member", max: 20, windowMs: HOUR },
  project: { per: "member", max: 20, windowMs: HOUR },
  topic: { per: "member", max: 20, windowMs: HOUR },
  resource: { per: "member", max: 30, windowMs: HOUR },
  /** every stored file: question images, avatars, attachments, documents, covers */
  upload: { per: "member", max: 60, windowMs: HOUR },
  /** new article drafts (submit.php); besides, a member keeps at most ARTICLE_DRAFTS_MAX drafts at once */
  article: { per: "member", max: 30, windowMs: HOUR },
  /** a comment or an edit of one */
  comment: { per: "member", max: 120, windowMs: HOUR },
  /** following a researcher or a tag (following again what one follows is not counted) */
  follow: { per: "member", max: 120, windowMs: HOUR },
  report: { per: "member", max: 30, windowMs: HOUR },
  contact: {
    per: "member",
    max: 5,
    windowMs: HOUR,
    message: "You have sent several messages recently. Please try again later.",
    reason: "CONTACT_RATE_LIMITED",
  },
  /** changes of one's handle: each gives up an address others may have shared (it stays held for the member) */
  handle: {
    per: "member",
    max: 3,
    windowMs: HANDLE_CHANGE_DAYS * DAY,
    message: "You can change your handle three times in 30 days. Please try again later.",
    reason: "HANDLE_CHANGE_LIMITED",
  },
  /** new accounts from one client address (x-manara-client-ip; a campus shares one) */
  register: { per: "address", max: 30, windowMs: HOUR },
  /**
   * Sign-in guesses (lib/server/sign-in-limit.ts): per client address, per account from one
   * address, and per account from the addresses it has never signed in from; an attempt is
   * forgotten when its password proves right.
   */
  signInAddress: { per: "address", max: 100, windowMs: 15 * MINUTE, message: SIGN_IN_TEXT },
  signInPair: { per: "account", max: 10, windowMs: 15 * MINUTE, message: SIGN_IN_TEXT },
  signInAccount: { per: "account", max: 10, windowMs: 15 * MINUTE, message: SIGN_IN_TEXT },
  /** "forgot password" requests: per e-mail address and per client address */
  resetEmail: { per: "account", max: 5, windowMs: 15 * MINUTE },
  resetAddress: { per: "address", max: 50, windowMs: 15 * MINUTE },
  /** wrong current passwords (profile update, password change, account deletion), as strict as sign-in */
  password: { per: "account", max: 10, windowMs: 15 * MINUTE, message: "Too many failed attempts. Please try again later.", reason: "PASSWORD_RATE_LIMITED" },
} as const satisfies Record<string, { per: "member" | "address" | "account"; max: number; windowMs: number; message?: string; reason?: string }>;

export type LimitedAction = keyof typeof WRITE_LIMITS;
type ActionPer<P> = { [A in LimitedAction]: (typeof WRITE_LIMITS)[A]["per"] extends P ? A : never }[LimitedAction];

export const STAFF_FACTOR = 10;
const WRITE_TEXT = "Too many requests. Please try again later.";

function take(action: LimitedAction, subject: string, factor = 1, reason: string | null = "WRITE_RATE_LIMITED"): Promise<RateLimitHit> {
  const limit: { max: number; windowMs: number; message?: string; reason?: string } = WRITE_LIMITS[action];
  return takeRateLimit({
    key: limitKey(action, subject),
    max: limit.max * factor,
    windowMs: limit.windowMs,
    message: limit.message ?? WRITE_TEXT,
    reason: limit.reason ?? reason ?? undefined,
  });
}

/** The counter rows' key of `action` for `subject` (a member id, an address, an e-mail). */
export const limitKey = (action: LimitedAction, subject: string) => `${action}:${subject}`;

type GuardAction = "signInAddress" | "signInPair" | "signInAccount" | "resetEmail" | "resetAddress";
/**
 * Counts one sign-in or password-reset attempt (RATE_LIMITED with Retry-After past the limit, no
 * `reason`: the sign-in screens word the code itself, as the legacy clients read its `error`).
 */
export function takeGuardLimit(action: GuardAction, subject: string): Promise<RateLimitHit> {
  return take(action, subject, 1, null);
}

/**
 * Counts one `action` of the member, or throws RATE_LIMITED (429, Retry-After) past its budget.
 * Call it where the domain function begins; `release()` when the write must not count.
 */
export function takeWriteLimit(action: ActionPer<"member">, actor: Pick<Actor, "id" | "role">): Promise<RateLimitHit> {
  return take(action, actor.id, isAdminRole(actor.role) ? STAFF_FACTOR : 1);
}

/**
 * Runs `write` counted as one `action` of the member (RATE_LIMITED past the budget). A write the
 * domain refuses (an AppError other than a rate limit) gives its count back: only what was done, or
 * failed by a fault, uses the budget.
 */
export async function withWriteLimit<T>(action: ActionPer<"member">, actor: Pick<Actor, "id" | "role">, write: () => Promise<T>): Promise<T> {
  const hit = await takeWriteLimit(action, actor);
  try {
    return await write();
  } catch (e) {
    if (isAppError(e) && e.code !== "RATE_LIMITED") await hit.release();
    throw e;
  }
}

/** Counts one `action` from a client address (clientAddress(headers)). */
export function takeAddressLimit(action: ActionPer<"address">, address: string): Promise<RateLimitHit> {
  return take(action, address);
}

/**
 * Runs a password check counted like a failed sign-in: the attempt is counted before the check
 * (past the limit it is refused, even with the right password) and forgotten when it proves right.
 * `check` throws when the password is wrong.
 */
export async function withPasswordLimit<T>(userId: string, check: () => Promise<T>): Promise<T> {
  const hit = await take("password", userId);
  try {
    const result = await check();
    await hit.release();
    return result;
  } catch (e) {
    // only a wrong password counts: anything else (a missing one, a database error) is forgotten
    if (!(e instanceof AppError && e.details.reason === "WRONG_PASSWORD")) await hit.release();
    throw e;
  }
}

/** Counts one upload per file present (a request with a document and a cover counts two). */
export async function takeUploadLimit(actor: Pick<Actor, "id" | "role">, files: (File | null | undefined)[]) {
  for (const file of files) if (file) await takeWriteLimit("upload", actor);
}
