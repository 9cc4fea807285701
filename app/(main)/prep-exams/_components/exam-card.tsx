"use client";

import { BookOpen, Clock, Download, FileText, PlayCircle, Star, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { ArticleImage } from "@/components/posts/article-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { lastPathSegment } from "@/lib/files";
import { useApiMutation } from "@/lib/client/query";
import { difficultyTone, type ExamResource } from "@/lib/learning/rules";
import { EXAMS_ENDPOINT, type ExamJson } from "@/lib/learning/types";
import { cn } from "@/lib/utils";

const TONE = { red: "destructive", yellow: "warning", green: "success" } as const;
const RESOURCE_ICON: Record<ExamResource, React.ComponentType<{ className?: string }>> = {
  practiceTests: FileText,
  studyGuides: BookOpen,
  videoTutorials: PlayCircle,
};

/** Hours and minutes of a duration, for the message's plural forms. */
export function durationParts(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { hours, minutes: rest, both: hours > 0 && rest > 0 ? "yes" : "no" };
}

/** Five stars that show the average and let the member set (or change) their own rating. */
function Rating({ exam }: { exam: ExamJson }) {
  const t = useTranslations("PrepExams");
  const rate = useApiMutation({
    request: (rating: number) => apiJson("/backend/api/prep_exams/rate.php", { method: "POST", body: { exam_id: exam.id, rating } }),
    invalidate: [EXAMS_ENDPOINT],
    success: () => ({ title: t("rated") }),
    failure: { title: t("errorTitle"), fallback: t("rateFailed") },
  });
  const shown = exam.my_rating ?? Math.round(exam.rating);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <div role="radiogroup" aria-label={t("rateGroup", { name: exam.name })} className="flex" dir="ltr">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={exam.my_rating === n}
            aria-label={t("rateStar", { stars: n })}
            disabled={rate.isPending}
            className="rounded p-1 text-amber-500 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            onClick={() => rate.mutate(n)}
          >
            <Star className={cn("size-4", n <= shown ? "fill-current" : "fill-none opacity-50")} />
          </button>
        ))}
      </div>
      {exam.rating_count > 0 && (
        <span className="font-semibold" aria-label={t("rating", { rating: exam.rating })}>
          <bdi>{exam.rating}</bdi>
        </span>
      )}
      <span className="text-muted-foreground">({t("ratingCount", { count: exam.rating_count })})</span>
    </div>
  );
}

/** Spec §2's exam card, with real figures instead of the decorative ones. */
export function ExamCard({ exam, priority }: { exam: ExamJson; priority?: boolean }) {
  const t = useTranslations("PrepExams");
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[16/9] bg-muted">
        <ArticleImage src={exam.image_url ?? "/images/article-default.svg"} alt="" priority={priority} />
        <Badge variant={TONE[difficultyTone(exam.difficulty)]} className="absolute start-3 top-3 shadow-sm">
          {t(`difficulty.${exam.difficulty}`)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Rating exam={exam} />
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" />
            {exam.duration_minutes ? t("duration", durationParts(exam.duration_minutes)) : t("noDuration")}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" />
            {t("enrollments", { count: exam.enrollments })}
          </span>
        </div>
        <h2 className="text-xl font-bold" dir="auto">
          {exam.name}
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">
          {exam.description}
        </p>
        <div>
          <h3 className="mb-1 text-sm font-semibold">{t("resourcesTitle")}</h3>
          {exam.resources.length ? (
            <ul className="grid gap-1 text-sm">
              {exam.resources.map((r) => {
                const Icon = RESOURCE_ICON[r];
                return (
                  <li key={r} className="inline-flex items-center gap-2">
                    <Icon className="size-4 text-primary" />
                    {t(`resource.${r}`)}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noResources")}</p>
          )}
        </div>
        <Button asChild className="mt-auto w-full">
          <a href={exam.download_url} download={lastPathSegment(exam.download_url)}>
            <Download /> <span className="first-letter:uppercase">{t("download")}</span>
            <span className="sr-only">
              {" "}
              <bdi>{exam.name}</bdi>
            </span>
          </a>
        </Button>
      </div>
    </article>
  );
}
