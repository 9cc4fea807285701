import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { WithdrawArticleButton } from "@/components/articles/withdraw-article-button";
import { ARTICLE_TONES } from "@/components/articles/status-badge";
import { ReviewAttachmentLink } from "@/components/reviews/attachment-link";
import { StatusBadge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { AUTHOR_STEPS } from "@/lib/articles/rules";
import type { ArticleSubmissionJson } from "@/lib/articles/types";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { REVIEWS_PAGE } from "@/lib/reviews/types";

/** The member's articles with their status and history: each submitted version and each editor's decision. */
export async function MySubmissions({ articles }: { articles: ArticleSubmissionJson[] }) {
  const [t, tf, tr, format] = await Promise.all([
    getTranslations("MySubmissions"),
    getTranslations("ArticleForm"),
    getTranslations("Reviews"),
    getDateFormatter(),
  ]);
  return (
    <section className="grid gap-3 rounded-2xl border p-5" aria-labelledby="my-submissions" data-testid="my-submissions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-submissions" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <span className="flex flex-wrap gap-2">
          <Link href={REVIEWS_PAGE} className={buttonVariants({ size: "sm", variant: "outline" })}>
            {tr("profileLink")}
          </Link>
          <Link href="/articles/submit" className={buttonVariants({ size: "sm" })}>
            {tf("start")}
          </Link>
        </span>
      </div>
      {articles.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {articles.map((a) => (
            <li key={a.id} className="grid gap-1 rounded-lg bg-muted/40 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium" dir="auto">
                  {a.title_ar}
                </span>
                <span data-status={a.status}>
                  <StatusBadge status={a.status} tones={ARTICLE_TONES} fallback="draft" label={(s) => t(`statuses.${s}`)} />
                </span>
              </div>
              {(a.status === "draft" || a.status === "revisions_requested" || AUTHOR_STEPS[a.status].includes("withdrawn")) && (
                <div className="flex flex-wrap items-center gap-2">
                  {(a.status === "draft" || a.status === "revisions_requested") && (
                    <Link href={`/articles/${a.id}/edit`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                      {a.status === "draft" ? tf("edit") : tf("resubmitLink")}
                    </Link>
                  )}
                  {AUTHOR_STEPS[a.status].includes("withdrawn") && <WithdrawArticleButton id={a.id} />}
                </div>
              )}
              {a.retraction_note && (
                <p className="text-sm text-destructive" dir="auto">
                  {a.retraction_note}
                </p>
              )}
              {(a.versions.length > 0 || (a.reviews?.length ?? 0) > 0) && (
                <details>
                  <summary className="cursor-pointer text-sm">{t("history")}</summary>
                  <ol className="mt-2 grid gap-1 text-sm">
                    {a.versions.map((v) => (
                      <li key={`v${v.n}`}>
                        <time dateTime={v.created_at}>{format.long(v.created_at)}</time>: {t(v.kind === "correction" ? "correction" : "version", { n: v.n })}
                        {v.note && (
                          <>
                            {" "}
                            — <span dir="auto">{v.note}</span>
                          </>
                        )}
                      </li>
                    ))}
                    {a.reviews?.map((r) => (
                      <li key={`r${r.id}`}>
                        <time dateTime={r.created_at}>{format.long(r.created_at)}</time>: {t(`decisions.${r.decision}`)} —{" "}
                        <span dir="auto" className="whitespace-pre-line">
                          {r.comments}
                        </span>
                        {r.reviews.length > 0 && (
                          <ul className="mt-2 grid gap-2 border-s-2 ps-3" aria-label={tr("reviewsTitle")} data-testid="reviewer-reports">
                            {r.reviews.map((rev) => (
                              <li key={rev.n}>
                                <span className="font-medium">
                                  {rev.reviewer ? tr("reviewerNamed", { n: rev.n, name: rev.reviewer }) : tr("reviewer", { n: rev.n })}
                                </span>
                                {" — "}
                                {tr(`recommendations.${rev.recommendation}`)}
                                <p dir="auto" className="whitespace-pre-line">
                                  {rev.to_author}
                                </p>
                                {rev.attachment && <ReviewAttachmentLink attachment={rev.attachment} label={tr("attachment.download")} />}
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
