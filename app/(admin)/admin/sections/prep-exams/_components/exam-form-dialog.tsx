"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FileField, IMAGE_TYPES } from "@/components/forms/file-field";
import { FieldShell, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormSelect } from "@/components/forms/form-select";
import { FormDialog } from "@/components/forms/form-dialog";
import { toast } from "@/components/ui/use-toast";
import { formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { useUpload } from "@/lib/client/use-upload";
import { COVER_MAX_BYTES, DIFFICULTIES, EXAM_PDF_MAX_BYTES, EXAM_RESOURCES, type ExamResource } from "@/lib/learning/rules";
import { type ExamJson, EXAMS_API, EXAMS_ENDPOINT } from "@/lib/learning/types";
import { ZExamInput, type TExamInput } from "@/lib/schemas/exams";

const PDF_RULE = { accept: ["application/pdf"], extensions: ["pdf"], maxBytes: EXAM_PDF_MAX_BYTES } as const;
const IMAGE_RULE = { ...IMAGE_TYPES, maxBytes: COVER_MAX_BYTES };

const valuesOf = (e: ExamJson | null) => ({
  name: e?.name ?? "",
  description: e?.description ?? "",
  difficulty: e?.difficulty ?? ("Intermediate" as const),
  category: e?.category ?? "",
  duration_minutes: e?.duration_minutes ? String(e.duration_minutes) : "",
  // the three resources are selected by default (spec §9)
  resources: e ? [...e.resources] : [...EXAM_RESOURCES],
});

/** Spec §2 'Add New Exam PDF' (and its edit): the PDF (checked here and by content on the server), details and a progress bar. */
export function ExamFormDialog({ open, exam, onOpenChange }: { open: boolean; exam: ExamJson | null; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("AdminPrepExams");
  const te = useTranslations("PrepExams");
  const form = useZodForm(ZExamInput, valuesOf(exam));
  const [pdf, setPdf] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const { progress, upload } = useUpload();
  const save = useApiMutation({
    request: (values: TExamInput) => {
      const body = formDataOf(values, { exam_pdf: pdf, image });
      if (exam) body.set("id", String(exam.id));
      return exam ? upload(`${EXAMS_API}/update.php`, body, "PUT") : upload(`${EXAMS_API}/upload_exam_pdf.php`, body);
    },
    invalidate: [EXAMS_ENDPOINT],
    success: () => (exam ? { title: t("updated") } : { title: t("uploadSuccess"), description: t("uploadSuccessBody") }),
    failure: exam ? { title: t("errorTitle"), fallback: t("updateFailed") } : { title: t("uploadFailed"), fallback: t("uploadError") },
  });
  const resources = (form.watch("resources") ?? []) as ExamResource[];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={exam ? t("editTitle") : t("uploadTitle")}
      description={t("uploadDescription")}
      form={form}
      busy={progress !== null}
      onSubmit={async (values) => {
        if (!exam && !pdf) {
          toast({ title: t("noFileTitle"), description: t("noFileBody"), variant: "destructive" });
          form.setError("exam_pdf" as never, { message: "pdfRequired" });
          return;
        }
        if (await submitTo(form, () => save.mutateAsync(values))) onOpenChange(false);
      }}
      submitLabel={exam ? t("save") : t("upload")}
      pendingLabel={exam ? t("saving") : t("uploading")}
    >
      <FieldShell name="exam_pdf" label={exam ? t("fieldPdfReplace") : t("fieldPdf")} required={!exam}>
        {(a11y) => (
          <FileField
            {...a11y}
            value={pdf}
            onChange={(f) => {
              setPdf(f);
              form.clearErrors("exam_pdf" as never);
            }}
            rule={PDF_RULE}
            progress={progress}
            chooseLabel={t("choosePdf")}
            onProblem={(p) =>
              toast({ title: t("invalidTypeTitle"), description: p === "size" ? t("tooLargeBody") : t("invalidTypeBody"), variant: "destructive" })
            }
          />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" label={t("fieldName")} required maxLength={200} />
        <FormSelect name="difficulty" label={t("fieldDifficulty")} required options={DIFFICULTIES.map((d) => ({ value: d, label: te(`difficulty.${d}`) }))} />
      </div>
      <FormField name="description" label={t("fieldDescription")} required multiline rows={3} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label={t("fieldCategory")} optionalLabel={t("optional")} maxLength={100} />
        <FormField name="duration_minutes" label={t("fieldDuration")} optionalLabel={t("optional")} inputMode="numeric" dir="ltr" />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("fieldResources")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {EXAM_RESOURCES.map((r) => (
            <label key={r} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={resources.includes(r)}
                onChange={(e) =>
                  form.setValue(
                    "resources",
                    e.target.checked ? EXAM_RESOURCES.filter((x) => x === r || resources.includes(x)) : resources.filter((x) => x !== r),
                    { shouldDirty: true },
                  )
                }
              />
              {te(`resource.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldShell name="image" label={t("fieldImage")} optionalLabel={t("optional")}>
        {(a11y) => (
          <FileField
            {...a11y}
            value={image}
            onChange={setImage}
            rule={IMAGE_RULE}
            chooseLabel={t("chooseImage")}
            onProblem={() => toast({ title: t("invalidTypeTitle"), description: t("imageInvalid"), variant: "destructive" })}
          />
        )}
      </FieldShell>
    </FormDialog>
  );
}
