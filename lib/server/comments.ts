import "server-only";
import { formulasOf } from "@/lib/math";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/session";
import { canDeleteComment, canEditComment, MENTION_MAX, parseMentions } from "@/lib/comments/rules";
import { commentPath, type CommentJson, type CommentListJson, type MemberCandidateJson } from "@/lib/comments/types";
import type { InitialPage } from "@/lib/lists/paged-list";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TCreateCommentInput, TUpdateCommentInput } from "@/lib/schemas/comments";
import { recordAudit } from "@/lib/server/audit";
import { notify } from "@/lib/server/notifications";
import { withWriteLimit } from "@/lib/server/write-limits";
import { normalizeHandle } from "@/lib/users/handles";
import { hasWordCharacter } from "@/lib/search/arabic";
import { hasLikeWildcard, literalMatches } from "@/lib/server/search";
import { hiddenFrom, notHidden } from "@/lib/server/hidden";

// A handle may hold '_' and a name '%': typed into the picker they are themselves, not LIKE's
// wildcards, so such a search goes through the literal match (a pool of at most 200 members).
const literally = async (column: "User.handle" | "User.name", match: { startsWith: string } | { contains: string }): Promise<Prisma.UserWhereInput> => ({
  id: { in: await literalMatches<string>({ column, matches: [match], select: "id", limit: 200 }) },
});

// Comments on an article's page (/article/{postId}): members comment and reply one level deep,
// authors edit their own for a short while and delete their own, admins delete any, moderators
// hide a reported one. An @handle in a comment notifies that member, once per comment (edits included).

const include = { user: { select: { name: true, handle: true, deletedAt: true } } } as const;
type CommentRow = Prisma.CommentGetPayload<{ include: typeof include }>;

function serializeComment(c: CommentRow, actor: Actor | null, now = new Date()): CommentJson {
  // what a moderator hid keeps its place in the thread, without its text or its author, so the replies keep their sense
  if (c.hiddenAt)
    return {
      id: c.id,
      article_id: c.postId,
      parent_id: c.parentId,
      text: "",
      formulas: {},
      author: "",
      author_handle: null,
      user_id: "",
      created_at: c.createdAt.toISOString(),
      edited: false,
      hidden: true,
      can_edit: false,
      can_delete: false,
    };
  return {
    id: c.id,
    article_id: c.postId,
    parent_id: c.parentId,
    text: c.text,
    formulas: formulasOf(c.text),
    // an anonymized account's name is already 'Deleted member' (lib/server/account-removal.ts)
    author: c.user.name,
    author_handle: c.user.deletedAt ? null : c.user.handle,
    user_id: c.userId,
    created_at: c.createdAt.toISOString(),
    edited: c.editedAt !== null,
    hidden: false,
    // a signed-out reader (public reading) only reads
    can_edit: actor ? canEditComment(actor, c, now) : false,
    can_delete: actor ? canDeleteComment(actor, c) : false,
  };
}

const notFound = () => new AppError("NOT_FOUND", "Comment not found");

async function getPostOrThrow(id: number) {
  const post = await db.post.findUnique({
    where: { id },
    select: { id: true, title: true, createdById: true, article: { select: { titleEn: true, userId: true } } },
  });
  if (!post) throw new AppError("NOT_FOUND", "Article not found");
  return {
    id: post.id,
    title: post.title,
    // a notice about the article names it by its English title to a member who reads in English
    titles: { title: post.title, ...(post.article?.titleEn ? { title_en: post.article.titleEn } : {}) },
    // who is told of its comments: the member who submitted it (an editor's own post: its editor)
    authorId: post.article ? post.article.userId : post.createdById,
  };
}

/** A comment the actor may see: a hidden one only exists for admins (the replies under it stay). */
export async function getVisibleComment(id: number, actor: Actor) {
  const c = await db.comment.findUnique({ where: { id }, include });
  if (!c || hiddenFrom(actor, c)) throw notFound();
  return c;
}

/**
 * An article's comments, oldest first: the top-level ones and the replies under them in one list
 * (a reply's `parent_id` names its comment). A hidden comment stays in its place as a placeholder
 * (`hidden`, no text, no author), for everyone, so the replies under or after it keep their sense.
 */
export async function findComments({ articleId, actor }: { articleId: number; actor: Actor | null }): Promise<{ comments: CommentJson[] }> {
  await getPostOrThrow(articleId);
  const rows = await db.comment.findMany({
    where: { postId: articleId },
    include,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const now = new Date();
  return { comments: rows.map((c) => serializeComment(c, actor, now)) };
}

/** The same list for the article page's first paint, keyed as the client's query of read.php. */
export async function findCommentsPage({ articleId, actor }: { articleId: number; actor: Actor | null }): Promise<InitialPage<CommentListJson>> {
  return { params: { article_id: articleId }, data: await findComments({ articleId, actor }), at: Date.now() };
}

type Tx = Prisma.TransactionClient;

/**
 * Notifies the members `handles` names whom this comment has not notified yet: existing, not
 * removed or hidden by a moderator, never the author. Each one notified is recorded with the
 * comment, so an edit that takes a handle out and puts it back notifies nobody again, and the
 * members one comment notifies stay at most MENTION_MAX however often it is edited.
 */
async function notifyMentions(
  tx: Tx,
  { handles, comment, titles, actor }: { handles: string[]; comment: CommentRow; titles: { title: string; title_en?: string }; actor: Actor },
) {
  if (handles.length === 0) return [];
  const already = await tx.commentMention.findMany({ where: { commentId: comment.id }, select: { userId: true } });
  const room = MENTION_MAX - already.length;
  if (room <= 0) return [];
  const members = await tx.user.findMany({
    where: {
      handle: { in: handles.slice(0, MENTION_MAX) },
      deletedAt: null,
      ...notHidden,
      id: { notIn: [actor.id, ...already.map((m) => m.userId)] },
    },
    select: { id: true, handle: true },
  });
  // in the order the text names them, so the first ones named are the ones notified
  const order = new Map(handles.map((h, i) => [h, i]));
  members.sort((a, b) => (order.get(a.handle!) ?? 0) - (order.get(b.handle!) ?? 0));
  const notified = members.slice(0, room);
  for (const m of notified) {
    await tx.commentMention.create({ data: { commentId: comment.id, userId: m.id } });
    await notify(tx, {
      userId: m.id,
      actorId: actor.id,
      type: "comment_mention",
      params: { ...titles, name: comment.user.name },
      link: commentPath(comment.postId, comment.id),
    });
  }
  return notified.map((m) => m.id);
}

/** The top-level comment of this article a reply answers (else 400 REPLY_PARENT_MISSING or REPLY_TOO_DEEP). */
async function replyTarget(parentId: number, postId: number, actor: Actor) {
  const parent = await getVisibleComment(parentId, actor).catch((e: unknown) => {
    // a reply to a comment that is gone is a bad request about this article, not a missing page
    if (isAppError(e) && e.code === "NOT_FOUND") throw new AppError("BAD_REQUEST", "The comment replied to does not exist", { reason: "REPLY_PARENT_MISSING" });
    throw e;
  });
  if (parent.postId !== postId) throw new AppError("BAD_REQUEST", "The comment replied to is on another article", { reason: "REPLY_PARENT_MISSING" });
  if (parent.parentId !== null) throw new AppError("BAD_REQUEST", "Replies go one level deep: reply to the top comment", { reason: "REPLY_TOO_DEEP" });
  return parent;
}

/**
 * A member's comment, or a reply to a top-level comment of the same article. A reply to a reply is
 * refused (400 REPLY_TOO_DEEP) rather than moved up: the client offers replies on top-level
 * comments only, so another client's mistake should be seen, not silently reattached.
 */
export async function createComment({ input, actor }: { input: TCreateCommentInput; actor: Actor }) {
  return withWriteLimit("comment", actor, async () => {
    const post = await getPostOrThrow(input.article_id);
    const parent = input.parent_id ? await replyTarget(input.parent_id, post.id, actor) : null;
    const row = await db.$transaction(async (tx) => {
      const created = await tx.comment.create({
        data: { postId: post.id, parentId: input.parent_id ?? null, userId: actor.id, text: input.text },
        include,
      });
      const mentioned = await notifyMentions(tx, { handles: parseMentions(input.text), comment: created, titles: post.titles, actor });
      // the author of the comment replied to, then the article's author, each told once (a
      // mention already told them); notify() skips the commenter and follows each one's switches
      const told = new Set(mentioned);
      const tell = async (userId: string | null | undefined, type: "comment_reply" | "article_comment") => {
        if (!userId || told.has(userId)) return;
        told.add(userId);
        await notify(tx, { userId, actorId: actor.id, type, params: { ...post.titles, name: created.user.name }, link: commentPath(post.id, created.id) });
      };
      if (parent) await tell(parent.userId, "comment_reply");
      await tell(post.authorId, "article_comment");
      return created;
    });
    return serializeComment(row, actor);
  });
}

/**
 * The author corrects their comment within the edit window (after it: 409 EDIT_WINDOW_CLOSED);
 * it is marked edited. An edit is a write of the comment budget. Members the comment names and has
 * not notified yet are notified (notifyMentions).
 */
export async function updateComment({ input, actor }: { input: TUpdateCommentInput; actor: Actor }) {
  return withWriteLimit("comment", actor, async () => {
    const c = await getVisibleComment(input.id, actor);
    if (c.userId !== actor.id) throw new AppError("FORBIDDEN", "Only its author can edit a comment");
    if (!canEditComment(actor, c, new Date()))
      throw new AppError("CONFLICT", "A comment can only be edited for 15 minutes after it was posted", { reason: "EDIT_WINDOW_CLOSED" });
    const post = await getPostOrThrow(c.postId);
    const row = await db.$transaction(async (tx) => {
      const updated = await tx.comment.update({ where: { id: c.id }, data: { text: input.text, editedAt: new Date() }, include });
      await notifyMentions(tx, { handles: parseMentions(input.text), comment: updated, titles: post.titles, actor });
      return updated;
    });
    return serializeComment(row, actor);
  });
}

/** Its author or an admin (recorded); the replies under a top-level comment go with it. */
export async function deleteComment({ id, actor }: { id: number; actor: Actor }) {
  const c = await getVisibleComment(id, actor);
  if (!canDeleteComment(actor, c)) throw new AppError("FORBIDDEN", "Only its author or an admin can delete a comment");
  await db.$transaction(async (tx) => {
    await tx.comment.delete({ where: { id } });
    if (c.userId !== actor.id) await recordAudit(tx, actor, { action: "comment.delete", targetType: "comment", targetId: id, summary: c.text });
  });
}

/**
 * Members to @mention as the composer types, or to name as an article's co-author: by the start of
 * their handle or a part of their name, at most eight, never a removed account or one without a
 * handle. Each comes with what their researcher page shows publicly (affiliation, ORCID iD), so the
 * submission form fills a co-author's row from it.
 */
export async function findMemberCandidates({ q }: { q: string }): Promise<{ researchers: MemberCandidateJson[] }> {
  const handle = normalizeHandle(q);
  // the name as written (the search key also holds the e-mail address, which is not for members to probe)
  const name = q.replace(/^@/, "").trim();
  // no letter or digit ('%', '_', '---'): nobody, rather than everybody
  if (!hasWordCharacter(name)) return { researchers: [] };
  const rows = await db.user.findMany({
    where: {
      deletedAt: null,
      ...notHidden, // a member a moderator hid is not offered
      handle: { not: null },
      OR: [
        hasLikeWildcard(handle) ? await literally("User.handle", { startsWith: handle }) : { handle: { startsWith: handle } },
        hasLikeWildcard(name) ? await literally("User.name", { contains: name }) : { name: { contains: name } },
      ],
    },
    select: { id: true, handle: true, name: true, image: true, affiliation: true, orcid: true },
    orderBy: [{ handle: "asc" }],
    take: 8,
  });
  return {
    researchers: rows.map((r) => ({
      id: r.id,
      handle: r.handle!,
      name: r.name,
      image: r.image,
      affiliation: r.affiliation?.trim() || null,
      orcid: r.orcid || null,
    })),
  };
}
