"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { LoadError } from "@/components/lists/list-states";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { adminSectionHref } from "@/lib/admin-section-href";
import { ARTICLES_API } from "@/lib/articles/types";
import { useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import type { SimilarityJson } from "@/lib/reviews/types";

/** From this share of a submission found elsewhere, the report is flagged for the editor's attention. */
const NOTABLE_PERCENT = 15;

/**
 * The similarity report an editor reads before sending a submission out: the share of its words
 * found in published articles and other submissions, and under each match the shared passages,
 * this submission's wording beside the other's.
 */
export function SimilarityPanel({ articleId }: { articleId: number }) {
  const t = useTranslations("AdminReviewers.similarity");
  const onError = useLoadErrorToast(t("errorTitle"), t("loadFailed"));
  const report = useApiQuery<SimilarityJson>(`${ARTICLES_API}/similarity.php`, { id: articleId }, { onError });
  const data = report.data;

  return (
    <section className="grid gap-4 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="similarity-panel" data-testid="similarity-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="similarity-panel" className="text-lg font-semibold">
          {t("title")}
        </h3>
        {data && (
          <Badge variant={data.overlap >= NOTABLE_PERCENT ? "destructive" : data.overlap > 0 ? "warning" : "success"} data-testid="similarity-overall">
            {t("overall", { percent: data.overlap })}
          </Badge>
        )}
      </div>
      {report.failure ? (
        <LoadError onRetry={report.reload} />
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("explain", { words: data.words })}</p>
          {data.matches.length === 0 ? (
            <p className="text-sm">{t("none")}</p>
          ) : (
            <ol className="grid gap-3">
              {data.matches.map((m) => (
                <li key={m.id} className="grid gap-2 rounded-lg bg-muted/40 p-3 text-sm" data-testid="similarity-match">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link href={`${adminSectionHref("submissions")}/${m.id}`} className="font-medium text-primary hover:underline" dir="auto">
                      {m.title}
                    </Link>
                    <span className="flex items-center gap-2">
                      <Badge variant="secondary">{t(`kinds.${m.kind}`)}</Badge>
                      <span className="font-semibold">{t("matchPercent", { percent: m.overlap })}</span>
                    </span>
                  </div>
                  {m.passages.map((p, i) => (
                    <div key={i} className="grid gap-2 md:grid-cols-2">
                      <figure className="grid gap-1 rounded-md border bg-card p-2">
                        <figcaption className="text-xs text-muted-foreground">{t("here")}</figcaption>
                        <blockquote dir="auto">{p.text}</blockquote>
                      </figure>
                      <figure className="grid gap-1 rounded-md border bg-card p-2">
                        <figcaption className="text-xs text-muted-foreground">{t("there")}</figcaption>
                        <blockquote dir="auto">{p.other}</blockquote>
                      </figure>
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
