"use client";

import { ArrowLeft, Columns2, ExternalLink, X } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/components/lists/list-states";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import { adminSectionHref } from "@/lib/admin-section-href";
import type { ArticleStatus } from "@/lib/articles/rules";
import { ARTICLE_GET_ENDPOINT, type ArticleDetailJson, type ArticleVersionDetailJson } from "@/lib/articles/types";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { isReviewable, reviewModeOf } from "@/lib/reviews/rules";
import { ArticleText } from "./article-text";
import { ReviewForm } from "./review-form";
import { ReviewersPanel } from "./reviewers-panel";
import { SimilarityPanel } from "./similarity-panel";
import { OutputsPanel } from "./outputs-panel";
import { ARTICLE_TONES } from "@/components/articles/status-badge";
import { WorkflowButtons } from "./workflow-buttons";

/**
 * One article for its editors: status and workflow buttons, the review form while it is under
 * review, the reviews so far, its numbered versions (any of them opens beside the current text)
 * and the current text with every field its author filled in.
 */
export function ArticleReview({ id }: { id: number }) {
  const t = useTranslations("AdminSubmissions");
  const fmt = useDateFormatter();
  const [compare, setCompare] = useState<number | null>(null);
  const onError = useLoadErrorToast(t("errorTitle"), t("loadFailed"));
  const query = useApiQuery<{ article: ArticleDetailJson }>(ARTICLE_GET_ENDPOINT, { id }, { onError });
  const onVersionError = useLoadErrorToast(t("errorTitle"), t("versionLoadFailed"));
  const version = useApiQuery<{ version: ArticleVersionDetailJson }>(
    ARTICLE_GET_ENDPOINT,
    { id, version: compare },
    { enabled: compare !== null, onError: onVersionError },
  );
  const article = query.data?.article;
  const shown = compare !== null && version.data?.version.n === compare ? version.data.version : null;

  const back = (
    <Link href={adminSectionHref("submissions")} className="inline-flex w-fit items-center gap-1.5 text-sm text-primary hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t("back")}
    </Link>
  );
  if (!article)
    return (
      <div className="grid gap-4">
        {back}
        {query.failure ? (
          <LoadError onRetry={query.reload} />
        ) : (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t("loading")}</span>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </div>
    );

  const status = article.status;
  return (
    <div className="grid gap-6" data-testid="article-review">
      {back}
      <header className="grid gap-2 rounded-2xl border bg-card p-4 md:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="article-status">
            <StatusBadge status={status} tones={ARTICLE_TONES} fallback="draft" label={(s: ArticleStatus) => t(`status.${s}`)} />
          </span>
          <span className="text-sm text-muted-foreground">
            {t.rich("author", { name: article.authors[0]?.name ?? "", n: (chunks) => <bdi>{chunks}</bdi> })}
            {article.submitted_at && <> · {t("submittedAt", { date: fmt.long(article.submitted_at) })}</>}
          </span>
        </div>
        <h2 className="text-xl font-bold" dir="auto">
          {article.title_ar}
        </h2>
        {/* a retracted article keeps its page (marked retracted) after its post is gone */}
        {(article.post_id !== null || (article.status === "retracted" && article.page_id !== null)) && (
          <a
            href={`/article/${article.post_id ?? article.page_id}`}
            target="_blank"
            rel="noopener"
            className="inline-flex w-fit items-center gap-1.5 text-sm text-primary hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t("viewArticle")}
          </a>
        )}
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">{t("workflow")}</h3>
          <WorkflowButtons id={article.id} status={status} />
          {status === "submitted" && <p className="text-sm text-muted-foreground">{t("reviewAfterStart")}</p>}
        </div>
      </header>

      {isReviewable(status) && <SimilarityPanel articleId={article.id} />}

      {(status === "published" || status === "retracted") && <OutputsPanel articleId={article.id} />}

      <ReviewersPanel articleId={article.id} mode={reviewModeOf(article.review_mode)} canInvite={isReviewable(status)} />

      {status === "under_review" && <ReviewForm key={article.updated_at} id={article.id} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="grid content-start gap-3 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="article-reviews">
          <h3 id="article-reviews" className="text-lg font-semibold">
            {t("reviews")}
          </h3>
          {article.reviews?.length ? (
            <ol className="grid gap-3">
              {article.reviews.map((r) => (
                <li key={r.id} className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm" data-testid="article-review-entry">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{t(`decisions.${r.decision}`)}</span>
                    <span className="text-muted-foreground">
                      {t.rich("reviewBy", { editor: r.editor, date: fmt.long(r.created_at), n: (chunks) => <bdi>{chunks}</bdi> })}
                    </span>
                  </div>
                  <p className="whitespace-pre-line" dir="auto">
                    {r.comments}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noReviews")}</p>
          )}
        </section>
        <section className="grid content-start gap-3 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="article-versions">
          <h3 id="article-versions" className="text-lg font-semibold">
            {t("versions")}
          </h3>
          {article.versions.length ? (
            <ol className="grid gap-2">
              {article.versions.map((v) => (
                <li key={v.n} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/40 p-3 text-sm">
                  <span>
                    {t("versionDate", { n: v.n, date: fmt.long(v.created_at) })}
                    {v.note && (
                      <span className="text-muted-foreground" dir="auto">
                        {" — "}
                        {v.note}
                      </span>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant={compare === v.n ? "secondary" : "outline"}
                    aria-label={t("compareLabel", { n: v.n })}
                    aria-pressed={compare === v.n}
                    onClick={() => setCompare(v.n)}
                  >
                    <Columns2 className="size-4" aria-hidden />
                    {t("compare")}
                  </Button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noVersions")}</p>
          )}
        </section>
      </div>

      {compare !== null && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="grid gap-1">
            <p className="font-medium" role="status">
              {t("comparing", { n: compare })}
            </p>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>
                <del className="rounded-sm bg-red-100 px-1 text-red-900 dark:bg-red-950/60 dark:text-red-100">{t("removed")}</del>
              </span>
              <span>
                <ins className="rounded-sm bg-green-100 px-1 text-green-900 no-underline dark:bg-green-950/60 dark:text-green-100">{t("added")}</ins>
              </span>
            </p>
          </div>
          <Button size="sm" variant="ghost" onClick={() => setCompare(null)}>
            <X className="size-4" aria-hidden />
            {t("closeCompare")}
          </Button>
        </div>
      )}
      <div className={compare !== null ? "grid items-start gap-6 lg:grid-cols-2" : "grid gap-6"}>
        {compare !== null &&
          (shown ? (
            <ArticleText text={shown} heading={t("versionN", { n: shown.n })} testId="article-version" compared={{ changes: shown.changes, side: "version" }} />
          ) : version.failure ? (
            <LoadError onRetry={version.reload} />
          ) : (
            <Skeleton className="h-64 w-full" />
          ))}
        <ArticleText
          text={article}
          heading={t("current")}
          testId="article-current"
          compared={shown ? { changes: shown.changes, side: "current" } : undefined}
        />
      </div>
    </div>
  );
}
