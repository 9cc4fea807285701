import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/session";
import { findPage } from "@/lib/server/paging";
import { postCardsOf } from "@/lib/server/posts";

/** How many articles a tag page shows at a time. */
const TAG_PAGE_SIZE = 12;

/** The keyword of a tag as first written on its newest article; null when no article has it. */
export async function findTagKeyword(slug: string) {
  const tag = await db.postTag.findFirst({ where: { slug }, orderBy: { postId: "desc" }, select: { keyword: true } });
  return tag?.keyword ?? null;
}

/**
 * A tag's page: the keyword as first written on its newest article, and a page of the published
 * articles that carry it, newest first, after `cursor` (the last one shown). Null for a tag that
 * no article has (posts exist only while published, so drafts and retractions never appear).
 */
export async function findTagPage({ slug, cursor, actor }: { slug: string; cursor?: number; actor: Actor | null }) {
  const keyword = await findTagKeyword(slug);
  if (keyword === null) return null;
  const where = { tags: { some: { slug } } };
  const { rows, nextCursor, paging } = await findPage({
    query: { cursor },
    search: "Post",
    rows: (narrowing, window) => db.post.findMany({ where: { AND: [where, narrowing] }, ...window }),
    count: () => db.post.count({ where }),
    createdAtOf: (id) => db.post.findUnique({ where: { id }, select: { createdAt: true } }),
    defaultLimit: TAG_PAGE_SIZE,
  });
  return { keyword, cards: await postCardsOf(actor, rows), nextCursor, total: paging.total };
}
