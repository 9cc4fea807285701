import { MessageSquareText } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ArticleReviewJson } from "@/lib/articles/types";
import { getDateFormatter } from "@/lib/i18n/dates-server";

/**
 * The editors' decision that sent the article back, above the form the author revises it in: the
 * decision, the editor's comments and each reviewer's comments for the author.
 */
export async function RevisionRequest({ review }: { review: ArticleReviewJson }) {
  const [t, ts, tr, format] = await Promise.all([
    getTranslations("ArticleEdit"),
    getTranslations("MySubmissions"),
    getTranslations("Reviews"),
    getDateFormatter(),
  ]);
  return (
    <section
      className="mb-6 grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 md:p-5 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
      aria-labelledby="revision-request"
      data-testid="revision-request"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="revision-request" className="flex items-center gap-2 text-lg font-semibold">
          <MessageSquareText className="size-5 shrink-0" aria-hidden />
          {t("decisionTitle")}
        </h2>
        <p className="text-sm">
          <span className="font-medium">{ts(`decisions.${review.decision}`)}</span>
          {" · "}
          {t.rich("decidedBy", { editor: review.editor, date: format.long(review.created_at), n: (chunks) => <bdi>{chunks}</bdi> })}
        </p>
      </div>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">{t("editorComments")}</h3>
        {review.comments.trim() ? (
          <p className="whitespace-pre-line [unicode-bidi:plaintext]" dir="auto">
            {review.comments}
          </p>
        ) : (
          <p className="text-sm">{t("noComments")}</p>
        )}
      </div>
      {review.reviews.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{tr("reviewsTitle")}</h3>
          <ul className="grid gap-2">
            {review.reviews.map((r) => (
              <li key={r.n} className="grid gap-1 border-s-2 border-amber-400 ps-3 dark:border-amber-700">
                <p className="text-sm">
                  <span className="font-medium">{r.reviewer ? tr("reviewerNamed", { n: r.n, name: r.reviewer }) : tr("reviewer", { n: r.n })}</span>
                  {" — "}
                  {tr(`recommendations.${r.recommendation}`)}
                </p>
                <p className="whitespace-pre-line [unicode-bidi:plaintext]" dir="auto">
                  {r.to_author}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
