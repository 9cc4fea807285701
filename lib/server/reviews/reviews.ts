import "server-only";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { sniffFileKind } from "@/lib/files/files";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/auth/roles";
import { isAdminRole, type Role } from "@/lib/auth/role-names";
import type { Actor } from "@/lib/auth/session";
import { splitKeywords } from "@/lib/posts/text";
import {
  authorSeesReviewer,
  defaultDueAt,
  hasEnded,
  isReviewable,
  REVIEW_ATTACHMENT_KINDS,
  REVIEW_ATTACHMENT_MAX_BYTES,
  reviewAttachmentName,
  reviewerNumber,
  reviewerSeesAuthors,
  reviewModeOf,
  type AssignmentStatus,
  type Recommendation,
} from "@/lib/reviews/rules";
import { UncleanablePdfError } from "@/lib/reviews/pdf-metadata";
import { REVIEWS_API, REVIEWS_PAGE, reviewAttachmentUrl, type AssignmentJson, type ManuscriptJson, type ReviewJson } from "@/lib/reviews/types";
import type { TCancelInput, TInviteInput, TRespondInput, TReviewModeInput, TReviewsQuery, TSaveReviewInput } from "@/lib/schemas/reviews";
import { articleChanges } from "@/lib/server/articles/changes";
import { snapshotTextJson } from "@/lib/server/articles/serialize";
import { recordAudit } from "@/lib/server/audit";
import { moveStatus } from "@/lib/server/moderation";
import { notify } from "@/lib/server/notifications";
import { mailReviewer } from "@/lib/server/reviews/mail";
import { stripDocumentMetadata } from "@/lib/server/reviews/attachment-metadata";
import { claimUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
import { takeUploadLimit } from "@/lib/server/write-limits";
import { newTokenSalt, assignmentToken, tokenHashOf } from "@/lib/server/reviews/tokens";

// Peer review: an editor invites members to review an article in its current round, the member
// answers (signed in, or with the mailed token), writes and submits the review, and the editor
// decides. Every permission is decided here from the actor; what each side reads is shaped here,
// so that no answer carries the other side's identity when the review mode says it must not.

type Tx = Prisma.TransactionClient;

/** The round an article is in: the number of its submissions so far. */
export async function currentRound(tx: Pick<Tx, "articleVersion">, articleId: number) {
  return Math.max(1, await tx.articleVersion.count({ where: { articleId, kind: "submission" } }));
}

const ASSIGNMENT_INCLUDE = {
  user: { select: { id: true, name: true, handle: true, affiliation: true } },
  review: true,
  article: { select: { reviewMode: true } },
} satisfies Prisma.ReviewAssignmentInclude;
type AssignmentRow = Prisma.ReviewAssignmentGetPayload<{ include: typeof ASSIGNMENT_INCLUDE }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toReviewJson(r: NonNullable<AssignmentRow["review"]>): ReviewJson {
  return {
    attachment: r.attachmentPath ? { name: reviewAttachmentName(r.assignmentId, r.attachmentPath), url: reviewAttachmentUrl(r.assignmentId) } : null,
    recommendation: r.recommendation as Recommendation,
    to_author: r.toAuthor,
    to_editor: r.toEditor,
    publish_consent: r.publishConsent,
    submitted: r.submittedAt !== null,
    submitted_at: iso(r.submittedAt),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The assignment as `forEditor` (every field) or its reviewer (nothing about other reviewers or the editors' notes) reads it. */
function toAssignmentJson(a: AssignmentRow, { forEditor, now = new Date() }: { forEditor: boolean; now?: Date }): AssignmentJson {
  return {
    id: a.id,
    article_id: a.articleId,
    title: a.title,
    round: a.round,
    status: a.status as AssignmentStatus,
    review_mode: reviewModeOf(a.article.reviewMode),
    invited_at: a.invitedAt.toISOString(),
    due_at: a.dueAt.toISOString(),
    responded_at: iso(a.respondedAt),
    message: a.message,
    cancel_reason: a.cancelReason,
    overdue: a.status === "accepted" && now > a.dueAt,
    ...(forEditor
      ? {
          reviewer: { user_id: a.user.id, name: a.user.name, handle: a.user.handle, affiliation: a.user.affiliation },
          decline_reason: a.declineReason,
          suggestion: a.suggestion,
        }
      : {}),
    review: a.review ? toReviewJson(a.review) : null,
  };
}

async function findAssignment(tx: Pick<Tx, "reviewAssignment">, id: number) {
  const a = await tx.reviewAssignment.findUnique({ where: { id }, include: ASSIGNMENT_INCLUDE });
  if (!a) throw new AppError("NOT_FOUND", "Review assignment not found");
  return a;
}

/** The members an article names as its authors: the submitter and every co-author linked to a member. */
async function authorIdsOf(tx: Pick<Tx, "article">, articleId: number) {
  const article = await tx.article.findUnique({
    where: { id: articleId },
    select: { id: true, userId: true, title: true, status: true, reviewMode: true, coAuthors: { select: { userId: true } } },
  });
  if (!article) throw new AppError("NOT_FOUND", "Article not found");
  const ids = new Set([article.userId, ...article.coAuthors.map((c) => c.userId)].filter((id): id is string => !!id));
  return { article, authorIds: ids };
}

// ── inviting ────────────────────────────────────────────────────────────────────────────────

/** invite.php: an editor invites a verified member (never an author) to review the article's current round. */
export async function inviteReviewer({ input, actor, now = new Date() }: { input: TInviteInput; actor: Actor; now?: Date }): Promise<AssignmentJson> {
  assertAdmin(actor);
  const dueAt = input.due_at ?? defaultDueAt(now);
  if (dueAt <= now) throw new AppError("BAD_REQUEST", "The due date must be in the future", { reason: "DUE_IN_PAST" });
  return db.$transaction(async (tx) => {
    const { article, authorIds } = await authorIdsOf(tx, input.article_id);
    if (!isReviewable(article.status)) throw new AppError("CONFLICT", "Only a submitted article is sent out for review", { reason: "NOT_UNDER_REVIEW" });
    if (authorIds.has(input.user_id)) throw new AppError("CONFLICT", "An author of the article cannot review it", { reason: "CONFLICT_OF_INTEREST" });
    const reviewer = await tx.user.findUnique({
      where: { id: input.user_id },
      select: { id: true, name: true, email: true, locale: true, calendar: true, digits: true, emailVerified: true, deletedAt: true, hiddenAt: true },
    });
    if (!reviewer || reviewer.deletedAt || reviewer.hiddenAt) throw new AppError("NOT_FOUND", "Member not found");
    if (!reviewer.emailVerified) throw new AppError("BAD_REQUEST", "A reviewer needs a verified e-mail address", { reason: "EMAIL_UNVERIFIED" });
    const round = await currentRound(tx, article.id);
    const taken = await tx.reviewAssignment.findUnique({ where: { articleId_userId_round: { articleId: article.id, userId: reviewer.id, round } } });
    if (taken) throw new AppError("CONFLICT", "This member is already invited for this round", { reason: "ALREADY_INVITED" });
    const created = await tx.reviewAssignment.create({
      data: {
        articleId: article.id,
        userId: reviewer.id,
        title: article.title,
        round,
        invitedById: actor.id,
        message: input.message || null,
        invitedAt: now,
        dueAt,
        tokenSalt: newTokenSalt(),
      },
    });
    await tx.reviewAssignment.update({ where: { id: created.id }, data: { tokenHash: tokenHashOf(assignmentToken(created.id, created.tokenSalt)) } });
    await recordAudit(tx, actor, {
      action: "review.invite",
      targetType: "review_assignment",
      targetId: created.id,
      summary: `${article.title}: ${reviewer.name}`,
    });
    await notify(tx, { userId: reviewer.id, actorId: actor.id, type: "review_invited", params: { title: article.title }, link: REVIEWS_PAGE, mail: false });
    await mailReviewer(tx, "invitation", reviewer, created);
    return toAssignmentJson(await findAssignment(tx, created.id), { forEditor: true, now });
  });
}

/** mode.php: how an article is reviewed, set by an editor before its reviews come in. */
export async function setReviewMode({ input, actor }: { input: TReviewModeInput; actor: Actor }) {
  assertAdmin(actor);
  return db.$transaction(async (tx) => {
    const { article } = await authorIdsOf(tx, input.article_id);
    if (article.reviewMode === input.mode) return { article_id: article.id, review_mode: input.mode };
    const submitted = await tx.reviewAssignment.count({ where: { articleId: article.id, status: "submitted" } });
    if (submitted > 0) throw new AppError("CONFLICT", "Reviews already came in under the present mode", { reason: "REVIEWS_IN" });
    await tx.article.update({ where: { id: article.id }, data: { reviewMode: input.mode } });
    await recordAudit(tx, actor, { action: "review.mode", targetType: "article", targetId: article.id, summary: article.title, detail: { mode: input.mode } });
    return { article_id: article.id, review_mode: input.mode };
  });
}

// ── answering ───────────────────────────────────────────────────────────────────────────────

const REVIEWER_ACTOR_SELECT = { id: true, email: true, name: true, role: true, image: true, deletedAt: true } as const;

/**
 * respond.php: the invited member accepts or declines, signed in (by `id`) or with the mailed token
 * (from any device or session, as often as needed, until the assignment ends). A token answers for
 * its own assignment only; an ended assignment answers nothing.
 */
export async function respondToInvitation({ input, actor }: { input: TRespondInput; actor: Actor | null }): Promise<AssignmentJson> {
  return db.$transaction(async (tx) => {
    let id: number;
    let reviewer: Actor;
    if (input.token) {
      const byToken = await tx.reviewAssignment.findUnique({
        where: { tokenHash: tokenHashOf(input.token) },
        select: { id: true, user: { select: REVIEWER_ACTOR_SELECT } },
      });
      if (!byToken || byToken.user.deletedAt || (input.id !== undefined && input.id !== byToken.id))
        throw new AppError("BAD_REQUEST", "This link is not valid", { reason: "INVALID_TOKEN" });
      id = byToken.id;
      const u = byToken.user;
      reviewer = { id: u.id, email: u.email, name: u.name, role: u.role as Role, image: u.image };
    } else {
      if (!actor) throw new AppError("UNAUTHORIZED");
      id = input.id!;
      reviewer = actor;
    }
    const a = await findAssignment(tx, id);
    if (a.userId !== reviewer.id) throw new AppError("FORBIDDEN", "This invitation is not yours");
    if (hasEnded(a.status)) throw new AppError("CONFLICT", "This review assignment has ended", { reason: "ASSIGNMENT_ENDED" });
    const to = input.accept ? "accepted" : "declined";
    await moveStatus({ kind: "review_assignment", id, to, actor: reviewer, tx });
    if (to === "declined")
      await tx.reviewAssignment.update({ where: { id }, data: { declineReason: input.reason || null, suggestion: input.suggestion || null } });
    return toAssignmentJson(await findAssignment(tx, id), { forEditor: false });
  });
}

/** What the respond page shows for a mailed token before anyone presses a button (nothing changes). */
export async function invitationByToken(token: string) {
  const a = await db.reviewAssignment.findUnique({
    where: { tokenHash: tokenHashOf(token) },
    include: { ...ASSIGNMENT_INCLUDE, user: { select: { ...ASSIGNMENT_INCLUDE.user.select, deletedAt: true } } },
  });
  // a removed member's link opens nothing, as answering through it is refused
  if (!a || a.user.deletedAt) return null;
  return toAssignmentJson(a, { forEditor: false });
}

// ── reading ─────────────────────────────────────────────────────────────────────────────────

const NEWEST = [{ invitedAt: "desc" as const }, { id: "desc" as const }];

/** read.php: my invitations and reviews, or (an editor, `article_id`) every assignment of that article with its reviewer. */
export async function readAssignments({ query, actor }: { query: TReviewsQuery; actor: Actor }): Promise<AssignmentJson[]> {
  if (query.article_id !== undefined) {
    assertAdmin(actor);
    const rows = await db.reviewAssignment.findMany({
      where: { articleId: query.article_id },
      include: ASSIGNMENT_INCLUDE,
      orderBy: [{ round: "desc" }, { invitedAt: "asc" }, { id: "asc" }],
    });
    return rows.map((a) => toAssignmentJson(a, { forEditor: true }));
  }
  const rows = await db.reviewAssignment.findMany({ where: { userId: actor.id }, include: ASSIGNMENT_INCLUDE, orderBy: NEWEST, take: 200 });
  return rows.map((a) => toAssignmentJson(a, { forEditor: false }));
}

/** The version under review as the reviewer of `a` may read it. */
async function manuscriptOf(a: AssignmentRow): Promise<ManuscriptJson> {
  const article = await db.article.findUniqueOrThrow({
    where: { id: a.articleId },
    select: {
      title: true,
      titleEn: true,
      abstractAr: true,
      abstractEn: true,
      body: true,
      keywords: true,
      pdfPath: true,
      authorName: true,
      user: { select: { affiliation: true, orcid: true } },
      references: { orderBy: { position: "asc" }, select: { text: true } },
      coAuthors: { orderBy: { position: "asc" }, select: { name: true, affiliation: true, orcid: true } },
      versions: { where: { n: a.round }, select: { snapshot: true, pdfPath: true } },
    },
  });
  const version = article.versions[0];
  const pdf = version ? version.pdfPath : article.pdfPath;
  const text = snapshotTextJson(
    version
      ? JSON.parse(version.snapshot)
      : {
          title_ar: article.title,
          title_en: article.titleEn,
          abstract_ar: article.abstractAr,
          abstract_en: article.abstractEn,
          body: article.body,
          keywords: splitKeywords(article.keywords),
          references: article.references.map((r) => r.text),
        },
  );
  return {
    ...text,
    version: a.round,
    changes: await changesSinceLastReview(a, text),
    // the file is served through the review, its author metadata blanked when the review is anonymous
    pdf_url: pdf ? `${REVIEWS_API}/pdf.php?id=${a.id}` : null,
    ...(reviewerSeesAuthors(a.article.reviewMode)
      ? {
          authors: [
            { name: article.authorName, affiliation: article.user?.affiliation ?? null, orcid: article.user?.orcid ?? null },
            ...article.coAuthors.map((c) => ({ name: c.name, affiliation: c.affiliation, orcid: c.orcid })),
          ],
        }
      : {}),
  };
}

/**
 * In a later round, what changed from the version this reviewer last reviewed (or, for a reviewer new
 * to the article, the round before) to the one under review, word by word. Only the titles,
 * abstracts and body are compared: nothing of the authors is in it, whatever the review mode.
 */
async function changesSinceLastReview(a: AssignmentRow, current: ReturnType<typeof snapshotTextJson>): Promise<ManuscriptJson["changes"]> {
  if (a.round < 2) return null;
  const reviewed = await db.reviewAssignment.findFirst({
    where: { articleId: a.articleId, userId: a.userId, round: { lt: a.round }, status: "submitted" },
    orderBy: { round: "desc" },
    select: { round: true },
  });
  const since = reviewed?.round ?? a.round - 1;
  const earlier = await db.articleVersion.findUnique({ where: { articleId_n: { articleId: a.articleId, n: since } }, select: { snapshot: true } });
  if (!earlier) return null;
  return { since, reviewed: reviewed !== null, text: articleChanges(snapshotTextJson(JSON.parse(earlier.snapshot)), current) };
}

/** Whether `actor` may open assignment `a`: its reviewer or an editor. */
function assertReader(actor: Actor, a: Pick<AssignmentRow, "userId">) {
  if (a.userId !== actor.id && !isAdminRole(actor.role)) throw new AppError("FORBIDDEN", "This review is not yours");
}

/** get.php: the assignment with the manuscript, for its reviewer (while invited, accepted or submitted) and editors. */
export async function getAssignment({ id, actor }: { id: number; actor: Actor }) {
  const a = await findAssignment(db, id);
  assertReader(actor, a);
  const forEditor = isAdminRole(actor.role) && a.userId !== actor.id;
  const reads = forEditor || ["invited", "accepted", "submitted"].includes(a.status);
  return { ...toAssignmentJson(a, { forEditor }), manuscript: reads ? await manuscriptOf(a) : null };
}

/** The stored PDF of the version under review, for the assignment's reader, and whether its author metadata must go. */
export async function manuscriptPdfOf({ id, actor }: { id: number; actor: Actor }) {
  const a = await findAssignment(db, id);
  assertReader(actor, a);
  const reviewerSide = a.userId === actor.id;
  if (reviewerSide && !["invited", "accepted", "submitted"].includes(a.status)) throw new AppError("FORBIDDEN", "This review has ended");
  const version = await db.articleVersion.findUnique({ where: { articleId_n: { articleId: a.articleId, n: a.round } }, select: { pdfPath: true } });
  const article = await db.article.findUniqueOrThrow({ where: { id: a.articleId }, select: { pdfPath: true } });
  const path = version ? version.pdfPath : article.pdfPath;
  if (!path) throw new AppError("NOT_FOUND", "No PDF");
  return { path, anonymous: !reviewerSeesAuthors(a.article.reviewMode) };
}

// ── writing the review ─────────────────────────────────────────────────────────────────────

/**
 * The reviewer's attachment kept with its metadata stripped (a PDF or a Word document, within the
 * size limit; anything else is a 415, too large a 413). The stored copy is the stripped one.
 */
async function storeAttachment(file: File, actor: Actor) {
  if (file.size > REVIEW_ATTACHMENT_MAX_BYTES) throw new AppError("TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffFileKind(bytes);
  if (!kind || !(REVIEW_ATTACHMENT_KINDS as readonly string[]).includes(kind))
    throw new AppError("UNSUPPORTED_TYPE", "Only a PDF or a Word (.docx) file is accepted");
  await takeUploadLimit(actor, [file]);
  let stripped: Uint8Array;
  try {
    stripped = await stripDocumentMetadata(bytes, kind);
  } catch (e) {
    // a file that cannot be cleaned is not kept: a password-protected PDF, or a PDF or package that does not read
    if (e instanceof UncleanablePdfError && e.reason === "encrypted")
      throw new AppError("UNSUPPORTED_TYPE", "A password-protected PDF cannot be attached; save it without protection", { reason: "PDF_ENCRYPTED" });
    throw new AppError("UNSUPPORTED_TYPE", "The file could not be read as a PDF or a Word document");
  }
  const clean = new File([new Uint8Array(stripped)], `review.${kind}`);
  try {
    return (
      await storeUpload({ file: clean, allowed: [...REVIEW_ATTACHMENT_KINDS], maxBytes: REVIEW_ATTACHMENT_MAX_BYTES, purpose: "review", uploader: actor })
    ).path;
  } catch (e) {
    if (isAppError(e) && e.code === "UNSUPPORTED_TYPE") throw new AppError(e.code, e.message, e.details);
    throw e;
  }
}

/** save.php: the reviewer's draft, or with `submit` the review itself; read-only once submitted. A draft keeps its attachment until replaced or removed. */
export async function saveReview({ input, actor, attachment = null }: { input: TSaveReviewInput; actor: Actor; attachment?: File | null }) {
  // nothing is stored for a review that may not be written
  assertWritable(await findAssignment(db, input.id), actor);
  const stored = attachment ? await storeAttachment(attachment, actor) : null;
  const { review, replaced } = await db.$transaction(async (tx) => {
    const a = await findAssignment(tx, input.id);
    assertWritable(a, actor);
    const now = new Date();
    const before = a.review?.attachmentPath ?? null;
    const after = stored ?? (input.remove_attachment ? null : before);
    const data = {
      recommendation: input.recommendation,
      toAuthor: input.to_author,
      toEditor: input.to_editor,
      publishConsent: authorSeesReviewer(a.article.reviewMode) && input.publish_consent === true,
      submittedAt: input.submit ? now : null,
      attachmentPath: after,
    };
    if (stored) await claimUpload(tx, { value: stored, purpose: "review", actor, field: "attachment" });
    await tx.review.upsert({ where: { assignmentId: a.id }, create: { assignmentId: a.id, ...data }, update: data });
    if (input.submit) await moveStatus({ kind: "review_assignment", id: a.id, to: "submitted", actor, tx });
    const saved = await findAssignment(tx, a.id);
    return { review: toReviewJson(saved.review!), replaced: before !== after ? before : null };
  });
  // a replaced or removed attachment is deleted once nothing names it
  if (replaced) await releaseUploads([replaced]);
  return review;
}

/** Only its reviewer writes a review, once accepted and until submitted. */
function assertWritable(a: AssignmentRow, actor: Actor) {
  if (a.userId !== actor.id) throw new AppError("FORBIDDEN", "This review is not yours");
  if (a.status === "submitted") throw new AppError("CONFLICT", "The review was submitted and is read-only", { reason: "REVIEW_SUBMITTED" });
  if (a.status !== "accepted") throw new AppError("CONFLICT", "Accept the invitation before writing the review", { reason: "NOT_ACCEPTED" });
}

/**
 * attachment.php: a review's attachment, for its reviewer and the editors; for the article's author
 * once the editor's decision on that round was sent, as the reviews themselves, under the name
 * "review-<n>" of the reviewer's label. Nobody else, and never under the reviewer's file name.
 */
export async function reviewAttachmentOf({ id, actor }: { id: number; actor: Actor }) {
  const a = await findAssignment(db, id);
  const path = a.review?.attachmentPath;
  if (a.userId === actor.id || isAdminRole(actor.role)) {
    if (!path) throw new AppError("NOT_FOUND", "This review has no attachment");
    return { path, name: reviewAttachmentName(a.id, path) };
  }
  const article = await db.article.findUniqueOrThrow({ where: { id: a.articleId }, select: { userId: true } });
  const decided = await db.articleReview.count({ where: { articleId: a.articleId, round: a.round } });
  if (article.userId !== actor.id || a.status !== "submitted" || decided === 0) throw new AppError("FORBIDDEN", "This review is not yours to read");
  if (!path) throw new AppError("NOT_FOUND", "This review has no attachment");
  // the label the author reads: the reviewers of that round in the order they were invited
  const round = await db.reviewAssignment.findMany({
    where: { articleId: a.articleId, round: a.round, status: "submitted" },
    orderBy: [{ invitedAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return { path, name: reviewAttachmentName(reviewerNumber(round.findIndex((r) => r.id === a.id)), path) };
}

/** cancel.php: an editor withdraws an invitation or a review not yet submitted; its reminders stop. */
export async function cancelAssignment({ input, actor }: { input: TCancelInput; actor: Actor }): Promise<AssignmentJson> {
  assertAdmin(actor);
  return db.$transaction(async (tx) => {
    const a = await findAssignment(tx, input.id);
    // the reason is kept with the step (a refused step rolls it back; cancelling again, a no-op,
    // keeps the first reason): both sides read it on the assignment
    if (input.reason && a.status !== "cancelled") await tx.reviewAssignment.update({ where: { id: input.id }, data: { cancelReason: input.reason } });
    await moveStatus({ kind: "review_assignment", id: input.id, to: "cancelled", actor, tx });
    return toAssignmentJson(await findAssignment(tx, input.id), { forEditor: true });
  });
}
