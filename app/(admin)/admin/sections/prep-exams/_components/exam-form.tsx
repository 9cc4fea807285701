"use client";

import { useTranslations } from "next-intl";
import type { AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { FormCheckboxGroup } from "@/components/forms/checkbox-group";
import { FormFileField, imageField, pdfField } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { FormSelect, optionsOf } from "@/components/forms/form-select";
import { COVER_MAX_BYTES, DIFFICULTIES, EXAM_PDF_MAX_BYTES, EXAM_RESOURCES } from "@/lib/learning/rules";
import type { ExamJson } from "@/lib/learning/types";
import { ZExamInput } from "@/lib/schemas/exams";
import { LEARNING_NAME_MAX } from "@/lib/schemas/limits";

const BLANK = {
  name: "",
  description: "",
  difficulty: "Intermediate" as const,
  category: "",
  category_en: "",
  duration_minutes: "",
  resources: [...EXAM_RESOURCES],
};

// the PDF (checked here and by content on the server, a refused one toasted), its details and the resources, all three chosen at first
export function ExamForm(props: AdminFormProps<ExamJson>) {
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
        <FormField
          name="category_en"
          label={t("fieldCategoryEn")}
          optionalLabel={t("optional")}
          hint={t("fieldCategoryEnHint")}
          maxLength={LEARNING_NAME_MAX}
          dir="ltr"
        />
        <FormField name="duration_minutes" label={t("fieldDuration")} optionalLabel={t("optional")} inputMode="numeric" dir="ltr" />
      </div>
      <FormCheckboxGroup name="resources" legend={t("fieldResources")} options={optionsOf(EXAM_RESOURCES, (r) => te(`resource.${r}`))} />
      <FormFileField {...image} label={t("fieldImage")} optionalLabel={t("optional")} />
    </FormDialog>
  );
}
