// Client-safe JSON of the articles API and its endpoint folder.
import type { z } from "zod";
import type { ZArticleAuthor, ZArticle, versionFields, ZArticleVersion, ZArticleReview, ZArticleDetail } from "@/lib/openapi/domains/articles";
import type { ZArticleChanges } from "@/lib/openapi/domains/changes";
import { adminSectionHref } from "@/lib/admin-section-href";
import { crudApi } from "@/lib/lists/crud";
import type { ReviewMode } from "@/lib/reviews/rules";

/** The JSON API's folder of this domain: clients name endpoints as `${ARTICLES_API}/<name>.php`. */
export const ARTICLES_API = "/backend/api/articles";

/** The author's form for their draft or revision. */
export const articleEditPath = (id: number) => `/articles/${id}/edit`;

/** `pending`: a member named as co-author who has not yet agreed (the name shows as plain text meanwhile). */
export type ArticleAuthorJson = z.output<typeof ZArticleAuthor>;

/** An article in lists (read.php). */
export type ArticleJson = z.output<typeof ZArticle>;

/** A numbered version: a submission, or a correction (the text an editor's correction replaced; its note is public). */
export type ArticleVersionJson = z.output<typeof versionFields>;

/** One numbered version as its author submitted it (get.php?version=n, for the author and editors). */
export type ArticleVersionDetailJson = z.output<typeof ZArticleVersion>;

/** What changed from a version to the current text, field by field. */
export type ArticleChangesJson = z.output<typeof ZArticleChanges>;
export type TextChange = ArticleChangesJson["body"][number];

export type ArticleReviewJson = z.output<typeof ZArticleReview>;

/** One article (get.php): its body and references, its versions and, for the author and editors, its reviews. */
export type ArticleDetailJson = z.output<typeof ZArticleDetail>;

/** A line of the author's "My submissions": the article as a list shows it, with its versions and reviews. */
export type ArticleSubmissionJson = ArticleJson & Pick<ArticleDetailJson, "versions"> & { reviews: ArticleReviewJson[]; review_mode: ReviewMode };

export const CITATION_FORMATS = ["bibtex", "ris", "csl-json", "apa", "chicago"] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];
/** The formats a reader sees written out (the others are files to download). */
export const CITATION_TEXT_FORMATS = ["apa", "chicago"] as const satisfies readonly CitationFormat[];
export type CitationTextFormat = (typeof CITATION_TEXT_FORMATS)[number];

/**
 * A piece of a formatted reference: plain text, a name or title kept in its own direction inside
 * the reference's (`isolate`), or the publication's name in italics.
 */
export type CitationPart = { text: string; isolate?: true; italic?: true };
/** A reference as a reader sees it: its plain text (what is copied) and its pieces, in the title's direction. */
export type FormattedCitation = { text: string; parts: CitationPart[]; dir: "rtl" | "ltr"; lang: "ar" | "en" };

/** The endpoints the member's submission form and the editors' screens call. */
export const ARTICLES_ENDPOINT = `${ARTICLES_API}/read.php`;
export const ARTICLE_SUBMIT_ENDPOINT = `${ARTICLES_API}/submit.php`;
export const ARTICLE_UPDATE_ENDPOINT = `${ARTICLES_API}/update.php`;
export const ARTICLE_TRANSITION_ENDPOINT = `${ARTICLES_API}/transition.php`;
export const ARTICLE_GET_ENDPOINT = `${ARTICLES_API}/get.php`;
export const ARTICLE_REVIEW_ENDPOINT = `${ARTICLES_API}/review.php`;
export const ARTICLE_CO_AUTHOR_ENDPOINT = `${ARTICLES_API}/co_author.php`;
/** The typeset PDF of a published article (`?id=`): the version of record. */
export const ARTICLE_PDF_ENDPOINT = `${ARTICLES_API}/pdf.php`;
/** Where a member named as co-author accepts or declines. */
export const coAuthorInvitationPath = (articleId: number) => `/articles/${articleId}/co-author`;

/** The editors' list (read.php); they add no article there and delete none. */
export const ARTICLES_CRUD = crudApi(ARTICLES_API, { create: "submit.php" });

/** An article's page in the editors' section: its text, reviews, versions and workflow. */
export const articleReviewHref = (id: number) => `${adminSectionHref("submissions")}/${id}`;
