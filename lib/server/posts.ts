import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from "@/lib/files/files";
import { legacyCategoryName, resolveCategory } from "@/lib/posts/category";
import { resolveImage } from "@/lib/posts/image";
import { effectiveReadTime } from "@/lib/posts/read-time";
import { Lru } from "@/lib/lru";
import { postSearchKey } from "@/lib/posts/search";
import { htmlToText, shareText, splitKeywords } from "@/lib/posts/text";
import { validationText } from "@/lib/http/validation";
import { sanitizeArticleHtml, textOrHtmlToSafeHtml, toPlainText } from "@/lib/sanitize";
import type { TPostInput, TPostListQuery, TPostUpdateInput } from "@/lib/schemas/posts";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { handlesOf } from "@/lib/server/handles";
import { recordPageUsage } from "@/lib/server/usage";
import { inOrder, searchPage } from "@/lib/server/search";
import { keptPostCount, newestPostRows, postMarkRows, postRowById, type PostRow } from "@/lib/server/post-rows";
import type { AdminPostRow, PostCardData, PostDetailData } from "@/lib/posts/types";
import { claimUpload, namedUploadKey, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeUploadLimit } from "@/lib/server/write-limits";
import { writePostTags } from "@/lib/server/tags/tags";

/** A post in the legacy API's shape that existing clients read, field for field. */
export type LegacyPost = AdminPostRow;

// likeCount and viewCount are columns the database keeps in step (triggers, migration post_counts)
const ORDER = [{ createdAt: "desc" as const }, { id: "desc" as const }];

// A computed read time scans the whole body, on every list and card: kept per post and version
// (the body changes only through Prisma's update, which moves updatedAt).
const readTimes = new Lru<string, number>(10_000);
function readTimeOfRow(p: PostRow): number {
  if (p.readTime !== null) return p.readTime;
  const key = `${p.id}:${p.updatedAt.getTime()}`;
  let minutes = readTimes.get(key);
  if (minutes === undefined) readTimes.set(key, (minutes = effectiveReadTime(p)));
  return minutes;
}

function toLegacy(p: PostRow): LegacyPost {
  return {
    id: p.id,
    title: p.title,
    author: p.author,
    // stored sanitized (lib/sanitize.ts); rows written before that are cleaned on the way out too
    content: toPlainText(p.content),
    full_content: p.fullContent || textOrHtmlToSafeHtml(toPlainText(p.content)),
    keywords: p.keywords,
    image_url: p.imageUrl,
    image_path: p.imagePath,
    category: legacyCategoryName(p),
    read_time: readTimeOfRow(p),
    views: p.viewCount,
    likes: p.likeCount,
    created_at: p.createdAt.toISOString(),
  };
}

type English = { titleEn: string | null; abstractEn: string | null };
const NO_ENGLISH: English = { titleEn: null, abstractEn: null };

/**
 * What each card adds to its post's row, by post: the reader's own like and bookmark (a signed-out
 * reader has neither) and the English title and abstract of the reviewed article it publishes.
 */
async function marksOf(actor: Actor | null, ids: number[]): Promise<(postId: number) => { mine: { liked: boolean; bookmarked: boolean }; english: English }> {
  const rows = await postMarkRows(ids, actor?.id ?? null);
  const byPost = new Map(
    rows.map((r) => [
      Number(r.postId),
      {
        mine: { liked: Boolean(actor) && Number(r.liked) === 1, bookmarked: Boolean(actor) && Number(r.bookmarked) === 1 },
        english: { titleEn: r.titleEn || null, abstractEn: r.abstractEn ? htmlToText(r.abstractEn) : null },
      },
    ]),
  );
  return (postId) => byPost.get(postId) ?? { mine: { liked: false, bookmarked: false }, english: NO_ENGLISH };
}

function toCard(p: PostRow, mine: { liked: boolean; bookmarked: boolean }, authorHandle: string | null, english: English): PostCardData {
  return {
    id: p.id,
    title: p.title,
    ...english,
    author: p.author,
    authorHandle,
    content: htmlToText(p.content),
    keywords: splitKeywords(p.keywords),
    image: resolveImage({ image_url: p.imageUrl, image_path: p.imagePath }),
    hasImage: Boolean(p.imageUrl || p.imagePath),
    category: resolveCategory(p),
    readTime: readTimeOfRow(p),
    createdAt: p.createdAt.toISOString(),
    likes: p.likeCount,
    ...mine,
  };
}

/** A search's page from the index, ranked (then newest); `null` without words to search. */
async function searchedPage({ q, limit, cursor, offset }: { q?: string; limit?: number; cursor?: number; offset?: number }) {
  const found = await searchPage({ table: "Post", q, limit: limit === undefined ? undefined : limit + 1, offset, after: cursor });
  if (!found) return null;
  const rows = inOrder(found.ids, await db.post.findMany({ where: { id: { in: found.ids } } }));
  const more = limit !== undefined && rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, nextCursor: more ? items[items.length - 1].id : null, total: found.total };
}

async function page({ q, limit, cursor }: { q?: string; limit: number; cursor?: number }) {
  const searched = await searchedPage({ q, limit, cursor });
  if (searched) return searched;
  const rows = await newestPostRows({ take: limit + 1, cursor });
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, nextCursor: more ? items[items.length - 1].id : null, total: undefined };
}

/** How many posts there are: a row the triggers keep, not a count(*) per page (a search counts in its index). */
export async function countPosts() {
  return (await keptPostCount()) ?? db.post.count();
}

/**
 * GET read.php: newest first. Bare (old clients) it returns every post; with q, limit, cursor or
 * page it returns one page, the total and the cursor of the next page.
 */
export async function findPosts({ query }: { query: TPostListQuery }) {
  const result = await findPostRows(query);
  const rows = result.rows;
  // a key left undefined (a bare list has no total, no cursor) is not in the JSON
  return { posts: rows.map(toLegacy), total: result.total, next_cursor: result.next_cursor };
}

async function findPostRows(query: TPostListQuery) {
  const paged = query.limit !== undefined || query.cursor !== undefined || query.page !== undefined;
  if (!paged) {
    const searched = await searchedPage({ q: query.q });
    const rows = searched ? searched.items : await db.post.findMany({ orderBy: ORDER });
    return { rows, ...(query.q !== undefined ? { total: rows.length } : {}) };
  }
  const limit = query.limit ?? 20;
  if (query.page !== undefined && query.cursor === undefined) {
    const offset = (query.page - 1) * limit;
    const searched = await searchedPage({ q: query.q, limit, offset });
    const [rows, total] = searched ? [searched.items, searched.total] : await Promise.all([newestPostRows({ take: limit, offset }), countPosts()]);
    const nextCursor = query.page * limit < total && rows.length ? rows[rows.length - 1].id : null;
    return { rows, total, next_cursor: nextCursor };
  }
  const { items, nextCursor, total } = await page({ q: query.q, limit, cursor: query.cursor });
  return { rows: items, total: total ?? (await countPosts()), next_cursor: nextCursor };
}

/** The home page: a page of cards for a member, with their likes and bookmarks. */
export async function findPostCards({ actor, q, cursor, limit }: { actor: Actor; q?: string; cursor?: number; limit: number }) {
  const { items, nextCursor } = await page({ q, limit, cursor });
  return { cards: await postCardsOf(actor, items), nextCursor };
}

/** Cards of stored posts (the home feed, the Following tab, a tag page) with the reader's own likes and bookmarks (a signed-out reader's: none). */
export async function postCardsOf(actor: Actor | null, rows: PostRow[]) {
  const ids = rows.map((p) => p.id);
  const [marks, handle] = await Promise.all([marksOf(actor, ids), handlesOf(rows.map((p) => p.createdById))]);
  return rows.map((p) => toCard(p, marks(p.id).mine, handle(p.createdById), marks(p.id).english));
}

async function getRowOrThrow(id: number) {
  const row = await postRowById(id);
  if (!row) throw new AppError("NOT_FOUND", "Post not found");
  return row;
}

/** Two requests racing to create the same unique row (a double click, two tabs): the loser's work is already done. */
async function ignoreDuplicate(write: Promise<unknown>) {
  try {
    await write;
  } catch (e) {
    if ((e as { code?: string })?.code !== "P2002") throw e;
  }
}

/**
 * The row, with the reader's view counted as COUNTER counts it (lib/server/usage.ts): the count it
 * shows is of unique views, one per reader and hour, robots and repeats left out.
 */
async function readCountingView(postId: number, actor: Actor | null, headers: Headers) {
  const row = await getRowOrThrow(postId);
  const { unique } = await recordPageUsage({ pageId: postId, kind: "view", actor, headers });
  return unique ? { ...row, viewCount: row.viewCount + 1 } : row;
}

/** GET get_single.php: the post, after counting the caller's view. */
export async function readLegacyPost({ id, actor, headers }: { id: number; actor: Actor; headers: Headers }) {
  return toLegacy(await readCountingView(id, actor, headers));
}

/** Title, description and image for the page head; counts nothing. */
export async function findPostSummary({ id }: { id: number }) {
  const row = await db.post.findUnique({
    where: { id },
    select: { title: true, content: true, imageUrl: true, imagePath: true, author: true, createdAt: true },
  });
  if (!row) return null;
  return {
    title: row.title,
    description: shareText(row.content).slice(0, 200),
    image: resolveImage({ image_url: row.imageUrl, image_path: row.imagePath }),
    author: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The article page: counts the reader's view (signed out too), then the post with its sanitized body. */
export async function readPost({ id, actor, headers }: { id: number; actor: Actor | null; headers: Headers }): Promise<PostDetailData> {
  const row = await readCountingView(id, actor, headers);
  const [marks, handle] = await Promise.all([marksOf(actor, [id]), handlesOf([row.createdById])]);
  const body = row.fullContent || row.content;
  return {
    ...toCard(row, marks(id).mine, handle(row.createdById), marks(id).english),
    bodyHtml: textOrHtmlToSafeHtml(body), // sanitized again on the way out
    views: row.viewCount,
    shareText: shareText(row.content || body),
  };
}

/** Nothing raw is stored: `content` becomes plain text, the body sanitized HTML (or the content as paragraphs). */
function dataOf(input: TPostInput) {
  const content = toPlainText(input.content);
  if (!content) throw new AppError("BAD_REQUEST", `content: ${validationText("articleRequired")}`);
  const fullContent = input.full_content.trim() ? sanitizeArticleHtml(input.full_content) : "";
  return {
    title: input.title,
    author: input.author,
    content,
    fullContent: fullContent || textOrHtmlToSafeHtml(content),
    keywords: input.keywords,
    category: input.category,
    readTime: input.read_time,
    imagePath: input.image_path,
    imageUrl: input.image_url,
    imageUrlKey: namedUploadKey(input.image_url, "image_url"),
    searchKey: postSearchKey({ ...input, content }),
  };
}

/** A post names only images uploaded for posts (by an admin); an unchanged name is kept as it is. */
async function claimImages(tx: Prisma.TransactionClient, input: TPostInput, actor: Actor, before?: { imagePath: string | null; imageUrl: string | null }) {
  const current = before ? [before.imagePath, before.imageUrl] : [];
  await claimUpload(tx, { value: input.image_path, purpose: "post", actor, field: "image_path", current });
  await claimUpload(tx, { value: input.image_url, purpose: "post", actor, field: "image_url", current });
}

export async function createPost({ input, actor }: { input: TPostInput; actor: Actor }) {
  assertAdmin(actor);
  const post = await db.$transaction(async (tx) => {
    await claimImages(tx, input, actor);
    const row = await tx.post.create({ data: { ...dataOf(input), createdById: actor.id } });
    await writePostTags(tx, row.id, row.keywords);
    await recordAudit(tx, actor, { action: "post.create", targetType: "post", targetId: row.id, summary: row.title });
    return row;
  });
  return toLegacy(post);
}

export async function updatePost({ input, actor }: { input: TPostUpdateInput; actor: Actor }) {
  assertAdmin(actor);
  const before = await getRowOrThrow(input.id);
  const post = await db.$transaction(async (tx) => {
    await claimImages(tx, input, actor, before);
    const row = await tx.post.update({ where: { id: input.id }, data: dataOf(input) });
    await writePostTags(tx, row.id, row.keywords);
    await recordAudit(tx, actor, { action: "post.update", targetType: "post", targetId: row.id, summary: row.title });
    return row;
  });
  await releaseUploads([before.imagePath, before.imageUrl].filter((v) => v !== post.imagePath && v !== post.imageUrl));
  return toLegacy(post);
}

export async function deletePost({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const { imagePath, imageUrl, title } = await getRowOrThrow(id);
  await db.$transaction(async (tx) => {
    await tx.post.delete({ where: { id } }); // likes, bookmarks and views cascade
    await recordAudit(tx, actor, { action: "post.delete", targetType: "post", targetId: id, summary: title });
  });
  await releaseUploads([imagePath, imageUrl]);
}

export const IMAGE_TYPE_ERROR = "Unsupported file type. Please choose an image (JPEG, PNG, GIF, WebP)";
export const IMAGE_SIZE_ERROR = "Image must be smaller than 5 MB";

/** upload_image.php: an image recognised by its content, at most 5 MB, under a random name. */
export async function saveArticleImage({ file, actor }: { file: File; actor: Actor }) {
  assertAdmin(actor);
  await takeUploadLimit(actor, [file]);
  try {
    return (await storeUpload({ file, allowed: IMAGE_KINDS, maxBytes: IMAGE_MAX_BYTES, resize: true, purpose: "post", uploader: actor })).path;
  } catch (e) {
    if (e instanceof AppError && e.code === "UNSUPPORTED_TYPE") throw new AppError(e.code, IMAGE_TYPE_ERROR);
    if (e instanceof AppError && e.code === "TOO_LARGE") throw new AppError(e.code, IMAGE_SIZE_ERROR);
    throw e;
  }
}

/** One like per member and article: `on` sets it, idempotently; the answer is the real count. */
export async function setPostLike({ postId, on, actor }: { postId: number; on: boolean; actor: Actor }) {
  await getRowOrThrow(postId);
  if (on)
    await ignoreDuplicate(db.postLike.upsert({ where: { postId_userId: { postId, userId: actor.id } }, create: { postId, userId: actor.id }, update: {} }));
  else await db.postLike.deleteMany({ where: { postId, userId: actor.id } });
  return { on, count: (await getRowOrThrow(postId)).likeCount };
}

export async function setPostBookmark({ postId, on, actor }: { postId: number; on: boolean; actor: Actor }) {
  await getRowOrThrow(postId);
  if (on)
    await ignoreDuplicate(db.postBookmark.upsert({ where: { postId_userId: { postId, userId: actor.id } }, create: { postId, userId: actor.id }, update: {} }));
  else await db.postBookmark.deleteMany({ where: { postId, userId: actor.id } });
  return { on };
}

/** The member's saved articles, most recently saved first. */
export async function findBookmarkedPosts({ actor }: { actor: Actor }) {
  const marks = await db.postBookmark.findMany({
    where: { userId: actor.id },
    orderBy: { createdAt: "desc" },
    take: 200,
    include: { post: true },
  });
  const ids = marks.map((m) => m.postId);
  const [ofPost, handle] = await Promise.all([marksOf(actor, ids), handlesOf(marks.map((m) => m.post.createdById))]);
  return marks.map((m) => toCard(m.post, ofPost(m.postId).mine, handle(m.post.createdById), ofPost(m.postId).english));
}
