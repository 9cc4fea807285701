import "server-only";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canEditArticle, canSeeArticle, canSeeReviews, EDITORS_QUEUE, PUBLIC_ARTICLE_STATUSES } from "@/lib/articles/rules";
import { PDF_KINDS } from "@/lib/files/files";
import { sanitizeArticleHtml, textOrHtmlToSafeHtml } from "@/lib/sanitize";
import { peerReviewOf } from "@/lib/server/reviews/published";
import { ARTICLE_DRAFTS_MAX, ARTICLE_PDF_MAX_BYTES } from "@/lib/articles/rules";
import type { TArticleInput, TArticleListQuery, TArticleUpdateInput } from "@/lib/schemas/articles";
import { indexedKeyOf, searchTermsOf } from "@/lib/search/arabic";
import { isAdminRole } from "@/lib/auth/role-names";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { findPage } from "@/lib/server/paging";
import { notHidden } from "@/lib/server/hidden";
import { hasLikeWildcard, literalMatches } from "@/lib/server/search";
import { claimUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeUploadLimit, takeWriteLimit } from "@/lib/server/write-limits";
import { keepVersion } from "@/lib/server/articles/kind";
import { syncArticlePost } from "@/lib/server/articles/post";
import { markPdfDue } from "@/lib/server/articles/pdf-due";
import { assignDoi, queueDeposit } from "@/lib/server/crossref/deposits";
import { articleChanges } from "@/lib/server/articles/changes";
import { writeCoAuthors } from "@/lib/server/articles/co-authors";
import {
  ARTICLE_DETAIL_INCLUDE,
  ARTICLE_LIST_SELECT,
  ARTICLE_SUBMISSION_SELECT,
  toArticleDetailJson,
  toArticleJson,
  toArticleSubmissionJson,
  toVersionDetailJson,
} from "@/lib/server/articles/serialize";
import { isPublicReading } from "@/lib/auth/public-pages";

// Writing and reading articles. Status changes go through the moderation mechanism (workflow.ts);
// here an author writes a draft or a revision, an editor corrects any article, and readers list them.

type Tx = Prisma.TransactionClient;

/** The article's own columns from the input: nothing raw is stored (the body is sanitized HTML). */
function columnsOf(input: TArticleInput, authorName: string) {
  return {
    title: input.title_ar,
    titleEn: input.title_en,
    abstractAr: input.abstract_ar,
    abstractEn: input.abstract_en,
    body: input.body.trim() ? sanitizeArticleHtml(input.body) : "",
    keywords: input.keywords.join(", "),
    license: input.license,
    doi: input.doi,
    searchKey: indexedKeyOf(
      input.title_ar,
      input.title_en,
      input.abstract_ar,
      input.abstract_en,
      authorName,
      ...input.co_authors.map((c) => c.name),
      input.keywords.join(" "),
    ),
  };
}

/** Co-authors (co-authors.ts: by consent) and references are ordered rows: replaced whole on every save. */
async function writeLists(tx: Tx, articleId: number, input: TArticleInput, actor: Actor) {
  await writeCoAuthors(tx, { articleId, title: input.title_ar, input, actor });
  await tx.articleReference.deleteMany({ where: { articleId } });
  if (input.references.length) await tx.articleReference.createMany({ data: input.references.map((text, position) => ({ articleId, position, text })) });
}

/** A co-author named as a member must be one. */
async function assertMembers(input: TArticleInput) {
  const ids = [...new Set(input.co_authors.flatMap((c) => (c.user_id ? [c.user_id] : [])))];
  if (!ids.length) return;
  const found = await db.user.count({ where: { id: { in: ids }, deletedAt: null } });
  if (found !== ids.length) throw new AppError("BAD_REQUEST", "co_authors: unknown member", { reason: "UNKNOWN_MEMBER" });
}

async function storePdf(pdf: File | null, actor: Actor) {
  if (!pdf) return null;
  await takeUploadLimit(actor, [pdf]);
  try {
    return (await storeUpload({ file: pdf, allowed: PDF_KINDS, maxBytes: ARTICLE_PDF_MAX_BYTES, purpose: "article", uploader: actor })).path;
  } catch (e) {
    if (isAppError(e) && e.code === "UNSUPPORTED_TYPE") throw new AppError(e.code, "Only a PDF file is accepted");
    throw e;
  }
}

/** Signed-out readers read published articles only when the site is public. */
function assertReader(actor: Actor | null) {
  if (!actor && !isPublicReading()) throw new AppError("UNAUTHORIZED");
}

async function detailOf(id: number, actor: Actor | null) {
  const row = await db.article.findUniqueOrThrow({ where: { id }, include: ARTICLE_DETAIL_INCLUDE });
  return toArticleDetailJson(row, { withReviews: canSeeReviews(actor, row) });
}

/** A member's drafts, counted with the new one already written (so two at once cannot both pass the cap). */
async function assertDraftRoom(tx: Tx, actor: Actor) {
  const drafts = await tx.article.count({ where: { userId: actor.id, status: "draft" } });
  if (drafts > ARTICLE_DRAFTS_MAX)
    throw new AppError("CONFLICT", `You already have ${ARTICLE_DRAFTS_MAX} drafts: submit or withdraw one first`, { reason: "DRAFT_LIMIT" });
}

/**
 * submit.php: a new draft, within the hourly budget and the drafts cap. A member whose e-mail is not
 * yet verified may write and save drafts; submitting one for review waits for the verified address.
 */
export async function createArticle({ input, pdf, actor }: { input: TArticleInput; pdf: File | null; actor: Actor }) {
  const hit = await takeWriteLimit("article", actor);
  try {
    await assertMembers(input);
    const pdfPath = await storePdf(pdf, actor);
    const id = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: pdfPath, purpose: "article", actor, field: "pdf" });
      const row = await tx.article.create({ data: { ...columnsOf(input, actor.name), authorName: actor.name, userId: actor.id, pdfPath } });
      await assertDraftRoom(tx, actor);
      await writeLists(tx, row.id, input, actor);
      await recordAudit(tx, actor, { action: "article.create", targetType: "article", targetId: row.id, summary: row.title });
      return row.id;
    });
    return detailOf(id, actor);
  } catch (e) {
    // a refused submission does not use the budget
    if (isAppError(e) && e.code !== "RATE_LIMITED") await hit.release();
    throw e;
  }
}

async function getRowOrThrow(id: number) {
  const row = await db.article.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", "Article not found");
  return row;
}

/**
 * update.php: the author while a draft or a revision; an editor at any time (a published article's
 * post follows). An editor's edit of what readers read is a correction, as journals publish them:
 * the text it replaces is kept as a numbered version carrying the correction's public note and date.
 */
export async function updateArticle({ input, pdf, actor }: { input: TArticleUpdateInput; pdf: File | null; actor: Actor }) {
  const before = await getRowOrThrow(input.id);
  if (!canSeeArticle(actor, before)) throw new AppError("NOT_FOUND", "Article not found");
  if (!canEditArticle(actor, before)) {
    if (before.userId === actor.id) throw new AppError("CONFLICT", "The article cannot be edited in its current status", { reason: "NOT_EDITABLE" });
    throw new AppError("FORBIDDEN");
  }
  const correction = (PUBLIC_ARTICLE_STATUSES as readonly string[]).includes(before.status);
  if (correction && !input.correction_note)
    throw new AppError("BAD_REQUEST", "A correction of a published article needs a public note", { reason: "CORRECTION_NOTE_REQUIRED" });
  await assertMembers(input);
  const pdfPath = await storePdf(pdf, actor);
  await db.$transaction(async (tx) => {
    if (pdfPath) await claimUpload(tx, { value: pdfPath, purpose: "article", actor, field: "pdf" });
    if (correction) await keepVersion(tx, input.id, input.correction_note, "correction");
    const { count } = await tx.article.updateMany({
      where: { id: input.id, status: before.status },
      data: { ...columnsOf(input, before.authorName), ...(pdfPath ? { pdfPath } : {}) },
    });
    if (count === 0) throw new AppError("CONFLICT", "The status was changed meanwhile", { reason: "STATUS_CHANGED" });
    await writeLists(tx, input.id, input, actor);
    if (before.status === "published") {
      await syncArticlePost(tx, input.id);
      // its registered metadata follows: a DOI it lost in the edit is given again, and a deposit queued
      await assignDoi(tx, input.id);
      await queueDeposit(tx, input.id);
    }
    // a correction of what readers read: its typeset PDF is made again
    if (correction) await markPdfDue(tx, input.id);
    await recordAudit(tx, actor, { action: "article.update", targetType: "article", targetId: input.id, summary: input.title_ar });
  });
  if (pdfPath && before.pdfPath) await releaseUploads([before.pdfPath]);
  return detailOf(input.id, actor);
}

/** get.php: the article with its body, references and versions; its reviews for the author and editors. */
export async function getArticle({ id, actor }: { id: number; actor: Actor | null }) {
  assertReader(actor);
  const row = await db.article.findUnique({ where: { id }, include: ARTICLE_DETAIL_INCLUDE });
  if (!row || !canSeeArticle(actor, row)) throw new AppError("NOT_FOUND", "Article not found");
  const detail = toArticleDetailJson(row, { withReviews: canSeeReviews(actor, row) });
  const peerReview = row.status === "published" ? await peerReviewOf(row.id) : null;
  return peerReview ? { ...detail, peer_review: peerReview } : detail;
}

/**
 * /uploads/<name>: a file that is an article's PDF is read as the article is (its author and the
 * editors until it is published); a PDF only an earlier version names, as that version is (its
 * author and the editors); any other upload is not this domain's to refuse.
 */
export async function assertArticlePdfReadable({ name, actor }: { name: string; actor: Actor | null }) {
  const path = `/uploads/${name}`;
  const owned = { userId: true, status: true, hiddenAt: true } as const;
  const row = await db.article.findFirst({ where: { pdfPath: path }, select: owned });
  if (row) {
    if (!canSeeArticle(actor, row)) throw new AppError("NOT_FOUND", "File not found");
    return;
  }
  const version = await db.articleVersion.findFirst({ where: { pdfPath: path }, select: { article: { select: owned } } });
  if (version && !(canSeeArticle(actor, version.article) && canSeeReviews(actor, version.article))) throw new AppError("NOT_FOUND", "File not found");
}

/** get.php?version=n: a numbered version as submitted, for the author and editors, with what changed since (word by word) to compare it with the current text. */
export async function getArticleVersion({ id, n, actor }: { id: number; n: number; actor: Actor | null }) {
  assertReader(actor);
  const row = await getRowOrThrow(id);
  if (!canSeeArticle(actor, row) || !canSeeReviews(actor, row)) throw new AppError("NOT_FOUND", "Article not found");
  const version = await db.articleVersion.findUnique({ where: { articleId_n: { articleId: id, n } } });
  if (!version) throw new AppError("NOT_FOUND", "Version not found");
  const kept = toVersionDetailJson(version);
  const current = {
    title_ar: row.title,
    title_en: row.titleEn,
    abstract_ar: row.abstractAr,
    abstract_en: row.abstractEn,
    body: row.body ? textOrHtmlToSafeHtml(row.body) : "",
  };
  return { ...kept, changes: articleChanges(kept, current) };
}

/**
 * A keyword as a whole entry of the stored ", "-joined list, never a part of another keyword; a
 * keyword with '%' or '_' is matched literally (lib/server/search.ts), not as a pattern.
 */
async function hasKeyword(tag: string): Promise<Prisma.ArticleWhereInput> {
  const entry = [{ equals: tag }, { startsWith: `${tag}, ` }, { endsWith: `, ${tag}` }, { contains: `, ${tag}, ` }];
  if (hasLikeWildcard(tag)) return { id: { in: await literalMatches<number>({ column: "Article.keywords", matches: entry, select: "id" }) } };
  return { OR: entry.map((m) => ({ keywords: m })) };
}

/**
 * The search's words as the other lists read them (lib/search/arabic.ts queryTerms): every typed
 * word must match one of its stems as a whole word of the stored key, the last one as a prefix
 * (it may be half typed).
 */
function matchesWords(q: string | undefined): Prisma.ArticleWhereInput {
  const terms = searchTermsOf(q);
  if (terms === null) return {};
  // no letter or digit to look for: nothing matches (never the whole list)
  if (terms.length === 0) return { id: { in: [] } };
  return {
    AND: terms.map((variants, i) => ({
      OR: variants.map((v) => ({ searchKey: { contains: i === terms.length - 1 ? ` ${v}` : ` ${v} ` } })),
    })),
  };
}

/**
 * read.php: newest first (`?order=oldest`: oldest first). Readers see published articles and
 * (members) their own; an editor's `?admin=true` shows every status, and `?queue=true` the
 * articles waiting for an editor (submitted and under review) unless a `?status=` is chosen.
 * `?author=` (a member id), `?tag=` (a whole keyword), `?q=`, `?mine=true`.
 */
export async function findArticles({ query, actor }: { query: TArticleListQuery; actor: Actor | null }) {
  assertReader(actor);
  const all = query.admin && actor !== null && isAdminRole(actor.role);
  const visible: Prisma.ArticleWhereInput = all ? {} : actor ? { OR: [{ status: "published" }, { userId: actor.id }] } : { status: "published" };
  const status: Prisma.ArticleWhereInput = query.status ? { status: query.status } : query.queue ? { status: { in: [...EDITORS_QUEUE] } } : {};
  const where: Prisma.ArticleWhereInput = {
    AND: [
      visible,
      notHidden,
      status,
      query.author ? { userId: query.author } : {},
      query.mine ? { userId: actor?.id ?? "" } : {},
      query.tag ? await hasKeyword(query.tag) : {},
      matchesWords(query.q),
    ],
  };
  const { rows, nextCursor, paging } = await findPage({
    query,
    oldest: query.order === "oldest",
    rows: (narrowing, window) => db.article.findMany({ where: { AND: [where, narrowing] }, select: ARTICLE_LIST_SELECT, ...window }),
    count: () => db.article.count({ where }),
    createdAtOf: (id) => db.article.findUnique({ where: { id }, select: { createdAt: true } }),
  });
  return { articles: rows.map(toArticleJson), ...paging, next_cursor: nextCursor };
}

/** The article page: the published article a post shows, for a reader (reviews stay with the author and editors). */
export async function findArticleOfPost({ postId, actor }: { postId: number; actor: Actor | null }) {
  const row = await db.article.findUnique({ where: { postId }, include: ARTICLE_DETAIL_INCLUDE });
  if (!row || !canSeeArticle(actor, row)) return null;
  const peerReview = row.status === "published" ? await peerReviewOf(row.id) : null;
  const detail = toArticleDetailJson(row, { withReviews: false });
  return peerReview ? { ...detail, peer_review: peerReview } : detail;
}

/**
 * An editor deletes an article (from a report): its post, versions, reviews and lists go with it,
 * its PDFs (its own and its versions') are released, and the audit log keeps the title.
 */
export async function deleteArticle({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const row = await getRowOrThrow(id);
  const versions = await db.articleVersion.findMany({ where: { articleId: id }, select: { pdfPath: true } });
  await db.$transaction(async (tx) => {
    if (row.postId) await tx.post.deleteMany({ where: { id: row.postId } });
    await tx.article.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "article.delete", targetType: "article", targetId: id, summary: row.title });
  });
  await releaseUploads([row.pdfPath, ...versions.map((v) => v.pdfPath)]);
}

/** "My submissions" on the profile: the member's articles, newest first, each with its versions and the editors' reviews (no bodies). */
export async function findMySubmissions({ actor }: { actor: Actor }) {
  const rows = await db.article.findMany({
    where: { userId: actor.id, ...notHidden },
    select: ARTICLE_SUBMISSION_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
  });
  return rows.map(toArticleSubmissionJson);
}
