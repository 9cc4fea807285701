"use client";

import { ChevronDown, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DeleteButton } from "@/components/lists/delete-button";
import { ReportButton } from "@/components/reports/report-button";
import type { QuestionJson } from "@/lib/qa/types";
import { cn } from "@/lib/utils";
import { QuestionCardBody } from "./question-card-body";

// the answers (their form, votes and delete confirmation) load when a question is first expanded
const AnswersPanel = dynamic(() => import("./answers-panel").then((m) => m.AnswersPanel), {
  loading: () => (
    <div className="grid gap-2" aria-busy="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  ),
});

/**
 * One question: its text, count of answers and whether it is solved; the answers expand on demand.
 * `body` is the server's QuestionCardBody (see CardGrid).
 */
export function QuestionCard({
  q,
  body,
  onEdit,
  onDelete,
}: {
  q: QuestionJson;
  body?: React.ReactNode;
  onEdit: (q: QuestionJson) => void;
  onDelete: (q: QuestionJson) => void;
}) {
  const t = useTranslations("QA");
  const tc = useTranslations("Common");
  const [open, setOpen] = useState(false);
  const panelId = `answers-${q.id}`;
  return (
    <article data-testid="question-card" aria-labelledby={`q-${q.id}`} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      {body ?? <QuestionCardBody q={q} />}
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
        <ReportButton type="question" id={q.id} label={q.title} className="ms-auto" />
      </div>
      {open && (
        <div id={panelId}>
          <AnswersPanel questionId={q.id} canAnswer />
        </div>
      )}
    </article>
  );
}
