import "server-only";
import { db } from "@/lib/db";
import { Prisma, type Post } from "@/lib/generated/prisma/client";

// The API's two hottest reads, get_single.php and read.php's pages (and the home feed and article
// page over the same rows), as hand-written SQL through Prisma's raw queries, the same text on
// SQLite and PostgreSQL. Prisma's query building cost more than the reads themselves: a post by id
// 0.27–0.36 ms through `findUnique` against 0.13 ms raw, measured on this machine kind.

const FIELDS = [
  "id",
  "title",
  "author",
  "content",
  "fullContent",
  "keywords",
  "imageUrl",
  "imagePath",
  "category",
  "readTime",
  "createdById",
  "createdAt",
  "updatedAt",
  "likeCount",
  "viewCount",
] as const satisfies readonly (keyof Post)[];

/** A post as the readers' answers use it (the search key and upload bookkeeping left out). */
export type PostRow = Pick<Post, (typeof FIELDS)[number]>;

const COLUMNS = Prisma.raw(FIELDS.map((f) => `"${f}"`).join(", "));

/** One post, or null. */
export async function postRowById(id: number): Promise<PostRow | null> {
  const [row] = await db.$queryRaw<PostRow[]>`SELECT ${COLUMNS} FROM "Post" WHERE "id" = ${id}`;
  return row ?? null;
}

/**
 * The newest posts (by date, then id): `take` of them after the post `cursor` (none when that post
 * is gone), or from `offset`. The (createdAt, id) index serves the order and the cursor's range.
 */
export function newestPostRows({ take, cursor, offset = 0 }: { take: number; cursor?: number; offset?: number }): Promise<PostRow[]> {
  if (cursor === undefined) return db.$queryRaw`SELECT ${COLUMNS} FROM "Post" ORDER BY "createdAt" DESC, "id" DESC LIMIT ${take} OFFSET ${offset}`;
  return db.$queryRaw`SELECT ${COLUMNS} FROM "Post"
    WHERE ("createdAt", "id") < (SELECT "createdAt", "id" FROM "Post" WHERE "id" = ${cursor})
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${take}`;
}

/** How many posts there are: the row the triggers keep (undefined before it exists). */
export async function keptPostCount(): Promise<number | undefined> {
  const [row] = await db.$queryRaw<{ rows: number | bigint }[]>`SELECT "rows" FROM "TableCount" WHERE "table" = 'Post'`;
  return row === undefined ? undefined : Number(row.rows);
}

/** What a card shows of a post besides its row: the reader's like and bookmark, and the English title and abstract of the article it publishes. */
export type PostMarksRow = { postId: number; liked: unknown; bookmarked: unknown; titleEn: string | null; abstractEn: string | null };

/**
 * The marks of these posts in one query (three through Prisma's client before): the like and the
 * bookmark of `userId` (none without one) and the English of each post's article. SQLite answers
 * EXISTS with 0 or 1, PostgreSQL with a boolean: the caller reads either.
 */
export function postMarkRows(ids: number[], userId: string | null): Promise<PostMarksRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.$queryRaw<PostMarksRow[]>`SELECT p."id" AS "postId",
      EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${userId}) AS "liked",
      EXISTS (SELECT 1 FROM "PostBookmark" b WHERE b."postId" = p."id" AND b."userId" = ${userId}) AS "bookmarked",
      a."titleEn" AS "titleEn", a."abstractEn" AS "abstractEn"
    FROM "Post" p LEFT JOIN "Article" a ON a."postId" = p."id"
    WHERE p."id" IN (${Prisma.join(ids)})`;
}
