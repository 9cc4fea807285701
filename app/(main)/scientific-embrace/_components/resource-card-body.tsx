import { BookOpen, FileText, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { ResourceType } from "@/lib/learning/rules";
import type { ResourceJson } from "@/lib/learning/types";

export const TYPE_ICON: Record<ResourceType, React.ComponentType<{ className?: string }>> = { guide: BookOpen, video: Video, article: FileText };

/** A resource's content: its type, draft state, title, description, author, date and views. */
export function ResourceCardBody({ r }: { r: ResourceJson }) {
  const t = useTranslations("LearningResources");
  const date = useDateFormatter();
  const Icon = TYPE_ICON[r.type];
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <Badge className="gap-1">
          <Icon className="size-3.5" />
          {t(`type.${r.type}`)}
        </Badge>
        {r.status === "Draft" && (
          <Badge variant="warning" title={t("draftHint")}>
            {t("draft")}
          </Badge>
        )}
      </div>
      <h2 className="text-lg font-bold leading-snug" dir="auto">
        {r.title}
      </h2>
      {r.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">
          {r.description}
        </p>
      )}
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{t("by", { author: r.author })}</span>
        <time dateTime={r.created_at}>{date.medium(r.created_at)}</time>
        <span>{t("views", { count: r.views })}</span>
      </div>
    </>
  );
}
