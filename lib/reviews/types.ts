// Client-safe shapes of peer review: the JSON of /backend/api/reviews/*.php and the pages' paths.
import type { ArticleChangesJson } from "@/lib/articles/types";
import type { AssignmentStatus, Recommendation, ReviewMode } from "@/lib/reviews/rules";

/** The JSON API's folder of this domain: clients name endpoints as `${REVIEWS_API}/<name>.php`. */
export const REVIEWS_API = "/backend/api/reviews";
/** The reviewer's own page: invitations to answer, reviews due, drafts and submitted reviews. */
export const REVIEWS_PAGE = "/reviews";
/** The page a mailed link opens: its buttons post the token (opening the link answers nothing). */
export const RESPOND_PAGE = "/reviews/respond";
/** Where an editor manages an article's reviewers. */
export const editorReviewsLink = (articleId: number) => `/admin/sections/submissions/${articleId}`;
/** Where the reviewer writes the review of one assignment. */
export const reviewPagePath = (assignmentId: number) => `${REVIEWS_PAGE}/${assignmentId}`;

/** What a reviewer wrote, as the reviewer and the editors read it. */
export type ReviewJson = {
  recommendation: Recommendation;
  to_author: string;
  /** confidential: the reviewer and the editors only */
  to_editor: string;
  publish_consent: boolean;
  submitted: boolean;
  submitted_at: string | null;
  updated_at: string;
  /** the reviewer's one attached file, under a neutral name */
  attachment: ReviewAttachmentJson | null;
};

/** A review's attachment: "review-1.pdf" and where to download it. */
export type ReviewAttachmentJson = { name: string; url: string };

/** Where a review's attachment is downloaded: by its assignment, never by the stored file's name. */
export const reviewAttachmentUrl = (assignmentId: number) => `${REVIEWS_API}/attachment.php?id=${assignmentId}`;

export type AssignmentJson = {
  id: number;
  article_id: number;
  title: string;
  round: number;
  status: AssignmentStatus;
  review_mode: ReviewMode;
  invited_at: string;
  due_at: string;
  responded_at: string | null;
  message: string | null;
  /** the editor's reason when cancelled with one */
  cancel_reason: string | null;
  overdue: boolean;
  /** editors only: who reviews */
  reviewer?: { user_id: string; name: string; handle: string | null; affiliation: string | null };
  /** editors only: a decline's reason and suggested colleague, an editor's cancel reason */
  decline_reason?: string | null;
  suggestion?: string | null;
  review?: ReviewJson | null;
};

/** The manuscript as the reviewer may read it (no author identity when double-anonymous). */
export type ManuscriptJson = {
  title_ar: string;
  title_en: string | null;
  abstract_ar: string;
  abstract_en: string | null;
  body: string;
  keywords: string[];
  references: string[];
  version: number;
  pdf_url: string | null;
  /**
   * In a later round: the words changed since version `since`, the one this reviewer last reviewed
   * (`reviewed`), or the round before for a reviewer new to the article; null in the first round.
   */
  changes: { since: number; reviewed: boolean; text: ArticleChangesJson } | null;
  authors?: { name: string; affiliation: string | null; orcid: string | null }[];
};

export type CandidateJson = {
  user_id: string;
  name: string;
  handle: string | null;
  affiliation: string | null;
  reputation: number;
  reviews_completed: number;
  open_assignments: number;
  median_days: number | null;
  overlap: string[];
  /** "same_affiliation": shares an affiliation with an author */
  conflict?: "same_affiliation";
  /** reviewed an earlier round of this article */
  earlier_round?: true;
  /** has an assignment in the current round already (in any state): a second invitation is refused */
  already_invited?: true;
};

/** A reviewer's review as the author reads it beside the decision: labelled, never the confidential part. */
export type AuthorReviewJson = {
  label: string;
  n: number;
  recommendation: Recommendation;
  to_author: string;
  /** only when the review was open */
  reviewer?: string;
  attachment?: ReviewAttachmentJson;
};

/** The similarity report of a submission, as editors read it before sending it out (articles/similarity.php). */
export type SimilarityJson = {
  /** percent of the submission's words found in any other text */
  overlap: number;
  words: number;
  matches: { kind: "article" | "submission"; id: number; title: string; overlap: number; passages: { text: string; other: string }[] }[];
};

/** How a published article was reviewed, as its readers read it; `open_reviews` are open reviews their reviewers agreed to publish, named. */
export type PeerReviewJson = {
  mode: ReviewMode;
  reviewers: number;
  rounds: number;
  open_reviews: { round: number; reviewer: string; recommendation: Recommendation; text: string; submitted_at: string }[];
};
