"use client";

import { Download, FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable, tableTexts, type Column } from "@/components/admin/data-table";
import { editAndDelete, type RowAction } from "@/components/admin/row-actions";
import { useFormDialog } from "@/components/admin/use-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { lastPathSegment } from "@/lib/files/files";
import { difficultyTone } from "@/lib/learning/rules";
import { type ExamJson, EXAMS_API, EXAMS_ENDPOINT } from "@/lib/learning/types";
import { ExamFormDialog } from "./exam-form-dialog";

const PAGE_SIZE = 10;
const TONE = { red: "destructive", yellow: "warning", green: "success" } as const;
type Page = { exams: ExamJson[]; total: number };

export function ExamsAdmin() {
  const t = useTranslations("AdminPrepExams");
  const te = useTranslations("PrepExams");
  const tc = useTranslations("Common");
  const form = useFormDialog<ExamJson>();
  const [showing, setShowing] = useState<ExamJson | null>(null);
  const list = usePagedList<Page>({ endpoint: EXAMS_ENDPOINT, pageSize: PAGE_SIZE, loadError: { title: t("errorTitle"), fallback: t("fetchFailed") } });
  const { data } = list;
  const remove = useApiMutation({
    request: (e: ExamJson) => apiJson(`${EXAMS_API}/delete.php`, { method: "DELETE", body: { id: e.id } }),
    invalidate: [EXAMS_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.exams.length ?? 0),
  });

  const columns: Column<ExamJson>[] = [
    {
      key: "name",
      header: t("colName"),
      cell: (e) => (
        <span className="font-medium" dir="auto">
          {e.name}
        </span>
      ),
    },
    {
      key: "description",
      header: t("colDescription"),
      cell: (e) => (
        <span className="line-clamp-2 min-w-48 max-w-md text-muted-foreground" dir="auto">
          {e.description}
        </span>
      ),
    },
    {
      key: "difficulty",
      header: t("colDifficulty"),
      cell: (e) => <Badge variant={TONE[difficultyTone(e.difficulty)]}>{te(`difficulty.${e.difficulty}`)}</Badge>,
    },
    { key: "enrollments", header: t("colEnrollments"), cell: (e) => <span className="whitespace-nowrap">{te("enrollments", { count: e.enrollments })}</span> },
  ];
  const actions = (e: ExamJson): RowAction[] => [
    { key: "resources", label: t("resources"), icon: FolderOpen, onClick: () => setShowing(e) },
    ...editAndDelete({
      editLabel: t("edit"),
      deleteLabel: t("delete"),
      editVariant: "secondary",
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm") },
      onEdit: () => form.edit(e),
      onDelete: () => remove.mutate(e),
    }),
  ];

  return (
    <div className="grid gap-4">
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={data?.exams ?? []}
        error={list.errorText && t("loadError", { message: list.errorText })}
        toolbar={<AddButton label={t("add")} onClick={() => form.edit(null)} />}
        {...tableTexts(t, list.data?.total)}
      />
      <ExamFormDialog key={form.key} {...form.dialogProps} exam={form.row} />
      <Dialog open={!!showing} onOpenChange={(o) => !o && setShowing(null)}>
        <DialogContent closeLabel={tc("close")}>
          <DialogHeader>
            <DialogTitle>{showing ? t("resourcesTitle", { name: showing.name }) : ""}</DialogTitle>
            <DialogDescription>
              {showing ? t("ratingSummary", { rating: showing.rating, count: te("ratingCount", { count: showing.rating_count }) }) : ""}
            </DialogDescription>
          </DialogHeader>
          {showing && (
            <div className="grid gap-4">
              {showing.resources.length ? (
                <ul className="grid list-inside list-disc gap-1 text-sm">
                  {showing.resources.map((r) => (
                    <li key={r}>{te(`resource.${r}`)}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{te("noResources")}</p>
              )}
              <Button asChild variant="outline" className="justify-self-start">
                <a href={showing.download_url} download={lastPathSegment(showing.download_url)}>
                  <Download /> {t("downloadPdf")}
                </a>
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
