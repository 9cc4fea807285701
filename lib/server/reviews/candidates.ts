import "server-only";
import { db } from "@/lib/db";
import { tagSlug } from "@/lib/articles/tags";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { parseTags } from "@/lib/partnership/rules";
import { splitKeywords } from "@/lib/posts/text";
import { medianDays, OPEN_STATUSES, rankCandidates } from "@/lib/reviews/rules";
import type { CandidateJson } from "@/lib/reviews/types";
import { reputationOf } from "@/lib/users/reputation";
import { getReputationCounts } from "@/lib/server/researchers";
import { AppError } from "@/lib/errors";
import { currentRound } from "@/lib/server/reviews/reviews";

// The reviewers an editor is offered for an article: verified members whose interests, published
// articles and answered questions share keywords with it, best first (lib/reviews/rules.ts). Its
// authors and linked co-authors are never offered; a shared affiliation is flagged.

/** Members looked at per article (those sharing the most keywords come first anyway). */
const POOL = 200;
/** Candidates answered. */
const SHOWN = 20;

const norm = (affiliation: string | null | undefined) => (affiliation ?? "").trim().toLowerCase();

/** candidates.php */
export async function listCandidates({ articleId, actor }: { articleId: number; actor: Actor }): Promise<CandidateJson[]> {
  assertAdmin(actor);
  const article = await db.article.findUnique({
    where: { id: articleId },
    select: { keywords: true, userId: true, user: { select: { affiliation: true } }, coAuthors: { select: { userId: true, affiliation: true } } },
  });
  if (!article) throw new AppError("NOT_FOUND", "Article not found");
  const keywords = splitKeywords(article.keywords);
  const slugs = [...new Set(keywords.map(tagSlug).filter(Boolean))];
  // a revised article goes back to who reviewed it before
  const round = await currentRound(db, articleId);
  const ofArticle = await db.reviewAssignment.findMany({ where: { articleId, round: { lte: round } }, select: { userId: true, status: true, round: true } });
  const earlier = new Set(ofArticle.filter((a) => a.status === "submitted" && a.round < round).map((a) => a.userId));
  // one assignment per member and round, whatever became of it (invite.php answers ALREADY_INVITED)
  const invited = new Set(ofArticle.filter((a) => a.round === round).map((a) => a.userId));
  if (slugs.length === 0 && earlier.size === 0) return [];
  const excluded = [article.userId, ...article.coAuthors.map((c) => c.userId)].filter((id): id is string => !!id);
  const authorAffiliations = new Set([article.user?.affiliation, ...article.coAuthors.map((c) => c.affiliation)].map(norm).filter(Boolean));

  // who wrote or answered on these keywords, or named them as interests
  const [tagged, answered] = await Promise.all([
    db.postTag.findMany({
      where: { slug: { in: slugs }, post: { createdById: { not: null } } },
      select: { slug: true, post: { select: { createdById: true } } },
      take: 2_000,
    }),
    db.answer.findMany({ where: { question: { keyword: { in: keywords } } }, select: { userId: true, question: { select: { keyword: true } } }, take: 2_000 }),
  ]);
  const found = new Map<string, string[]>();
  const add = (userId: string | null | undefined, slug: string) => userId && found.set(userId, [...(found.get(userId) ?? []), slug]);
  for (const t of tagged) add(t.post.createdById, t.slug);
  for (const a of answered) add(a.userId, tagSlug(a.question.keyword));

  const members = await db.user.findMany({
    where: {
      emailVerified: true,
      deletedAt: null,
      hiddenAt: null,
      id: { notIn: excluded },
      OR: [{ id: { in: [...found.keys(), ...earlier] } }, ...keywords.map((k) => ({ interests: { contains: JSON.stringify(k).slice(1, -1) } }))],
    },
    select: { id: true, name: true, handle: true, affiliation: true, interests: true },
    take: POOL,
  });
  const ids = members.map((m) => m.id);
  const assignments = await db.reviewAssignment.findMany({
    where: { userId: { in: ids } },
    select: { userId: true, status: true, invitedAt: true, endedAt: true },
  });
  const load = (id: string) => assignments.filter((a) => a.userId === id);
  const ranked = rankCandidates(
    slugs,
    members.map((m) => {
      const mine = load(m.id);
      return {
        ...m,
        userId: m.id,
        keywords: [...parseTags(m.interests).map(tagSlug), ...(found.get(m.id) ?? [])],
        reputation: 0,
        reviewsCompleted: mine.filter((a) => a.status === "submitted").length,
        openAssignments: mine.filter((a) => (OPEN_STATUSES as readonly string[]).includes(a.status)).length,
        days: mine.filter((a) => a.status === "submitted" && a.endedAt).map((a) => a.endedAt!.getTime() - a.invitedAt.getTime()),
      };
    }),
    earlier,
  ).slice(0, SHOWN);
  const keywordOf = new Map(keywords.map((k) => [tagSlug(k), k]));
  return Promise.all(
    ranked.map(async (c) => ({
      user_id: c.userId,
      name: c.name,
      handle: c.handle,
      affiliation: c.affiliation,
      reputation: reputationOf(await getReputationCounts(c.userId)).total,
      reviews_completed: c.reviewsCompleted,
      open_assignments: c.openAssignments,
      median_days: medianDays(c.days),
      overlap: c.overlap.map((s) => keywordOf.get(s) ?? s),
      ...(authorAffiliations.has(norm(c.affiliation)) ? { conflict: "same_affiliation" as const } : {}),
      ...(earlier.has(c.userId) ? { earlier_round: true } : {}),
      ...(invited.has(c.userId) ? { already_invited: true } : {}),
    })),
  );
}
