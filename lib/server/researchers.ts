import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { isPublicReading } from "@/lib/auth/public-pages";
import type { Actor } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseTags } from "@/lib/partnership/rules";
import { isHidden, notHidden } from "@/lib/server/hidden";
import { handleNowOf } from "@/lib/server/handles";
import type { ResearcherPageJson } from "@/lib/researchers/types";
import { isDistinguished } from "@/lib/users/distinguished";
import { countsTowardReputation, reputationOf, VOTER_MIN_AGE_MS, type ReputationCounts } from "@/lib/users/reputation";

// A member's public face: their researcher page, what they published and how the community
// answered it. Only what everyone may see is counted or listed: approved questions and
// opportunities, published articles, accepted answers, none of them hidden by a moderator. A hidden
// member has no page (404) and their name no longer links to it (lib/server/handles.ts).

/**
 * A post that counts as a published article: an editor's own post, or one that shows a reviewed
 * article while that article is published and not hidden.
 */
export const PUBLISHED_ARTICLE_POST = {
  OR: [{ article: { is: null } }, { article: { is: { status: "published", ...notHidden } } }],
} satisfies Prisma.PostWhereInput;

/** The articles counted and listed as a member's published ones: their posts that count as published. */
export const publishedArticlesOf = (userId: string): Prisma.PostWhereInput => ({ createdById: userId, ...PUBLISHED_ARTICLE_POST });

/** A member's answers that count: not hidden, under a question that is not hidden either. */
const shownAnswers = (userId: string) => ({ userId, ...notHidden, question: notHidden });

const LIST_SIZE = 10;

/** Upvotes on a member's shown answers from voters who may earn them reputation (countsTowardReputation). */
async function countedUpvotes(userId: string) {
  const votes = await db.answerVote.findMany({
    // the database drops what cannot count (one's own, unverified or still young voters); the vote's own age is compared here
    where: {
      answer: shownAnswers(userId),
      userId: { not: userId },
      user: { emailVerified: true, createdAt: { lte: new Date(Date.now() - VOTER_MIN_AGE_MS) } },
    },
    select: { createdAt: true, user: { select: { emailVerified: true, createdAt: true } } },
  });
  return votes.filter((v) => countsTowardReputation(v, v.user)).length;
}

/** The rows a member's reputation is computed from (lib/users/reputation.ts). */
export async function getReputationCounts(userId: string): Promise<ReputationCounts> {
  const [articles, upvotes, accepted, questions, opportunities, reviews] = await Promise.all([
    db.post.count({ where: publishedArticlesOf(userId) }),
    countedUpvotes(userId),
    db.answer.count({ where: { ...shownAnswers(userId), acceptedFor: { isNot: null } } }),
    db.question.count({ where: { userId, status: "approved", ...notHidden } }),
    db.opportunity.count({ where: { userId, status: "approved", ...notHidden } }),
    // a count only: which articles they reviewed is never said (a review is anonymous unless open)
    db.reviewAssignment.count({ where: { userId, status: "submitted" } }),
  ]);
  return { articles, upvotes, accepted, questions, opportunities, reviews };
}

/**
 * The researcher page of a handle (404 for an unknown, deleted or hidden member). `signedIn` false
 * (a visitor while the site is public): research projects and opportunities are members' sections,
 * so their titles are left out (their counts stay, as the reputation counts them).
 */
export const getResearcherPage = cache(async function getResearcherPage({
  handle,
  signedIn,
}: {
  handle: string;
  signedIn: boolean;
}): Promise<ResearcherPageJson> {
  const user = await db.user.findUnique({
    where: { handle },
    select: {
      id: true,
      handle: true,
      name: true,
      image: true,
      bio: true,
      affiliation: true,
      orcid: true,
      interests: true,
      createdAt: true,
      deletedAt: true,
      hiddenAt: true,
    },
  });
  if (!user || user.deletedAt || isHidden(user)) throw new AppError("NOT_FOUND", "Researcher not found");
  const id = user.id;
  const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  // the latest few of a list, each by its id, title and date
  const latest = { orderBy: newest, take: LIST_SIZE, select: { id: true, title: true, createdAt: true } };
  const [reputation, answers, projects, articles, accepted, questions, opportunities, projectRows] = await Promise.all([
    getReputationCounts(id),
    db.answer.count({ where: shownAnswers(id) }),
    db.researchProject.count({ where: { userId: id, ...notHidden } }),
    db.post.findMany({
      where: publishedArticlesOf(id),
      orderBy: newest,
      take: LIST_SIZE,
      select: { id: true, title: true, createdAt: true, article: { select: { titleEn: true } } },
    }),
    db.answer.findMany({
      where: { ...shownAnswers(id), acceptedFor: { isNot: null } },
      orderBy: newest,
      take: LIST_SIZE,
      select: { id: true, createdAt: true, question: { select: { id: true, title: true } } },
    }),
    db.question.findMany({ where: { userId: id, status: "approved", ...notHidden }, ...latest }),
    signedIn ? db.opportunity.findMany({ where: { userId: id, status: "approved", ...notHidden }, ...latest }) : [],
    signedIn ? db.researchProject.findMany({ where: { userId: id, ...notHidden }, ...latest }) : [],
  ]);
  const rep = reputationOf(reputation);
  const item = (r: { id: number; title: string; createdAt: Date }) => ({ id: r.id, title: r.title, created_at: r.createdAt.toISOString() });
  return {
    researcher: {
      handle: user.handle!,
      name: user.name,
      image: user.image,
      bio: user.bio ?? "",
      affiliation: user.affiliation ?? "",
      orcid: user.orcid ?? "",
      interests: parseTags(user.interests),
      joined: user.createdAt.toISOString(),
      reputation: rep.total,
      reputation_breakdown: rep.breakdown,
      distinguished: isDistinguished({
        publishedArticles: reputation.articles,
        approvedOpportunities: reputation.opportunities,
        acceptedAnswers: reputation.accepted,
      }),
      counts: {
        articles: reputation.articles,
        answers,
        accepted: reputation.accepted,
        questions: reputation.questions,
        projects,
        opportunities: reputation.opportunities,
        reviews: reputation.reviews,
      },
    },
    articles: articles.map((a) => ({ ...item(a), title_en: a.article?.titleEn || null })),
    accepted_answers: accepted.map((a) => ({ id: a.id, question_id: a.question.id, title: a.question.title, created_at: a.createdAt.toISOString() })),
    questions: questions.map(item),
    projects: projectRows.map(item),
    opportunities: opportunities.map(item),
  };
});

/** The handle of a member by their id (items that carry only the id link through it); null for none or a removed member. */
export async function handleOfMember(id: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id }, select: { handle: true, deletedAt: true, hiddenAt: true } });
  return user && !user.deletedAt && !isHidden(user) ? user.handle : null;
}

/**
 * get.php: a researcher's page, for members, and for anyone when the site is public (PUBLIC_READING=1).
 * A handle its member gave up lately still answers their page (under the handle they have now).
 */
export async function readResearcherPage({ handle, actor }: { handle: string; actor: Actor | null }) {
  if (!actor && !isPublicReading()) throw new AppError("UNAUTHORIZED");
  try {
    return await getResearcherPage({ handle, signedIn: actor !== null });
  } catch (e) {
    const now = isAppError(e) && e.code === "NOT_FOUND" ? await handleNowOf(handle) : null;
    if (!now) throw e;
    return getResearcherPage({ handle: now, signedIn: actor !== null });
  }
}
