// Pure rules of peer review: the assignment's statuses and who moves it where, the review modes
// and who sees whose name, the reminder schedule and the ranking of candidate reviewers. The domain
// layer (lib/server/reviews/) enforces them through the moderation mechanism; pages draw from them.
import type { TransitionMap } from "@/lib/moderation/transitions";
import { canMove } from "@/lib/moderation/transitions";
import { isAdminRole, type Role } from "@/lib/auth/role-names";

export const ASSIGNMENT_STATUSES = ["invited", "accepted", "declined", "expired", "submitted", "cancelled"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The invited member answers, then submits the review. */
export const REVIEWER_STEPS: TransitionMap<AssignmentStatus> = {
  invited: ["accepted", "declined"],
  accepted: ["submitted"],
  declined: [],
  expired: [],
  submitted: [],
  cancelled: [],
};

/** An editor withdraws an invitation or a review not yet submitted. */
export const EDITOR_STEPS: TransitionMap<AssignmentStatus> = {
  invited: ["cancelled"],
  accepted: ["cancelled"],
  declined: [],
  expired: [],
  submitted: [],
  cancelled: [],
};

/** The clock ends an invitation nobody answered. */
export const CLOCK_STEPS: TransitionMap<AssignmentStatus> = {
  invited: ["expired"],
  accepted: [],
  declined: [],
  expired: [],
  submitted: [],
  cancelled: [],
};

/** Every step anyone may take: anything else is a BAD_TRANSITION whoever asks. */
export const ASSIGNMENT_TRANSITIONS: TransitionMap<AssignmentStatus> = Object.fromEntries(
  ASSIGNMENT_STATUSES.map((s) => [s, [...new Set([...REVIEWER_STEPS[s], ...EDITOR_STEPS[s], ...CLOCK_STEPS[s]])]]),
) as unknown as TransitionMap<AssignmentStatus>;

/** An article the editors may send out for review: submitted, or already under review. */
export const isReviewable = (articleStatus: string) => articleStatus === "submitted" || articleStatus === "under_review";

/** An assignment in one of these has ended: its token answers nothing, no reminder follows. */
export const ENDED_STATUSES: readonly AssignmentStatus[] = ASSIGNMENT_STATUSES.filter((s) => ASSIGNMENT_TRANSITIONS[s].length === 0);
export const hasEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);
/** Assignments still open: they count as the reviewer's current load. */
export const OPEN_STATUSES: readonly AssignmentStatus[] = ["invited", "accepted"];

/** The id of the actor the reminder job acts as: it alone lets an invitation expire. */
export const CLOCK_ACTOR_ID = "system:review-clock";

type Who = { id: string; role: Role };

/** Whether `actor` may move an assignment of reviewer `row.userId` to `to`: "ok", "forbidden" (403) or "bad" (409). */
export function assignmentStepVerdict(actor: Who, row: { userId: string | null; status: string }, to: string): "ok" | "forbidden" | "bad" {
  if (!canMove(ASSIGNMENT_TRANSITIONS, row.status, to)) return "bad";
  if (actor.id === CLOCK_ACTOR_ID) return canMove(CLOCK_STEPS, row.status, to) ? "ok" : "forbidden";
  if (row.userId !== null && actor.id === row.userId && canMove(REVIEWER_STEPS, row.status, to)) return "ok";
  if (isAdminRole(actor.role) && canMove(EDITOR_STEPS, row.status, to)) return "ok";
  return "forbidden";
}

// ── review modes ────────────────────────────────────────────────────────────────────────────

export const REVIEW_MODES = ["double_anonymous", "single_anonymous", "open"] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
export const DEFAULT_REVIEW_MODE: ReviewMode = "double_anonymous";
export const reviewModeOf = (value: string | null | undefined): ReviewMode =>
  (REVIEW_MODES as readonly string[]).includes(value ?? "") ? (value as ReviewMode) : DEFAULT_REVIEW_MODE;

/** Whether the reviewer reads the authors' names (and affiliations, ORCID iDs, handles). */
export const reviewerSeesAuthors = (mode: string) => reviewModeOf(mode) !== "double_anonymous";
/** Whether the author reads the reviewer's name. */
export const authorSeesReviewer = (mode: string) => reviewModeOf(mode) === "open";

export const RECOMMENDATIONS = ["accept", "minor_revisions", "major_revisions", "reject"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const REVIEW_TEXT_MAX = 20_000;
export const REVIEW_MESSAGE_MAX = 2_000;

/** A review's one attachment: a PDF or a Word document, at most this size. */
export const REVIEW_ATTACHMENT_KINDS = ["pdf", "docx"] as const;
export const REVIEW_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The name the attachment is downloaded under: never the reviewer's own file name. */
export const reviewAttachmentName = (n: number, path: string) => `review-${n}.${path.endsWith(".docx") ? "docx" : "pdf"}`;

// ── deadlines and reminders ─────────────────────────────────────────────────────────────────

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The due date an editor is offered: three weeks from the invitation. */
export const DEFAULT_DUE_DAYS = 21;
/** An unanswered invitation is reminded after these many days … */
export const INVITE_REMINDER_DAYS = [3, 7] as const;
/** … and expires after this many. */
export const INVITE_EXPIRES_DAYS = 14;
/** An accepted review is reminded this many days before it is due, the day after, then weekly. */
export const DUE_SOON_DAYS = 3;
export const OVERDUE_EVERY_DAYS = 7;

export const defaultDueAt = (now: Date) => new Date(now.getTime() + DEFAULT_DUE_DAYS * DAY_MS);

type Clocked = { status: string; invitedAt: Date; respondedAt: Date | null; dueAt: Date; reminders: number };

/**
 * When the `reminders`-th reminder of the assignment's current phase falls due (null: none more).
 * Invitation: 3 and 7 days after it was sent. Review: 3 days before the due date, the day after,
 * then every week while it is late.
 */
export function reminderAt(a: Clocked): Date | null {
  if (a.status === "invited") {
    const days = INVITE_REMINDER_DAYS[a.reminders];
    return days === undefined ? null : new Date(a.invitedAt.getTime() + days * DAY_MS);
  }
  if (a.status === "accepted") {
    if (a.reminders === 0) return new Date(a.dueAt.getTime() - DUE_SOON_DAYS * DAY_MS);
    return new Date(a.dueAt.getTime() + DAY_MS + (a.reminders - 1) * OVERDUE_EVERY_DAYS * DAY_MS);
  }
  return null;
}

export const expiresAt = (a: Pick<Clocked, "invitedAt">) => new Date(a.invitedAt.getTime() + INVITE_EXPIRES_DAYS * DAY_MS);

export type ClockStep = { kind: "expire" } | { kind: "remind"; phase: "invitation" | "due_soon" | "overdue"; n: number; tellEditors: boolean } | null;

/** What the clock does to the assignment at `now`: let it expire, send the next reminder, or nothing. */
export function clockStep(a: Clocked, now: Date): ClockStep {
  if (a.status === "invited" && now >= expiresAt(a)) return { kind: "expire" };
  const at = reminderAt(a);
  if (!at || now < at) return null;
  // a reminder missed while the server was down is sent once, not once per missed date
  if (a.status === "invited") return { kind: "remind", phase: "invitation", n: a.reminders, tellEditors: false };
  const late = now > a.dueAt;
  return { kind: "remind", phase: late ? "overdue" : "due_soon", n: a.reminders, tellEditors: late };
}

/** Which reminder count is current after `now`: the next reminder's index (skips the ones already past, so a late start sends one). */
export function remindersAfter(a: Clocked, now: Date): number {
  let n = a.reminders + 1;
  for (;;) {
    const at = reminderAt({ ...a, reminders: n });
    if (!at || at > now) return n;
    n += 1;
  }
}

// ── candidates ──────────────────────────────────────────────────────────────────────────────

export type CandidateFacts = {
  userId: string;
  /** the member's interests and the keywords of what they published or answered, normalized */
  keywords: readonly string[];
  reputation: number;
  reviewsCompleted: number;
  openAssignments: number;
};

/**
 * The candidates best first: who reviewed an earlier round of the article (offered first when it
 * comes back revised), then the most keywords shared with the article, then the lightest current
 * load, then the most completed reviews, then reputation. Others sharing no keyword are left out.
 */
export function rankCandidates<C extends CandidateFacts>(
  articleKeywords: readonly string[],
  candidates: readonly C[],
  earlierReviewers: ReadonlySet<string> = new Set(),
): (C & { overlap: string[] })[] {
  const wanted = new Set(articleKeywords);
  const earlier = (c: C) => (earlierReviewers.has(c.userId) ? 1 : 0);
  return candidates
    .map((c) => ({ ...c, overlap: [...new Set(c.keywords.filter((k) => wanted.has(k)))] }))
    .filter((c) => c.overlap.length > 0 || earlierReviewers.has(c.userId))
    .sort(
      (a, b) =>
        earlier(b) - earlier(a) ||
        b.overlap.length - a.overlap.length ||
        a.openAssignments - b.openAssignments ||
        b.reviewsCompleted - a.reviewsCompleted ||
        b.reputation - a.reputation ||
        a.userId.localeCompare(b.userId),
    );
}

/** The median of whole days (null for none). */
export function medianDays(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const days = durationsMs.map((ms) => ms / DAY_MS).sort((a, b) => a - b);
  const mid = Math.floor(days.length / 2);
  const m = days.length % 2 ? days[mid] : (days[mid - 1] + days[mid]) / 2;
  return Math.round(m * 10) / 10;
}

/** The label the author reads for the n-th reviewer of a round (1-based), in the order they were invited. */
export const reviewerNumber = (index: number) => index + 1;
