// Client-safe JSON of the articles API and its endpoint folder.
import { adminSectionHref } from "@/lib/admin-section-href";
import type { License } from "@/lib/articles/licenses";
import type { ArticleStatus, ArticleVersionKind, ReviewDecision } from "@/lib/articles/rules";
import { crudApi } from "@/lib/lists/crud";

/** The JSON API's folder of this domain: clients name endpoints as `${ARTICLES_API}/<name>.php`. */
export const ARTICLES_API = "/backend/api/articles";

/** `pending`: a member named as co-author who has not yet agreed (the name shows as plain text meanwhile). */
export type ArticleAuthorJson = { name: string; affiliation: string | null; orcid: string | null; user_id: string | null; pending: boolean };

/** An article in lists (read.php). */
export type ArticleJson = {
  id: number;
  title_ar: string;
  title_en: string | null;
  abstract_ar: string;
  abstract_en: string | null;
  keywords: string[];
  /** the submitting author first, then the co-authors in order */
  authors: ArticleAuthorJson[];
  co_authors: ArticleAuthorJson[];
  user_id: string | null;
  status: ArticleStatus;
  submitted_at: string | null;
  published_at: string | null;
  /** the journal's volume it appears in (the year it was published), from publication on */
  volume: number | null;
  /** its number in that volume (1, 2, … in order of publication) */
  article_number: number | null;
  doi: string | null;
  license: License;
  pdf_url: string | null;
  retraction_note: string | null;
  /** when it was retracted (its public note says why) */
  retracted_at: string | null;
  /** the post that shows it while published (the legacy API's id) */
  post_id: number | null;
  /** its page, /article/{page_id}, from publication on (a retracted article's too) */
  page_id: number | null;
  views: number;
  likes: number;
  created_at: string;
  updated_at: string;
};

/** A numbered version: a submission, or a correction (the text an editor's correction replaced; its note is public). */
export type ArticleVersionJson = { n: number; created_at: string; note: string | null; kind: ArticleVersionKind };

/** One numbered version as its author submitted it (get.php?version=n, for the author and editors). */
export type ArticleVersionDetailJson = ArticleVersionJson & {
  title_ar: string;
  title_en: string | null;
  abstract_ar: string;
  abstract_en: string | null;
  body: string;
  keywords: string[];
  co_authors: ArticleAuthorJson[];
  references: string[];
  license: License;
  doi: string | null;
  pdf_url: string | null;
};

export type ArticleReviewJson = {
  id: number;
  article_id: number;
  decision: ReviewDecision;
  comments: string;
  editor: string;
  created_at: string;
};

/** One article (get.php): its body and references, its versions and, for the author and editors, its reviews. */
export type ArticleDetailJson = ArticleJson & {
  body: string;
  references: string[];
  versions: ArticleVersionJson[];
  reviews?: ArticleReviewJson[];
};

/** A line of the author's "My submissions": the article as a list shows it, with its versions and reviews. */
export type ArticleSubmissionJson = ArticleJson & Pick<ArticleDetailJson, "versions"> & { reviews: ArticleReviewJson[] };

export const CITATION_FORMATS = ["bibtex", "ris", "csl-json", "apa", "chicago"] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** The endpoints the member's submission form and the editors' screens call. */
export const ARTICLES_ENDPOINT = `${ARTICLES_API}/read.php`;
export const ARTICLE_SUBMIT_ENDPOINT = `${ARTICLES_API}/submit.php`;
export const ARTICLE_UPDATE_ENDPOINT = `${ARTICLES_API}/update.php`;
export const ARTICLE_TRANSITION_ENDPOINT = `${ARTICLES_API}/transition.php`;
export const ARTICLE_GET_ENDPOINT = `${ARTICLES_API}/get.php`;
export const ARTICLE_REVIEW_ENDPOINT = `${ARTICLES_API}/review.php`;
export const ARTICLE_CO_AUTHOR_ENDPOINT = `${ARTICLES_API}/co_author.php`;
/** Where a member named as co-author accepts or declines. */
export const coAuthorInvitationPath = (articleId: number) => `/articles/${articleId}/co-author`;

/** The editors' list (read.php); they add no article there and delete none. */
export const ARTICLES_CRUD = crudApi(ARTICLES_API, { create: "submit.php" });

/** An article's page in the editors' section: its text, reviews, versions and workflow. */
export const articleReviewHref = (id: number) => `${adminSectionHref("submissions")}/${id}`;
