"use client";

import { Download, FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { TitleCell } from "@/components/admin/data-table";
import { DetailsDialog, useRowDetails } from "@/components/admin/details-dialog";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { FormCheckboxGroup } from "@/components/forms/checkbox-group";
import { FormFileField, imageField, pdfField } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { FormSelect, optionsOf } from "@/components/forms/form-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { lastPathSegment } from "@/lib/files/files";
import { COVER_MAX_BYTES, DIFFICULTIES, difficultyTone, EXAM_PDF_MAX_BYTES, EXAM_RESOURCES } from "@/lib/learning/rules";
import { type ExamJson, EXAMS_CRUD } from "@/lib/learning/types";
import { ZExamInput } from "@/lib/schemas/exams";

const TONE = { red: "destructive", yellow: "warning", green: "success" } as const;

// /admin/sections/prep-exams: the exam PDFs, their details and resources
export function ExamsAdmin() {
  const te = useTranslations("PrepExams");
  const details = useRowDetails<ExamJson>();
  const table = useAdminTable<ExamJson>({
    api: EXAMS_CRUD,
    ns: "AdminPrepExams",
    rowsKey: "exams",
    form: ExamForm,
    columns: () => [
      { key: "name", cell: (e) => <TitleCell title={e.name} /> },
      { key: "description", cell: (e) => <TitleCell title={e.description} muted /> },
      { key: "difficulty", cell: (e) => <Badge variant={TONE[difficultyTone(e.difficulty)]}>{te(`difficulty.${e.difficulty}`)}</Badge> },
      { key: "enrollments", cell: (e) => <span className="whitespace-nowrap">{te("enrollments", { count: e.enrollments })}</span> },
    ],
    actions: (e, t) => [{ label: t("resources"), icon: FolderOpen, onClick: () => details.show(e) }],
  });
  const { t } = table;
  const e = details.row;
  return (
    <>
      <AdminTable table={table} />
      {e && (
        <DetailsDialog
          {...details.dialogProps}
          title={t("resourcesTitle", { name: e.name })}
          description={t("ratingSummary", { rating: e.rating, count: te("ratingCount", { count: e.rating_count }) })}
        >
          {e.resources.length ? (
            <ul className="grid list-inside list-disc gap-1 text-sm">
              {e.resources.map((r) => (
                <li key={r}>{te(`resource.${r}`)}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{te("noResources")}</p>
          )}
          <Button asChild variant="outline" className="justify-self-start">
            <a href={e.download_url} download={lastPathSegment(e.download_url)}>
              <Download /> {t("downloadPdf")}
            </a>
          </Button>
        </DetailsDialog>
      )}
    </>
  );
}

// the PDF (checked here and by content on the server), its details and the three resources, all chosen at first
function ExamForm(props: AdminFormProps<ExamJson>) {
  const te = useTranslations("PrepExams");
  const e = props.row;
  const values = rowValues(e, {
    name: "",
    description: "",
    difficulty: "Intermediate" as const,
    category: "",
    duration_minutes: "",
    resources: [...EXAM_RESOURCES],
  });
  const save = useSaveForm({
    ...props,
    schema: ZExamInput,
    values,
    files: ["exam_pdf", "image"],
    required: { file: "exam_pdf", message: "pdfRequired" },
    missingToast: { title: "noFileTitle", description: "noFileBody" },
  });
  const { t } = save;
  const refused = (description: string) => toast({ title: t("invalidTypeTitle"), description, variant: "destructive" });
  return (
    <FormDialog {...save.dialogProps}>
      <FormFileField
        {...save.file("exam_pdf", pdfField(EXAM_PDF_MAX_BYTES))}
        label={t(e ? "fieldPdfReplace" : "fieldPdf")}
        required={!e}
        onProblem={(p) => refused(t(p === "size" ? "tooLargeBody" : "invalidTypeBody"))}
      />
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
      <FormFileField
        {...save.file("image", { ...imageField(COVER_MAX_BYTES), problems: undefined })}
        label={t("fieldImage")}
        optionalLabel={t("optional")}
        onProblem={() => refused(t("imageInvalid"))}
      />
    </FormDialog>
  );
}
