import { ShieldCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import type { PeerReviewJson } from "@/lib/reviews/types";

/** The line a published article states under its publication facts: how it was reviewed ("double-anonymous peer review, 2 reviewers, 2 rounds"). */
export async function PeerReviewStatement({ record }: { record: PeerReviewJson }) {
  const t = await getTranslations("PeerReview");
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="peer-review-statement">
      <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
      {t("statement", { mode: record.mode, reviewers: record.reviewers, rounds: record.rounds })}
    </p>
  );
}

/** Open reviews published beside the article with their reviewers' consent, each under its reviewer's name. */
export async function OpenReviews({ record }: { record: PeerReviewJson }) {
  if (record.open_reviews.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations("PeerReview"), getDateFormatter()]);
  return (
    <section className="grid gap-3 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="open-reviews" data-testid="open-reviews">
      <h2 id="open-reviews" className="text-lg font-semibold">
        {t("openTitle")}
      </h2>
      <ol className="grid gap-3">
        {record.open_reviews.map((r, i) => (
          <li key={i} className="grid gap-1 rounded-lg bg-muted/40 p-3 text-sm" data-testid="open-review">
            <p className="font-medium">
              {t.rich("by", { name: r.reviewer, round: r.round, n: (chunks) => <bdi>{chunks}</bdi> })}
              <span className="text-muted-foreground">
                {" · "}
                <time dateTime={r.submitted_at}>{format.long(r.submitted_at)}</time>
              </span>
            </p>
            <p className="text-muted-foreground">{t(`recommendations.${r.recommendation}`)}</p>
            <p className="whitespace-pre-line" dir="auto">
              {r.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
