"use client";

import { Check, Eye, RotateCcw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable, DateCell, tableTexts, type Column } from "@/components/admin/data-table";
import { editAndDelete, statusActions, type RowAction } from "@/components/admin/row-actions";
import { AnswersPanel } from "@/components/qa/answers-panel";
import { QuestionFormDialog } from "@/components/qa/question-form-dialog";
import { QuestionStatusBadge } from "@/components/qa/status-badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FilterSelect } from "@/components/lists/filter-select";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { QUESTION_STATUSES, QUESTION_TRANSITIONS, type QuestionStatus } from "@/lib/qa/rules";
import { QA_API, QUESTION_ENDPOINT, QUESTIONS_ENDPOINT, type QuestionJson, type QuestionPage } from "@/lib/qa/types";

const PAGE_SIZE = 20;

/** Every question, any status: search, status filter, pages; view answers, approve, reject, edit, delete. */
export function QaAdmin() {
  const t = useTranslations("AdminQA");
  const tq = useTranslations("QA");
  const tc = useTranslations("Common");
  const fmt = useDateFormatter();
  const list = usePagedList<QuestionPage, "status">({
    endpoint: QUESTIONS_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["status"],
    params: { admin: "true" },
  });
  const rows = list.data?.questions ?? [];
  const [viewing, setViewing] = useState<QuestionJson | null>(null);
  const [editing, setEditing] = useState<QuestionJson | null>(null);

  const setStatus = useApiMutation({
    request: ({ q, next }: { q: QuestionJson; next: QuestionStatus }) =>
      apiJson(`${QA_API}/update_status.php`, { method: "PUT", body: { id: q.id, status: next } }),
    invalidate: [QUESTIONS_ENDPOINT, QUESTION_ENDPOINT],
    success: (_, { q, next }) => ({
      title: next === "approved" ? t("approved") : next === "rejected" ? t("rejectedToast") : t("reopened"),
      description: q.title,
    }),
    failure: { title: t("statusErrorTitle"), fallback: t("statusFailed") },
  });
  const remove = useApiMutation({
    request: (q: QuestionJson) => apiJson(`${QA_API}/delete.php`, { method: "DELETE", body: { id: q.id } }),
    invalidate: [QUESTIONS_ENDPOINT],
    success: (_, q) => ({ title: tq("questionDeleted"), description: q.title }),
    failure: { title: tq("deleteFailed"), fallback: tq("deleteFailed") },
    onSuccess: () => list.afterRemove(rows.length),
  });

  const columns: Column<QuestionJson>[] = [
    {
      key: "title",
      header: t("colTitle"),
      className: "max-w-md",
      cell: (q) => (
        <span className="line-clamp-2 font-medium [text-align:match-parent]" dir="auto">
          {q.title}
        </span>
      ),
    },
    { key: "author", header: t("colAuthor"), cell: (q) => <bdi>{q.author}</bdi> },
    {
      key: "date",
      header: t("colDate"),
      cell: (q) => <DateCell value={q.created_at} />,
    },
    { key: "status", header: t("colStatus"), cell: (q) => <QuestionStatusBadge status={q.status} /> },
    { key: "answers", header: t("colAnswers"), cell: (q) => <bdi>{fmt.number(q.answer_count)}</bdi> },
  ];
  const actions = (q: QuestionJson): RowAction[] => [
    { key: "view", label: t("viewAnswers"), icon: Eye, onClick: () => setViewing(q), ariaLabel: `${t("viewAnswers")}: ${q.title}` },
    ...statusActions<QuestionStatus>({
      status: q.status,
      transitions: QUESTION_TRANSITIONS,
      labels: { approved: t("approve"), rejected: t("reject"), pending: t("backToReview") },
      icons: { approved: Check, rejected: X, pending: RotateCcw },
      disabled: setStatus.isPending,
      onChange: (next) => setStatus.mutate({ q, next }),
    }),
    ...editAndDelete({
      editLabel: tc("edit"),
      deleteLabel: tc("delete"),
      confirm: { title: tq("deleteQuestionConfirm"), description: q.title },
      onEdit: () => setEditing(q),
      onDelete: () => remove.mutate(q),
    }),
  ];

  return (
    <>
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={rows}
        {...tableTexts(t, list.data?.total)}
        toolbar={
          <FilterSelect
            label={t("statusFilter")}
            allLabel={t("all")}
            value={list.filters.status}
            onChange={(v) => list.setFilter("status", v)}
            options={QUESTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        }
      />
      <Dialog open={!!viewing} onOpenChange={(o) => !o && setViewing(null)}>
        <DialogContent closeLabel={tc("close")} className="max-w-2xl">
          {viewing && (
            <>
              <DialogHeader>
                <DialogTitle dir="auto">{t("answersTitle", { title: viewing.title })}</DialogTitle>
                <DialogDescription className="whitespace-pre-line" dir="auto">
                  {viewing.description}
                </DialogDescription>
              </DialogHeader>
              <div className="max-h-[60vh] overflow-y-auto pe-1">
                <AnswersPanel questionId={viewing.id} canAnswer={false} />
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
      {editing && <QuestionFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} />}
    </>
  );
}
