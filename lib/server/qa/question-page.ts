import "server-only";
import { cache } from "react";
import type { Actor } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import type { QuestionDetail, QuestionJson } from "@/lib/qa/types";
import { findSimilarQuestions, getQuestion } from "@/lib/server/qa/questions";

// A question's own page (/qa-section/{id}): the question with its answers, and the approved
// questions most like its title beside it (the same stemmed-word match the ask form suggests from).

const SIMILAR_SHOWN = 5;

/** The question and its answers, or null when it does not exist or is not the actor's to see (a 404 either way). */
export const findQuestionPage = cache(async function findQuestionPage({
  id,
  actor,
}: {
  id: number;
  actor: Actor;
}): Promise<(QuestionDetail & { similar: QuestionJson[]; at: number }) | null> {
  const detail = await getQuestion({ id, actor }).catch((e: unknown) => {
    if (isAppError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  });
  if (!detail) return null;
  const similar = (await findSimilarQuestions({ q: detail.question.title, actor })).filter((q) => q.id !== id).slice(0, SIMILAR_SHOWN);
  // the statuses the domain stores are the client type's three
  // `at`: when the answers were read, so the page's answer list knows how fresh its first data is
  return { ...(detail as QuestionDetail), similar: similar as QuestionJson[], at: Date.now() };
});

/**
 * Who reads a question page signed out (PUBLIC_READING=1): nobody's account (no member has an
 * empty id), so the rules show it only what every member sees, and it can vote on, accept or
 * delete nothing.
 */
const VISITOR: Actor = { id: "", email: "", name: "", role: "user", image: null };

/** The page of an approved question for a signed-out reader; null for anything else. */
export async function findPublicQuestionPage({ id }: { id: number }) {
  const page = await findQuestionPage({ id, actor: VISITOR });
  return page?.question.status === "approved" ? page : null;
}
