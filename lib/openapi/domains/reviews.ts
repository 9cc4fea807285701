import { z } from "zod";
import { ZArticleChanges } from "@/lib/openapi/domains/changes";
import { apiFolder, named, ok, zInstant, zUpload, type ApiOperation, type OtherResponse } from "@/lib/openapi/registry";
import { ASSIGNMENT_STATUSES, RECOMMENDATIONS, REVIEW_MODES } from "@/lib/reviews/rules";
import { REVIEWS_API } from "@/lib/reviews/types";
import {
  ZArticleRef,
  ZCancelInput,
  ZSaveReviewForm,
  ZInviteInput,
  ZRespondInput,
  ZReviewModeInput,
  ZReviewsQuery,
  ZSaveReviewInput,
} from "@/lib/schemas/reviews";
import { ZIdQuery } from "@/lib/schemas/common";

/** A review's attachment: a neutral name ("review-1.pdf") and where it is downloaded, never the stored file. */
const ZReviewAttachment = z.strictObject({ name: z.string(), url: z.string() });

/** A reviewer's review beside the editor's decision, as its author reads it. */
export const ZAuthorReview = named(
  "AuthorReview",
  z.strictObject({
    label: z.string(),
    n: z.number().int(),
    recommendation: z.enum(RECOMMENDATIONS),
    to_author: z.string(),
    /** only when the review mode is open */
    reviewer: z.string().optional(),
    /** when the reviewer attached a file */
    attachment: ZReviewAttachment.optional(),
  }),
);

/** How a published article was reviewed: what its readers read on its page. */
export const ZPeerReview = named(
  "PeerReview",
  z.strictObject({
    mode: z.enum(REVIEW_MODES),
    reviewers: z.number().int(),
    rounds: z.number().int(),
    /** open reviews whose reviewers agreed to publish them, named; never an anonymous one */
    open_reviews: z.array(
      z.strictObject({ round: z.number().int(), reviewer: z.string(), recommendation: z.enum(RECOMMENDATIONS), text: z.string(), submitted_at: zInstant() }),
    ),
  }),
);

export const ZReview = named(
  "Review",
  z.strictObject({
    recommendation: z.enum(RECOMMENDATIONS),
    to_author: z.string(),
    to_editor: z.string(),
    publish_consent: z.boolean(),
    submitted: z.boolean(),
    submitted_at: zInstant().nullable(),
    updated_at: zInstant(),
    attachment: ZReviewAttachment.nullable(),
  }),
);

const assignmentFields = {
  id: z.number().int(),
  article_id: z.number().int(),
  title: z.string(),
  round: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  review_mode: z.enum(REVIEW_MODES),
  invited_at: zInstant(),
  due_at: zInstant(),
  responded_at: zInstant().nullable(),
  message: z.string().nullable(),
  /** the editor's reason when cancelled with one */
  cancel_reason: z.string().nullable(),
  overdue: z.boolean(),
  /** editors only */
  reviewer: z.strictObject({ user_id: z.string(), name: z.string(), handle: z.string().nullable(), affiliation: z.string().nullable() }).optional(),
  decline_reason: z.string().nullable().optional(),
  suggestion: z.string().nullable().optional(),
  review: ZReview.nullable().optional(),
};

export const ZAssignment = named("ReviewAssignment", z.strictObject(assignmentFields));

const ZManuscript = named(
  "Manuscript",
  z.strictObject({
    title_ar: z.string(),
    title_en: z.string().nullable(),
    abstract_ar: z.string(),
    abstract_en: z.string().nullable(),
    body: z.string(),
    keywords: z.array(z.string()),
    references: z.array(z.string()),
    version: z.number().int(),
    pdf_url: z.string().nullable(),
    /** in a later round, the words changed since the version this reviewer last reviewed (or the round before): titles, abstracts and body only */
    changes: z.strictObject({ since: z.number().int(), reviewed: z.boolean(), text: ZArticleChanges }).nullable(),
    /** not when the review is double-anonymous */
    authors: z.array(z.strictObject({ name: z.string(), affiliation: z.string().nullable(), orcid: z.string().nullable() })).optional(),
  }),
);

export const ZCandidate = named(
  "ReviewCandidate",
  z.strictObject({
    user_id: z.string(),
    name: z.string(),
    handle: z.string().nullable(),
    affiliation: z.string().nullable(),
    reputation: z.number().int(),
    reviews_completed: z.number().int(),
    open_assignments: z.number().int(),
    median_days: z.number().nullable(),
    overlap: z.array(z.string()),
    conflict: z.literal("same_affiliation").optional(),
    earlier_round: z.literal(true).optional(),
    already_invited: z.literal(true).optional(),
  }),
);

const pdf: OtherResponse = {
  description:
    "The PDF of the version under review; when the review is anonymous it is rewritten without its document information (author, creator, producer, title), XMP metadata and comment authors, and a PDF that cannot be (password-protected, unreadable) is a 409",
  contentType: "application/pdf",
};

const attachmentFile: OtherResponse = {
  description: "The review's attachment (Content-Disposition: attachment; review-<n>.pdf or .docx), its author metadata stripped when it was kept",
  contentType: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
};

const reviews = apiFolder(REVIEWS_API);

export const reviewsApi = {
  candidates: reviews.get(
    "candidates.php",
    "admin",
    "Members who could review the article, best first: shared keywords with their interests, articles and answers; authors left out, a shared affiliation flagged",
    {
      query: ZArticleRef,
      responses: { 200: ok({ candidates: z.array(ZCandidate) }) },
      errors: [404],
    },
  ),
  invite: reviews.post(
    "invite.php",
    "admin",
    "Invites a verified member to review the article's current round (due in 21 days unless set); mailed in the member's language with a one-click answer",
    {
      body: ZInviteInput,
      description:
        "409 with reason CONFLICT_OF_INTEREST for an author or linked co-author, ALREADY_INVITED for a repeat, NOT_UNDER_REVIEW for an article not submitted.",
      responses: { 201: ok({ assignment: ZAssignment }) },
      errors: [404, 409],
    },
  ),
  respond: reviews.post(
    "respond.php",
    "public",
    "The invited member accepts or declines: signed in by id, or with the mailed token (any session, as often as needed until the assignment ends)",
    {
      body: ZRespondInput,
      description: "400 with reason INVALID_TOKEN for an unknown token or one of another assignment; 409 ASSIGNMENT_ENDED once it ended.",
      responses: { 200: ok({ assignment: ZAssignment }) },
      // signed out without a token (401), or a member answering another's invitation (403)
      errors: [401, 403, 404, 409],
    },
  ),
  read: reviews.get(
    "read.php",
    "user",
    "My review invitations and reviews, newest first; an editor with ?article_id= every assignment of that article with its reviewer",
    {
      query: ZReviewsQuery,
      responses: { 200: ok({ assignments: z.array(ZAssignment) }) },
    },
  ),
  get: reviews.get("get.php", "user", "One assignment with the manuscript as its reviewer may read it (no author identity when double-anonymous)", {
    query: ZIdQuery,
    responses: { 200: ok({ assignment: z.strictObject({ ...assignmentFields, manuscript: ZManuscript.nullable() }) }) },
    errors: [404],
  }),
  pdf: reviews.get("pdf.php", "user", "The manuscript's PDF for the assignment's reviewer and editors", {
    query: ZIdQuery,
    responses: { 200: pdf },
    errors: [404, 409],
  }),
  save: reviews.put(
    "save.php",
    "user",
    "The reviewer saves a draft, or submits the review (read-only afterwards); multipart with one `attachment` (PDF or .docx, 10 MB, its metadata stripped) too",
    {
      body: ZSaveReviewInput,
      form: z.intersection(ZSaveReviewForm, z.object({ attachment: zUpload().optional() })),
      responses: { 200: ok({ review: ZReview }) },
      errors: [404, 409],
    },
  ),
  attachment: reviews.get(
    "attachment.php",
    "user",
    "A review's attachment under a neutral name: for its reviewer and the editors, and for the article's author once the decision on that round was sent",
    { query: ZIdQuery, responses: { 200: attachmentFile }, errors: [403, 404] },
  ),
  cancel: reviews.post("cancel.php", "admin", "An editor cancels an invitation or a review not yet submitted; its reminders stop", {
    body: ZCancelInput,
    responses: { 200: ok({ assignment: ZAssignment }) },
    errors: [404, 409],
  }),
  mode: reviews.put("mode.php", "admin", "How the article is reviewed: double_anonymous (default), single_anonymous or open; fixed once a review is in", {
    body: ZReviewModeInput,
    responses: { 200: ok({ article_id: z.number().int(), review_mode: z.enum(REVIEW_MODES) }) },
    errors: [404, 409],
  }),
};

export const reviewOperations: ApiOperation[] = Object.values(reviewsApi);
