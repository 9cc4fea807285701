"use client";

import { CalendarDays, CheckCircle2, ChevronDown, Clock, MessageSquare, Pencil, Tag, User } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DeleteButton } from "@/components/lists/delete-button";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import type { QuestionJson } from "@/lib/qa/types";
import { cn } from "@/lib/utils";

// the answers (their form, votes and delete confirmation) load when a question is first expanded
const AnswersPanel = dynamic(() => import("./answers-panel").then((m) => m.AnswersPanel), {
  loading: () => (
    <div className="grid gap-2" aria-busy="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  ),
});

/** One question: its text, count of answers and whether it is solved; the answers expand on demand. */
export function QuestionCard({ q, onEdit, onDelete }: { q: QuestionJson; onEdit: (q: QuestionJson) => void; onDelete: (q: QuestionJson) => void }) {
  const t = useTranslations("QA");
  const tc = useTranslations("Common");
  const fmt = useDateFormatter();
  const [open, setOpen] = useState(false);
  const panelId = `answers-${q.id}`;
  return (
    <article data-testid="question-card" aria-labelledby={`q-${q.id}`} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {q.solved && (
          <Badge variant="success" className="gap-1">
            <CheckCircle2 className="size-3.5" /> {t("solved")}
          </Badge>
        )}
        {q.status === "pending" && (
          <Badge variant="warning" className="gap-1">
            <Clock className="size-3.5" /> {t("pendingReview")}
          </Badge>
        )}
        {q.status === "rejected" && <Badge variant="destructive">{t("rejected")}</Badge>}
        {q.keyword && (
          <Badge variant="secondary" className="gap-1">
            <Tag className="size-3.5" /> <bdi>{q.keyword}</bdi>
          </Badge>
        )}
      </div>
      <h2 id={`q-${q.id}`} className="text-lg font-semibold leading-8" dir="auto">
        {q.title}
      </h2>
      <p className="whitespace-pre-line break-words text-sm leading-7 text-muted-foreground" dir="auto">
        {q.description}
      </p>
      {q.image_path && (
        // eslint-disable-next-line @next/next/no-img-element -- a member's upload, served as it is
        <img src={q.image_path} alt={t("image")} loading="lazy" className="max-h-72 w-fit max-w-full rounded-lg border object-contain" />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <User className="size-3.5" /> <bdi>{q.author}</bdi>
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-3.5" /> <time dateTime={q.created_at}>{fmt.medium(q.created_at)}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-3.5" /> {t("answersCount", { count: q.answer_count })}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t pt-3">
        <Button size="sm" variant={open ? "secondary" : "outline"} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} /> {open ? t("hideAnswers") : t("showAnswers")}
        </Button>
        {q.can_edit && (
          <Button size="sm" variant="ghost" onClick={() => onEdit(q)}>
            <Pencil /> {tc("edit")}
          </Button>
        )}
        {q.can_delete && <DeleteButton confirmTitle={t("deleteQuestionConfirm")} onConfirm={() => onDelete(q)} />}
      </div>
      {open && (
        <div id={panelId}>
          <AnswersPanel questionId={q.id} canAnswer />
        </div>
      )}
    </article>
  );
}
