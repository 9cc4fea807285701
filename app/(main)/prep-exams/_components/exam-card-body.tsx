import { BookOpen, Clock, FileText, PlayCircle, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { ArticleImage } from "@/components/posts/article-image";
import { DifficultyBadge } from "@/components/learning/difficulty-badge";
import { DownloadButton } from "@/components/lists/file-link";
import type { ExamResource } from "@/lib/learning/rules";
import type { ExamJson } from "@/lib/learning/types";
import { MetaRow } from "@/components/ui/meta-item";

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

/** An exam card's static parts, around its rating: rendered by the server for the board's first page (see CardGrid). */
export type ExamCardBody = { media: React.ReactNode; details: React.ReactNode };

/** The cover and the difficulty. */
export function ExamMedia({ exam, priority }: { exam: ExamJson; priority?: boolean }) {
  return (
    <div className="relative aspect-[16/9] bg-muted">
      <ArticleImage src={exam.image_url ?? "/images/article-default.svg"} alt="" priority={priority} />
      <DifficultyBadge difficulty={exam.difficulty} className="absolute start-3 top-3 shadow-sm" />
    </div>
  );
}

/** The duration, enrollments, name, description, resources and the download. */
export function ExamDetails({ exam }: { exam: ExamJson }) {
  const t = useTranslations("PrepExams");
  return (
    <>
      <MetaRow
        large
        facts={[
          { icon: Clock, content: exam.duration_minutes ? t("duration", durationParts(exam.duration_minutes)) : t("noDuration") },
          { icon: Users, content: t("enrollments", { count: exam.enrollments }) },
        ]}
      />
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
      <DownloadButton
        href={exam.download_url}
        label={<span className="first-letter:uppercase">{t("download")}</span>}
        of={exam.name}
        className="mt-auto w-full"
      />
    </>
  );
}
