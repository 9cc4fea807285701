import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toLicense } from "@/lib/articles/licenses";
import type { ArticleStatus, ArticleVersionKind, ReviewDecision } from "@/lib/articles/rules";
import type {
  ArticleAuthorJson,
  ArticleDetailJson,
  ArticleJson,
  ArticleReviewJson,
  ArticleSubmissionJson,
  ArticleVersionDetailJson,
  ArticleVersionJson,
} from "@/lib/articles/types";
import { splitKeywords } from "@/lib/posts/text";
import { textOrHtmlToSafeHtml } from "@/lib/sanitize";
import { reviewModeOf } from "@/lib/reviews/rules";
import { authorReviewsOf, SUBMITTED_REVIEWS_SELECT, type SubmittedReviewRow } from "@/lib/server/reviews/author-view";

// One serializer for the articles API: the list shape, the detail shape, and the snapshot a
// version keeps (the fields an author wrote, as they were submitted).

/** The submitting member's own details that fill their author entry (a removed member's are not shown). */
const SUBMITTER_SELECT = { select: { affiliation: true, orcid: true, deletedAt: true } } as const;

export const ARTICLE_INCLUDE = {
  coAuthors: { orderBy: { position: "asc" } },
  post: { select: { likeCount: true, viewCount: true } },
  user: SUBMITTER_SELECT,
} as const;

/**
 * What a list row shows: the article's own columns but its body and search key (a list never
 * shows them, and a body may be hundreds of kilobytes), with its co-authors and counts.
 */
export const ARTICLE_LIST_SELECT = {
  id: true,
  userId: true,
  authorName: true,
  status: true,
  title: true,
  titleEn: true,
  abstractAr: true,
  abstractEn: true,
  keywords: true,
  license: true,
  doi: true,
  pdfPath: true,
  submittedAt: true,
  publishedAt: true,
  volume: true,
  articleNumber: true,
  retractionNote: true,
  retractedAt: true,
  pageId: true,
  createdAt: true,
  updatedAt: true,
  postId: true,
  coAuthors: { orderBy: { position: "asc" } },
  post: { select: { likeCount: true, viewCount: true } },
  user: SUBMITTER_SELECT,
} satisfies Prisma.ArticleSelect;

export type ArticleRow = Prisma.ArticleGetPayload<{ select: typeof ARTICLE_LIST_SELECT }>;

const authorJson = (c: {
  name: string;
  affiliation: string | null;
  orcid: string | null;
  userId: string | null;
  confirmedAt: Date | null;
}): ArticleAuthorJson => ({
  name: c.name,
  affiliation: c.affiliation,
  orcid: c.orcid,
  user_id: c.userId,
  // a member named but not yet agreeing: the name is shown as plain text meanwhile
  pending: c.userId !== null && c.confirmedAt === null,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored licence in SPDX's spelling; a value no licence names grants nothing. */
const licenseOf = (value: unknown) => toLicense(value) ?? "all-rights-reserved";

/** The submitting member as the first author: their name on the article, their profile's affiliation and ORCID iD. */
function submitterJson(a: ArticleRow): ArticleAuthorJson {
  const own = a.user && !a.user.deletedAt ? a.user : null;
  return { name: a.authorName, affiliation: own?.affiliation || null, orcid: own?.orcid || null, user_id: a.userId, pending: false };
}

export function toArticleJson(a: ArticleRow): ArticleJson {
  const coAuthors = a.coAuthors.map(authorJson);
  return {
    id: a.id,
    title_ar: a.title,
    title_en: a.titleEn,
    abstract_ar: a.abstractAr,
    abstract_en: a.abstractEn,
    keywords: splitKeywords(a.keywords),
    authors: [submitterJson(a), ...coAuthors],
    co_authors: coAuthors,
    user_id: a.userId,
    status: a.status as ArticleStatus,
    submitted_at: iso(a.submittedAt),
    published_at: iso(a.publishedAt),
    volume: a.volume,
    article_number: a.articleNumber,
    doi: a.doi,
    license: licenseOf(a.license),
    pdf_url: a.pdfPath,
    retraction_note: a.retractionNote,
    retracted_at: iso(a.retractedAt),
    post_id: a.postId,
    page_id: a.pageId,
    views: a.post?.viewCount ?? 0,
    likes: a.post?.likeCount ?? 0,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export type ArticleDetailRow = ArticleRow & {
  body: string;
  references: { text: string }[];
  versions: { n: number; createdAt: Date; note: string | null; kind: string }[];
  reviews: ReviewRow[];
  reviewMode: string;
  reviewAssignments: SubmittedReviewRow[];
};
type ReviewRow = { id: number; articleId: number; decision: string; comments: string; editorName: string; createdAt: Date; round: number | null };

export const ARTICLE_DETAIL_INCLUDE = {
  ...ARTICLE_INCLUDE,
  references: { orderBy: { position: "asc" }, select: { text: true } },
  versions: { orderBy: { n: "asc" }, select: { n: true, createdAt: true, note: true, kind: true } },
  reviews: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  reviewAssignments: SUBMITTED_REVIEWS_SELECT,
} satisfies Prisma.ArticleInclude;

/** An editor's decision with the reviewers' reviews of the round it closed, as the author reads them. */
export const toReviewJson = (r: ReviewRow, article: { reviewMode: string; reviewAssignments: readonly SubmittedReviewRow[] }): ArticleReviewJson => ({
  id: r.id,
  article_id: r.articleId,
  decision: r.decision as ReviewDecision,
  comments: r.comments,
  editor: r.editorName,
  created_at: r.createdAt.toISOString(),
  round: r.round,
  reviews: authorReviewsOf(article.reviewAssignments, r.round, article.reviewMode),
});

export function toArticleDetailJson(a: ArticleDetailRow, { withReviews }: { withReviews: boolean }): ArticleDetailJson {
  return {
    ...toArticleJson(a),
    body: a.body ? textOrHtmlToSafeHtml(a.body) : "",
    references: a.references.map((r) => r.text),
    // what the author wrote to the editors with a submission is for them (and the author) alone; a correction's note is public
    versions: a.versions.map((v) => toVersionJson(v, withReviews)),
    ...(withReviews ? { reviews: a.reviews.map((r) => toReviewJson(r, a)), review_mode: reviewModeOf(a.reviewMode) } : {}),
  };
}

/** The author's "My submissions" lines: a list row (no body) with its versions and reviews. */
export const ARTICLE_SUBMISSION_SELECT = {
  ...ARTICLE_LIST_SELECT,
  versions: ARTICLE_DETAIL_INCLUDE.versions,
  reviews: ARTICLE_DETAIL_INCLUDE.reviews,
  reviewMode: true,
  reviewAssignments: SUBMITTED_REVIEWS_SELECT,
} satisfies Prisma.ArticleSelect;

export function toArticleSubmissionJson(a: Prisma.ArticleGetPayload<{ select: typeof ARTICLE_SUBMISSION_SELECT }>): ArticleSubmissionJson {
  return {
    ...toArticleJson(a),
    versions: a.versions.map((v) => toVersionJson(v, true)),
    reviews: a.reviews.map((r) => toReviewJson(r, a)),
    review_mode: reviewModeOf(a.reviewMode),
  };
}

/** What a version keeps: the fields the author wrote, as submitted. */
export function snapshotOf(a: ArticleDetailRow) {
  return {
    title_ar: a.title,
    title_en: a.titleEn,
    abstract_ar: a.abstractAr,
    abstract_en: a.abstractEn,
    body: a.body,
    keywords: splitKeywords(a.keywords),
    co_authors: a.coAuthors.map(authorJson),
    references: a.references.map((r) => r.text),
    license: a.license,
    doi: a.doi,
    pdf_url: a.pdfPath,
  };
}

/** A version's line; its note only for `seesNotes` (the author and editors) unless it is a correction's public note. */
const toVersionJson = (v: { n: number; createdAt: Date; note: string | null; kind: string }, seesNotes: boolean): ArticleVersionJson => ({
  n: v.n,
  created_at: v.createdAt.toISOString(),
  note: seesNotes || v.kind === "correction" ? v.note : null,
  kind: v.kind as ArticleVersionKind,
});

/** A kept version's text as a reader gets it: the body sanitized again on the way out; what an older snapshot lacks, empty. */
export function snapshotTextJson(s: Pick<ReturnType<typeof snapshotOf>, "title_ar" | "abstract_ar"> & Partial<ReturnType<typeof snapshotOf>>) {
  return {
    title_ar: s.title_ar,
    title_en: s.title_en ?? null,
    abstract_ar: s.abstract_ar,
    abstract_en: s.abstract_en ?? null,
    body: s.body ? textOrHtmlToSafeHtml(s.body) : "",
    keywords: s.keywords ?? [],
    references: s.references ?? [],
  };
}

/** A kept version as the API answers it: its snapshot (the body sanitized again on the way out). */
export function toVersionDetailJson(v: {
  n: number;
  createdAt: Date;
  note: string | null;
  kind: string;
  snapshot: string;
}): Omit<ArticleVersionDetailJson, "changes"> {
  const s = JSON.parse(v.snapshot) as ReturnType<typeof snapshotOf>;
  return {
    ...toVersionJson(v, true),
    ...snapshotTextJson(s),
    // a version keeps the names as written; whether a member agreed is the article's, not the version's
    co_authors: (s.co_authors ?? []).map((c) => ({ ...c, pending: false })),
    license: licenseOf(s.license),
    doi: s.doi ?? null,
    pdf_url: s.pdf_url ?? null,
  };
}
