"use client";

import { Check, Eye, RotateCcw, X } from "lucide-react";
import { DateCell, TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { AnswersPanel } from "@/components/qa/answers-panel";
import { QUESTION_TONES } from "@/components/qa/status-badge";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { QUESTION_STATUSES, QUESTION_TRANSITIONS } from "@/lib/qa/rules";
import { QA_CRUD, QUESTION_ENDPOINT, type QuestionJson } from "@/lib/qa/types";

const QuestionFormDialog = lazyDialog(() => import("@/components/qa/question-form-dialog").then((m) => m.QuestionFormDialog));

// /admin/sections/qa: every question in any status, reviewed (approved, rejected, back to review),
// edited and deleted; members ask on the board, so no add here; each one's answers in its details
export function QaAdmin() {
  const fmt = useDateFormatter();
  const table = useAdminTable({
    api: QA_CRUD,
    ns: "AdminQA",
    rowsKey: "questions",
    editable: "rows",
    form: QuestionForm,
    params: { admin: "true" },
    pageSize: 20,
    rowTitle: (q) => q.title,
    // the details show the question's own page (its answers, which wait for its approval)
    invalidate: [QUESTION_ENDPOINT],
    columns: () => [
      { key: "title", cell: (q) => <TitleCell title={q.title} /> },
      { key: "author", cell: (q) => <bdi className="whitespace-nowrap">{q.author}</bdi> },
      { key: "date", cell: (q) => <DateCell value={q.created_at} /> },
      { key: "answers", cell: (q) => <bdi>{fmt.number(q.answer_count)}</bdi> },
    ],
    status: {
      values: QUESTION_STATUSES,
      transitions: QUESTION_TRANSITIONS,
      actions: { approved: "approve", rejected: "reject", pending: "backToReview" },
      icons: { approved: Check, rejected: X, pending: RotateCcw },
      tones: QUESTION_TONES,
      toasts: { approved: "approved", rejected: "rejectedToast", pending: "reopened" },
      filter: "select",
      at: 3,
    },
    details: {
      action: "viewAnswers",
      icon: Eye,
      title: (q, t) => t("answersTitle", { title: q.title }),
      description: (q) => q.description,
      body: (q) => (
        <div className="max-h-[60vh] overflow-y-auto pe-1">
          <AnswersPanel questionId={q.id} canAnswer={false} />
        </div>
      ),
    },
  });
  return <AdminTable table={table} />;
}

// the members' question form, on the row being edited
function QuestionForm({ open, onOpenChange, row }: AdminFormProps<QuestionJson>) {
  return <QuestionFormDialog open={open} onOpenChange={onOpenChange} editing={row} />;
}
