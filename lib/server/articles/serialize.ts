import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ArticleStatus, ArticleVersionKind, License, ReviewDecision } from "@/lib/articles/rules";
import type { ArticleAuthorJson, ArticleDetailJson, ArticleJson, ArticleReviewJson, ArticleVersionDetailJson, ArticleVersionJson } from "@/lib/articles/types";
import { splitKeywords } from "@/lib/posts/text";
import { textOrHtmlToSafeHtml } from "@/lib/sanitize";

// One serializer for the articles API: the list shape, the detail shape, and the snapshot a
// version keeps (the fields an author wrote, as they were submitted).

export const ARTICLE_INCLUDE = {
  coAuthors: { orderBy: { position: "asc" } },
  post: { select: { likeCount: true, viewCount: true } },
} as const;

export type ArticleRow = Prisma.ArticleGetPayload<{
  include: { coAuthors: true; post: { select: { likeCount: true; viewCount: true } } };
}>;

const authorJson = (c: { name: string; affiliation: string | null; orcid: string | null; userId: string | null }): ArticleAuthorJson => ({
  name: c.name,
  affiliation: c.affiliation,
  orcid: c.orcid,
  user_id: c.userId,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toArticleJson(a: ArticleRow): ArticleJson {
  const coAuthors = a.coAuthors.map(authorJson);
  return {
    id: a.id,
    title_ar: a.title,
    title_en: a.titleEn,
    abstract_ar: a.abstractAr,
    abstract_en: a.abstractEn,
    keywords: splitKeywords(a.keywords),
    authors: [{ name: a.authorName, affiliation: null, orcid: null, user_id: a.userId }, ...coAuthors],
    co_authors: coAuthors,
    user_id: a.userId,
    status: a.status as ArticleStatus,
    submitted_at: iso(a.submittedAt),
    published_at: iso(a.publishedAt),
    doi: a.doi,
    license: a.license as License,
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
  references: { text: string }[];
  versions: { n: number; createdAt: Date; note: string | null; kind: string }[];
  reviews: { id: number; articleId: number; decision: string; comments: string; editorName: string; createdAt: Date }[];
};

export const ARTICLE_DETAIL_INCLUDE = {
  coAuthors: { orderBy: { position: "asc" } },
  post: { select: { likeCount: true, viewCount: true } },
  references: { orderBy: { position: "asc" }, select: { text: true } },
  versions: { orderBy: { n: "asc" }, select: { n: true, createdAt: true, note: true, kind: true } },
  reviews: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ArticleInclude;

export const toReviewJson = (r: ArticleDetailRow["reviews"][number]): ArticleReviewJson => ({
  id: r.id,
  article_id: r.articleId,
  decision: r.decision as ReviewDecision,
  comments: r.comments,
  editor: r.editorName,
  created_at: r.createdAt.toISOString(),
});

export function toArticleDetailJson(a: ArticleDetailRow, { withReviews }: { withReviews: boolean }): ArticleDetailJson {
  return {
    ...toArticleJson(a),
    body: a.body ? textOrHtmlToSafeHtml(a.body) : "",
    references: a.references.map((r) => r.text),
    versions: a.versions.map(toVersionJson),
    ...(withReviews ? { reviews: a.reviews.map(toReviewJson) } : {}),
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

const toVersionJson = (v: { n: number; createdAt: Date; note: string | null; kind: string }): ArticleVersionJson => ({
  n: v.n,
  created_at: v.createdAt.toISOString(),
  note: v.note,
  kind: v.kind as ArticleVersionKind,
});

/** A kept version as the API answers it: its snapshot (the body sanitized again on the way out). */
export function toVersionDetailJson(v: { n: number; createdAt: Date; note: string | null; kind: string; snapshot: string }): ArticleVersionDetailJson {
  const s = JSON.parse(v.snapshot) as ReturnType<typeof snapshotOf>;
  return {
    ...toVersionJson(v),
    title_ar: s.title_ar,
    title_en: s.title_en ?? null,
    abstract_ar: s.abstract_ar,
    abstract_en: s.abstract_en ?? null,
    body: s.body ? textOrHtmlToSafeHtml(s.body) : "",
    keywords: s.keywords ?? [],
    co_authors: s.co_authors ?? [],
    references: s.references ?? [],
    license: s.license as License,
    doi: s.doi ?? null,
    pdf_url: s.pdf_url ?? null,
  };
}
