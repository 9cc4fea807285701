import "server-only";
import { db } from "@/lib/db";
import { tagSlug } from "@/lib/articles/tags";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/auth/session";
import type { FollowJson, FollowType } from "@/lib/follows/types";
import { PAGE_LIMIT_DEFAULT, type TPageQuery } from "@/lib/schemas/common";
import type { TFollowInput } from "@/lib/schemas/follows";
import { findPage } from "@/lib/server/paging";
import { postCardsOf } from "@/lib/server/posts";
import { coAuthoredBy } from "@/lib/server/articles/co-authors";
import { takeWriteLimit } from "@/lib/server/write-limits";
import { isHidden } from "@/lib/server/hidden";

// What a member follows: researchers (stored by member id, so a new handle keeps the follow) and
// tags (stored by slug). Following twice is not an error: the second call finds the row there.

/** The stored target of a follow: a researcher's member id (404 for an unknown, removed or hidden member; never oneself), or the tag's slug. */
async function storedTarget(input: TFollowInput, actor: Actor): Promise<string> {
  if (input.type === "tag") return input.target;
  const user = await db.user.findUnique({ where: { handle: input.target }, select: { id: true, deletedAt: true, hiddenAt: true } });
  if (!user || user.deletedAt || isHidden(user)) throw new AppError("NOT_FOUND", "Researcher not found");
  if (user.id === actor.id) throw new AppError("BAD_REQUEST", "You cannot follow yourself", { reason: "FOLLOW_SELF" });
  return user.id;
}

/** Follows a researcher or a tag; `created` is false when the member already followed it (which does not use the budget). */
export async function followTarget({ input, actor }: { input: TFollowInput; actor: Actor }) {
  const hit = await takeWriteLimit("follow", actor);
  const target = await storedTarget(input, actor).catch(async (e: unknown) => {
    await hit.release();
    throw e;
  });
  let created = true;
  try {
    await db.follow.create({ data: { userId: actor.id, type: input.type, target } });
  } catch (e) {
    // already followed (or a double click won the race): the state asked for is there
    if ((e as { code?: string })?.code !== "P2002") throw e;
    created = false;
    await hit.release();
  }
  const [follow] = await describeFollows([{ type: input.type, target }]);
  return { created, follow };
}

/** Stops following; unfollowing what one does not follow is not an error. */
export async function unfollowTarget({ input, actor }: { input: TFollowInput; actor: Actor }) {
  const target = await storedTarget(input, actor);
  await db.follow.deleteMany({ where: { userId: actor.id, type: input.type, target } });
}

/**
 * The follow button's first state for a researcher (by handle) or a tag (by keyword or slug):
 * `own` for the member's own researcher page (no button there), `following` whether they follow it.
 */
export async function followState({ actor, type, target }: { actor: Actor; type: FollowType; target: string }) {
  let stored = target;
  if (type === "researcher") {
    const user = await db.user.findUnique({ where: { handle: target }, select: { id: true } });
    if (!user) return { own: false, following: false };
    if (user.id === actor.id) return { own: true, following: false };
    stored = user.id;
  } else stored = tagSlug(target);
  const row = await db.follow.findUnique({ where: { userId_type_target: { userId: actor.id, type, target: stored } }, select: { id: true } });
  return { own: false, following: row !== null };
}

/** The API's view of stored follows: a researcher by handle and name, a tag by slug and its keyword as written. */
async function describeFollows(rows: { type: string; target: string }[]): Promise<FollowJson[]> {
  const ids = rows.filter((r) => r.type === "researcher").map((r) => r.target);
  const slugs = rows.filter((r) => r.type === "tag").map((r) => r.target);
  const [users, tags] = await Promise.all([
    ids.length ? db.user.findMany({ where: { id: { in: ids }, deletedAt: null }, select: { id: true, handle: true, name: true } }) : [],
    slugs.length ? db.postTag.findMany({ where: { slug: { in: slugs } }, select: { slug: true, keyword: true }, distinct: ["slug"] }) : [],
  ]);
  const user = new Map(users.map((u) => [u.id, u]));
  const keyword = new Map(tags.map((t) => [t.slug, t.keyword]));
  return rows.flatMap((r): FollowJson[] => {
    if (r.type === "tag") return [{ type: "tag", target: r.target, label: keyword.get(r.target) ?? r.target }];
    const u = user.get(r.target);
    // a removed member, or one without a researcher page, leaves the list
    return u?.handle ? [{ type: "researcher", target: u.handle, label: u.name }] : [];
  });
}

/** What the member follows, newest first. */
export async function findMyFollows({ actor }: { actor: Actor }) {
  const rows = await db.follow.findMany({
    where: { userId: actor.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { type: true, target: true },
  });
  return describeFollows(rows);
}

/**
 * The posts a member's follows bring: written by a followed researcher, co-written by one (a
 * member named among an article's authors), or carrying a followed tag. Null when the member
 * follows nothing. Posts exist only for published articles, so drafts and articles in review never
 * match.
 */
async function followedPostsWhere(userId: string): Promise<Prisma.PostWhereInput | null> {
  const follows = await db.follow.findMany({ where: { userId }, select: { type: true, target: true } });
  return followedPostsOf(follows);
}

/** The same, from follow rows already read (the digest reads every member's at once). */
export function followedPostsOf(follows: { type: string; target: string }[]): Prisma.PostWhereInput | null {
  const researchers = follows.filter((f) => f.type === "researcher").map((f) => f.target);
  const slugs = follows.filter((f) => f.type === "tag").map((f) => f.target);
  const or: Prisma.PostWhereInput[] = [];
  if (researchers.length) {
    or.push({ createdById: { in: researchers } }, { article: coAuthoredBy(researchers) });
  }
  if (slugs.length) or.push({ tags: { some: { slug: { in: slugs } } } });
  return or.length ? { OR: or } : null;
}

const NO_PAGE = { rows: [], nextCursor: null, paging: { total: 0, page: 1, limit: 0 } };

/** One page of the posts a member's follows bring, newest first (each post once, whatever brought it). */
async function followedPostsPage({ actor, query }: { actor: Actor; query: TPageQuery }) {
  const where = await followedPostsWhere(actor.id);
  if (!where) return { ...NO_PAGE, paging: { ...NO_PAGE.paging, limit: query.limit ?? PAGE_LIMIT_DEFAULT } };
  return findPage({
    query,
    search: "Post",
    rows: (narrowing, window) => db.post.findMany({ where: { AND: [where, narrowing] }, ...window }),
    count: () => db.post.count({ where }),
    createdAtOf: (id) => db.post.findUnique({ where: { id }, select: { createdAt: true } }),
  });
}

/** GET feed.php: the items of the Following tab as JSON. */
export async function findFollowedFeed({ actor, query }: { actor: Actor; query: TPageQuery }) {
  const { rows, nextCursor, paging } = await followedPostsPage({ actor, query });
  return {
    items: rows.map((p) => ({ type: "article" as const, id: p.id, title: p.title, author: p.author, created_at: p.createdAt.toISOString() })),
    ...paging,
    next_cursor: nextCursor,
  };
}

/** The Following tab's cards (the home feed's cards), a page after `cursor`. */
export async function findFollowedCards({ actor, cursor, limit }: { actor: Actor; cursor?: number; limit: number }) {
  const { rows, nextCursor } = await followedPostsPage({ actor, query: { cursor, limit } });
  return { cards: await postCardsOf(actor, rows), nextCursor };
}
