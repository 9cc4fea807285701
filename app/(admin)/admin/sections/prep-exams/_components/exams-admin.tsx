"use client";

import { FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { FormCheckboxGroup } from "@/components/forms/checkbox-group";
import { FormFileField, imageField, pdfField } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { FormSelect, optionsOf } from "@/components/forms/form-select";
import { DifficultyBadge } from "@/components/learning/difficulty-badge";
import { COVER_MAX_BYTES, DIFFICULTIES, EXAM_PDF_MAX_BYTES, EXAM_RESOURCES } from "@/lib/learning/rules";
import { type ExamJson, EXAMS_CRUD } from "@/lib/learning/types";
import { ZExamInput } from "@/lib/schemas/exams";

const BLANK = { name: "", description: "", difficulty: "Intermediate" as const, category: "", duration_minutes: "", resources: [...EXAM_RESOURCES] };

// /admin/sections/prep-exams: the exam PDFs, their details and resources
export function ExamsAdmin() {
  const te = useTranslations("PrepExams");
  const table = useAdminTable({
    api: EXAMS_CRUD,
    ns: "AdminPrepExams",
    rowsKey: "exams",
    form: ExamForm,
    columns: () => [
      { key: "name", cell: (e) => <TitleCell title={e.name} /> },
      { key: "description", cell: (e) => <TitleCell title={e.description} muted /> },
      { key: "difficulty", cell: (e) => <DifficultyBadge difficulty={e.difficulty} /> },
      { key: "enrollments", cell: (e) => <span className="whitespace-nowrap">{te("enrollments", { count: e.enrollments })}</span> },
    ],
    details: {
      action: "resources",
      icon: FolderOpen,
      title: (e, t) => t("resourcesTitle", { name: e.name }),
      description: (e, t) => t("ratingSummary", { rating: e.rating, count: te("ratingCount", { count: e.rating_count }) }),
      list: (e) => ({ items: e.resources.map((r) => te(`resource.${r}`)), empty: te("noResources") }),
      download: (e, t) => ({ href: e.download_url, label: t("downloadPdf") }),
    },
  });
  return <AdminTable table={table} />;
}

// the PDF (checked here and by content on the server, a refused one toasted), its details and the resources, all three chosen at first
function ExamForm(props: AdminFormProps<ExamJson>) {
  const te = useTranslations("PrepExams");
  const save = useSaveForm({
    ...props,
    schema: ZExamInput,
    values: rowValues(props.row, BLANK),
    files: ["exam_pdf", "image"],
    required: { file: "exam_pdf", message: "pdfRequired" },
  });
  const { t } = save;
  const pdf = save.file("exam_pdf", pdfField(EXAM_PDF_MAX_BYTES), { size: "tooLargeBody", type: "invalidTypeBody" });
  const image = save.file("image", imageField(COVER_MAX_BYTES), { size: "imageInvalid", type: "imageInvalid" });
  return (
    <FormDialog {...save.dialogProps}>
      <FormFileField {...pdf} label={t(props.row ? "fieldPdfReplace" : "fieldPdf")} required={!props.row} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" label={t("fieldName")} required maxLength={200} />
        <FormSelect name="difficulty" label={t("fieldDifficulty")} required options={optionsOf(DIFFICULTIES, (d) => te(`difficulty.${d}`))} />
      </div>
      <FormField name="description" label={t("fieldDescription")} required multiline rows={3} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label={t("fieldCategory")} optionalLabel={t("optional")} maxLength={100} />
        <FormField name="duration_minutes" label={t("fieldDuration")} optionalLabel={t("optional")} inputMode="numeric" dir="ltr" />
      </div>
      <FormCheckboxGroup name="resources" legend={t("fieldResources")} options={optionsOf(EXAM_RESOURCES, (r) => te(`resource.${r}`))} />
      <FormFileField {...image} label={t("fieldImage")} optionalLabel={t("optional")} />
    </FormDialog>
  );
}
