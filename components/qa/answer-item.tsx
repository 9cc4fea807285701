import { PlainMath } from "@/components/math/plain-math";
import { CheckCircle2 } from "lucide-react";
import { ResearcherLink } from "@/components/people/researcher-link";
import { Badge } from "@/components/ui/badge";
import type { AnswerJson } from "@/lib/qa/types";
import { cn } from "@/lib/utils";

/**
 * One answer as every reader sees it (acceptance, text, author and date), with the reader's own
 * controls at the end of its foot: a member's vote, accept, report and delete, or a visitor's
 * plain vote count. Texts come in already translated, so a server page and the client panel share it.
 */
export function AnswerItem({
  answer: a,
  acceptedLabel,
  date,
  children,
}: {
  answer: AnswerJson;
  acceptedLabel: string;
  date: string;
  children: React.ReactNode;
}) {
  return (
    <li
      data-testid="answer"
      className={cn("grid gap-2 rounded-lg border p-4", a.accepted ? "border-emerald-400 bg-emerald-50/60 dark:bg-emerald-950/20" : "bg-muted/30")}
    >
      {a.accepted && (
        <Badge variant="success" className="w-fit gap-1">
          <CheckCircle2 className="size-3.5" /> {acceptedLabel}
        </Badge>
      )}
      <p className="whitespace-pre-line break-words text-sm leading-7" dir="auto">
        <PlainMath text={a.text} formulas={a.formulas} />
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          <ResearcherLink name={a.author} userId={a.user_id} /> · <time dateTime={a.created_at}>{date}</time>
        </span>
        {children}
      </div>
    </li>
  );
}
