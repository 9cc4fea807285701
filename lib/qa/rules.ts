// Pure rules of the Q&A: statuses, who may do what, answer order and similar-question ranking.
// The domain layer calls them with the session's actor and stored rows; the pages to show controls.
import { stemmedWords } from "@/lib/search/arabic";
import type { TransitionMap } from "@/lib/moderation/transitions";
import { isAdminRole, type Role } from "@/lib/auth/role-names";

export const QUESTION_STATUSES = ["pending", "approved", "rejected"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** A decision (approve, reject) is taken on a pending question; either can be sent back to review. */
export const QUESTION_TRANSITIONS: TransitionMap<QuestionStatus> = {
  pending: ["approved", "rejected"],
  approved: ["pending"],
  rejected: ["pending"],
};
export const SIMILAR_LIMIT = 5;
export const ANSWER_MAX = 10_000;

type Who = { id: string; role: Role };
type Owned = { userId: string };
type AskedQuestion = Owned & { status: string };

/** Members see approved questions and their own; admins see everything. */
export const canSeeQuestion = (actor: Who, q: AskedQuestion) => isAdminRole(actor.role) || q.status === "approved" || q.userId === actor.id;
/** The asker may edit while the question waits for review; an admin always. */
export const canEditQuestion = (actor: Who, q: AskedQuestion) => isAdminRole(actor.role) || (q.userId === actor.id && q.status === "pending");
export const canDeleteQuestion = (actor: Who, q: Owned) => isAdminRole(actor.role) || q.userId === actor.id;
/** Marking the accepted answer: the asker or an admin. */
export const canAccept = (actor: Who, q: Owned) => isAdminRole(actor.role) || q.userId === actor.id;
export const canDeleteAnswer = (actor: Who, a: Owned) => isAdminRole(actor.role) || a.userId === actor.id;
/** Members vote on others' answers only. */
export const canVote = (actor: Who, a: Owned) => a.userId !== actor.id;

type Sortable = { id: number; accepted: boolean; votes: number; createdAt: Date | string };
const time = (d: Date | string) => (typeof d === "string" ? Date.parse(d) : d.getTime());

/** Accepted first, then most votes, then oldest (then lowest id, so the order is total). */
export function compareAnswers(a: Sortable, b: Sortable): number {
  if (a.accepted !== b.accepted) return a.accepted ? -1 : 1;
  if (a.votes !== b.votes) return b.votes - a.votes;
  return time(a.createdAt) - time(b.createdAt) || a.id - b.id;
}
export const sortAnswers = <T extends Sortable>(answers: readonly T[]): T[] => [...answers].sort(compareAnswers);

// Words that say nothing about a question's subject: matching them would make every question similar.
const STOP_WORDS = new Set(
  [
    "ما",
    "ماذا",
    "هل",
    "كيف",
    "متي",
    "اين",
    "لماذا",
    "كم",
    "من",
    "في",
    "علي",
    "الي",
    "عن",
    "مع",
    "او",
    "ام",
    "ثم",
    "ان",
    "هذا",
    "هذه",
    "ذلك",
    "التي",
    "الذي",
    "بين",
    "عند",
    "كل",
    "اي",
    "لا",
    "لم",
    "لن",
    "قد",
    "هو",
    "هي",
    "انا",
    "نحن",
    "the",
    "a",
    "an",
    "of",
    "to",
    "in",
    "on",
    "for",
    "and",
    "or",
    "is",
    "are",
    "how",
    "what",
    "why",
    "when",
    "which",
    "do",
    "does",
    "can",
    "i",
    "my",
    "with",
  ].flatMap((w) => stemmedWords(w)),
);

/** The distinct, stemmed words of a title that are worth matching (two letters or more, no stop words). */
export function significantWords(text: string): string[] {
  return [...new Set(stemmedWords(text).filter((w) => w.length >= 2 && !STOP_WORDS.has(w)))];
}

type Candidate = { id: number; title: string; searchKey: string; createdAt: Date | string };

/**
 * Up to `limit` questions most like a title being typed: each matching word counts 2 in the
 * candidate's title and 1 elsewhere (its stored key); a tie goes to the newest. No match, no entry.
 */
export function rankSimilar<T extends Candidate>(title: string, candidates: readonly T[], limit = SIMILAR_LIMIT): T[] {
  const words = significantWords(title);
  if (words.length === 0) return [];
  const scored = candidates
    .map((c) => {
      const titleWords = new Set(stemmedWords(c.title));
      let score = 0;
      for (const w of words) {
        if (titleWords.has(w)) score += 2;
        else if (c.searchKey.includes(w)) score += 1;
      }
      return { c, score };
    })
    .filter((s) => s.score > 0);
  scored.sort((a, b) => b.score - a.score || time(b.c.createdAt) - time(a.c.createdAt) || b.c.id - a.c.id);
  return scored.slice(0, limit).map((s) => s.c);
}
