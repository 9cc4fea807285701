"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { FileField, IMAGE_TYPES, type FileRule } from "@/components/forms/file-field";
import { FieldShell, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog, saveFailure } from "@/components/forms/form-dialog";
import { toast } from "@/lib/client/toast";
import { apiJson, apiUpload } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { useApiMutation, useApiQuery } from "@/lib/client/query";
import { useDebounced } from "@/lib/client/use-debounced";
import { QA_API, QUESTIONS_ENDPOINT, QUESTION_ENDPOINT, SIMILAR_ENDPOINT, type QuestionJson } from "@/lib/qa/types";
import { QA_IMAGE_MAX_BYTES, QUESTION_DESCRIPTION_MAX, QUESTION_TITLE_MAX, ZQuestionInput, type TQuestionInput } from "@/lib/schemas/qa";
import { megabytes } from "@/lib/schemas/limits";

const IMAGE_RULE: FileRule = { ...IMAGE_TYPES, maxBytes: QA_IMAGE_MAX_BYTES };

/**
 * Ask a question (title and description required, keyword and image optional, with a preview), or
 * edit one. While a title is typed, up to five similar approved questions are suggested.
 */
export function QuestionFormDialog({
  open,
  onOpenChange,
  editing,
  onPickSimilar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: QuestionJson | null;
  /** a suggested question was chosen: the board shows it */
  onPickSimilar?: (q: QuestionJson) => void;
}) {
  const t = useTranslations("QA.form");
  const describe = useErrorText();
  const initial = editing ? { title: editing.title, description: editing.description, keyword: editing.keyword } : { title: "", description: "", keyword: "" };
  const form = useZodForm(ZQuestionInput, initial);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const preview = usePreview(image);

  const title = useWatch({ control: form.control, name: "title" }) ?? "";
  const typed = useDebounced(title.trim(), 300);
  const similar = useApiQuery<{ questions: QuestionJson[] }>(SIMILAR_ENDPOINT, { q: typed }, { enabled: !editing && open && typed.length >= 3 });
  const suggestions = !editing && typed.length >= 3 ? (similar.data?.questions ?? []) : [];

  const save = useApiMutation({
    request: (body: TQuestionInput) =>
      editing
        ? apiJson(`${QA_API}/update.php`, { method: "PUT", body: { id: editing.id, title: body.title, description: body.description, keyword: body.keyword } })
        : apiJson(`${QA_API}/create.php`, { method: "POST", body }),
    invalidate: [QUESTIONS_ENDPOINT, QUESTION_ENDPOINT],
    success: () => (editing ? { title: t("updated") } : { title: t("created"), description: t("createdBody") }),
    failure: saveFailure(t, !!editing),
  });

  function reset() {
    form.reset(initial);
    setImage(null);
    setProgress(null);
    setImageProblem(null);
  }

  async function upload(file: File): Promise<string | null> {
    const body = new FormData();
    body.append("image", file);
    setProgress(0);
    try {
      return (await apiUpload<{ image_path: string }>(`${QA_API}/upload_image.php`, body, setProgress)).image_path;
    } catch (e) {
      toast({ title: t("uploadFailed"), description: describe(e, t("uploadFailed")), variant: "destructive" });
      return null;
    } finally {
      setProgress(null);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={reset}
      title={editing ? t("editTitle") : t("askTitle")}
      description={editing ? undefined : t("askSubtitle")}
      form={form}
      busy={progress !== null}
      onSubmit={async (values) => {
        let image_path: string | null = null;
        if (image && !editing) {
          image_path = await upload(image);
          if (!image_path) return;
        }
        if (await submitTo(form, () => save.mutateAsync({ ...values, image_path }))) {
          onOpenChange(false);
          reset();
        }
      }}
      submitLabel={editing ? t("save") : t("submit")}
      pendingLabel={t("saving")}
    >
      <FormField name="title" label={t("title")} required maxLength={QUESTION_TITLE_MAX} placeholder={t("titlePlaceholder")} />
      {suggestions.length > 0 && (
        <section
          aria-label={t("similarTitle")}
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/30"
        >
          <p className="font-medium">{t("similarHint")}</p>
          <ul className="grid gap-1">
            {suggestions.map((q) => (
              <li key={q.id}>
                <button
                  type="button"
                  className="text-start text-primary underline-offset-4 hover:underline"
                  dir="auto"
                  onClick={() => {
                    onPickSimilar?.(q);
                    onOpenChange(false);
                    reset();
                  }}
                >
                  {q.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <FormField
        name="description"
        label={t("description")}
        required
        multiline
        rows={5}
        maxLength={QUESTION_DESCRIPTION_MAX}
        placeholder={t("descriptionPlaceholder")}
      />
      <FormField name="keyword" label={t("keyword")} optionalLabel={t("optional")} maxLength={100} placeholder={t("keywordPlaceholder")} />
      {!editing && (
        <FieldShell name="image" label={t("image")} optionalLabel={t("optional")} hint={t("imageHint", { mb: megabytes(QA_IMAGE_MAX_BYTES) })}>
          {(a11y) => (
            <div className="grid gap-3">
              <FileField
                id={a11y.id}
                aria-describedby={a11y["aria-describedby"]}
                value={image}
                rule={IMAGE_RULE}
                progress={progress}
                chooseLabel={t("chooseImage")}
                onChange={(f) => {
                  setImage(f);
                  setImageProblem(null);
                }}
                onProblem={(p) => setImageProblem(p === "type" ? t("imageType") : t("imageSize", { mb: megabytes(QA_IMAGE_MAX_BYTES) }))}
              />
              {imageProblem && (
                <p role="alert" className="text-xs font-medium text-destructive">
                  {imageProblem}
                </p>
              )}
              {preview && (
                // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimizable asset
                <img src={preview} alt={t("imagePreview")} className="max-h-48 w-fit rounded-md border object-contain" />
              )}
            </div>
          )}
        </FieldShell>
      )}
    </FormDialog>
  );
}

/** An object URL for a chosen file, revoked when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const u = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- mirrors an external resource
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(null);
    };
  }, [file]);
  return file ? url : null;
}
