import { CheckCircle2, ThumbsUp } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ResearcherLink } from "@/components/people/researcher-link";
import { Badge } from "@/components/ui/badge";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import type { AnswerJson } from "@/lib/qa/types";
import { cn } from "@/lib/utils";

/** The answers as a signed-out reader of a public site sees them: to read, with their votes and acceptance, nothing to press. */
export async function PublicAnswers({ answers }: { answers: AnswerJson[] }) {
  const [t, fmt] = await Promise.all([getTranslations("QA"), getDateFormatter()]);
  if (answers.length === 0) return <p className="text-sm text-muted-foreground">{t("noAnswers")}</p>;
  return (
    <ol className="grid gap-3" aria-label={t("answersCount", { count: answers.length })}>
      {answers.map((a) => (
        <li
          key={a.id}
          data-testid="answer"
          className={cn("grid gap-2 rounded-lg border p-4", a.accepted ? "border-emerald-400 bg-emerald-50/60 dark:bg-emerald-950/20" : "bg-muted/30")}
        >
          {a.accepted && (
            <Badge variant="success" className="w-fit gap-1">
              <CheckCircle2 className="size-3.5" /> {t("accepted")}
            </Badge>
          )}
          <p className="whitespace-pre-line break-words text-sm leading-7" dir="auto">
            {a.text}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span>
              <ResearcherLink name={a.author} userId={a.user_id} /> · <time dateTime={a.created_at}>{fmt.medium(a.created_at)}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              <ThumbsUp className="size-3.5" aria-hidden /> {t("votes", { count: a.votes })}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
