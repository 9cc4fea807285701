"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { type ExamJson, EXAMS_API, EXAMS_CRUD } from "@/lib/learning/types";
import { cn } from "@/lib/utils";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { ExamDetails, ExamMedia, type ExamCardBody } from "./exam-card-body";

const STARS = [1, 2, 3, 4, 5];

/** Five stars that show the average and let the member set (or change) their own rating. */
function Rating({ exam }: { exam: ExamJson }) {
  const t = useTranslations("PrepExams");
  const format = useDateFormatter();
  const rate = useApiMutation({
    request: (rating: number) => apiJson(`${EXAMS_API}/rate.php`, { method: "POST", body: { exam_id: exam.id, rating } }),
    invalidate: [EXAMS_CRUD.list],
    success: () => ({ title: t("rated") }),
    failure: { title: t("errorTitle"), fallback: t("rateFailed") },
  });
  const shown = exam.my_rating ?? Math.round(exam.rating);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <div role="radiogroup" aria-label={t("rateGroup", { name: exam.name })} className="flex" dir="ltr">
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={exam.my_rating === n}
            aria-label={t("rateStar", { stars: n })}
            // not `disabled` while saving: a disabled button would drop the keyboard focus
            aria-disabled={rate.isPending}
            className="rounded p-1 text-amber-500 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring aria-disabled:opacity-60"
            onClick={() => !rate.isPending && rate.mutate(n)}
          >
            <Star className={cn("size-4", n <= shown ? "fill-current" : "fill-none opacity-50")} />
          </button>
        ))}
      </div>
      {exam.rating_count > 0 && (
        // the figure is shown; its meaning is read (a plain span takes no aria-label)
        <span className="font-semibold">
          <bdi aria-hidden>{format.decimal(exam.rating)}</bdi>
          <span className="sr-only">{t("rating", { rating: exam.rating, max: STARS.length })}</span>
        </span>
      )}
      <span className="text-muted-foreground">({t("ratingCount", { count: exam.rating_count })})</span>
    </div>
  );
}

/** An exam model's card, with real figures instead of the decorative ones. `body` is the server's (see CardGrid). */
export function ExamCard({ exam, priority, body }: { exam: ExamJson; priority?: boolean; body?: ExamCardBody }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md">
      {body?.media ?? <ExamMedia exam={exam} priority={priority} />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Rating exam={exam} />
        {body?.details ?? <ExamDetails exam={exam} />}
      </div>
    </article>
  );
}
