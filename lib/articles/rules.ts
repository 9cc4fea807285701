// Pure rules of research articles: statuses, the workflow, who takes which step, who sees what.
// The domain layer (lib/server/articles/) enforces them; the pages draw their buttons from them.
import type { TransitionMap } from "@/lib/moderation/transitions";
import { canMove } from "@/lib/moderation/transitions";
import { isAdminRole, type Role } from "@/lib/auth/role-names";

export const ARTICLE_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "revisions_requested",
  "accepted",
  "rejected",
  "withdrawn",
  "published",
  "retracted",
] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

// limits the forms show as well (a component imports them from here, without zod)
export const NOTE_MAX = 2_000;
export const REVIEW_COMMENTS_MAX = 20_000;
export const ARTICLE_PDF_MAX_BYTES = 20 * 1024 * 1024;
/** Drafts a member keeps at once: a new one waits until one is submitted or withdrawn. */
export const ARTICLE_DRAFTS_MAX = 20;

/** The steps the author takes: submit, resubmit after revisions, withdraw at any time before publication. */
export const AUTHOR_STEPS: TransitionMap<ArticleStatus> = {
  draft: ["submitted", "withdrawn"],
  submitted: ["withdrawn"],
  under_review: ["withdrawn"],
  revisions_requested: ["submitted", "withdrawn"],
  accepted: ["withdrawn"],
  rejected: [],
  withdrawn: [],
  published: [],
  retracted: [],
};

/** The steps an editor (an admin) takes: review, decide, publish, retract. */
export const EDITOR_STEPS: TransitionMap<ArticleStatus> = {
  draft: [],
  submitted: ["under_review"],
  under_review: ["revisions_requested", "accepted", "rejected"],
  revisions_requested: [],
  accepted: ["published"],
  rejected: [],
  withdrawn: [],
  published: ["retracted"],
  retracted: [],
};

/** What waits for an editor: the editors' queue, oldest first. */
export const EDITORS_QUEUE: readonly ArticleStatus[] = ["submitted", "under_review"];

/** Every step anyone may take: a step outside it is a BAD_TRANSITION whoever asks. */
export const ARTICLE_TRANSITIONS: TransitionMap<ArticleStatus> = Object.fromEntries(
  ARTICLE_STATUSES.map((s) => [s, [...new Set([...AUTHOR_STEPS[s], ...EDITOR_STEPS[s]])]]),
) as unknown as TransitionMap<ArticleStatus>;

/**
 * A numbered version is a submission (the author's text as sent) or a correction (the published
 * text as it was until an editor corrected it, with the public note saying what changed).
 */
export const ARTICLE_VERSION_KINDS = ["submission", "correction"] as const;
export type ArticleVersionKind = (typeof ARTICLE_VERSION_KINDS)[number];

/** An editor's decision on an article under review, and the status it leads to. */
export const REVIEW_DECISIONS = ["revisions", "accept", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const DECISION_STATUS: Record<ReviewDecision, ArticleStatus> = {
  revisions: "revisions_requested",
  accept: "accepted",
  reject: "rejected",
};

type Who = { id: string; role: Role };
type Owned = { userId: string | null; status: string; hiddenAt?: Date | null };

const isAuthor = (actor: Who, a: Owned) => a.userId !== null && a.userId === actor.id;

/**
 * Readers see what is published (and the notice of what was retracted); the author and editors see
 * everything, except that an article a moderator hid is the editors' alone.
 */
export const PUBLIC_ARTICLE_STATUSES: readonly ArticleStatus[] = ["published", "retracted"];
export const canSeeArticle = (actor: Who | null, a: Owned) =>
  a.hiddenAt
    ? actor !== null && isAdminRole(actor.role)
    : (PUBLIC_ARTICLE_STATUSES as readonly string[]).includes(a.status) || (actor !== null && (isAdminRole(actor.role) || isAuthor(actor, a)));

/** Reviews are between the author and the editors. */
export const canSeeReviews = (actor: Who | null, a: Owned) => actor !== null && (isAdminRole(actor.role) || isAuthor(actor, a));

/** The author edits a draft or a revision; an editor any time. */
export const canEditArticle = (actor: Who, a: Owned) =>
  isAdminRole(actor.role) || (isAuthor(actor, a) && (a.status === "draft" || a.status === "revisions_requested"));

/**
 * Whether `actor` may move article `a` to `to`: "ok", "forbidden" (not theirs to take, 403) or
 * "bad" (no such step from here for anyone, 409).
 */
export function stepVerdict(actor: Who, a: Owned, to: string): "ok" | "forbidden" | "bad" {
  const editor = isAdminRole(actor.role);
  const author = isAuthor(actor, a);
  if (!editor && !author) return "forbidden";
  if (!canMove(ARTICLE_TRANSITIONS, a.status, to)) return "bad";
  if ((author && canMove(AUTHOR_STEPS, a.status, to)) || (editor && canMove(EDITOR_STEPS, a.status, to))) return "ok";
  return "forbidden";
}

/** The steps `actor` may take from the article's status (the buttons a page shows). */
export const stepsFor = (actor: Who, a: Owned): ArticleStatus[] => ARTICLE_STATUSES.filter((to) => to !== a.status && stepVerdict(actor, a, to) === "ok");

/** A DOI as registries write it: `10.` + a registrant code of four or more digits + `/` + a suffix. */
export const DOI_PATTERN = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;
/** A DOI without its resolver prefix (`https://doi.org/`, `doi:`). */
export const bareDoi = (doi: string) => doi.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, "");
export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
