"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ReviewAttachmentLink } from "@/components/reviews/attachment-link";
import { FormFileField, type FileRule } from "@/components/forms/file-field";
import { Form, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { apiJson, formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { RECOMMENDATIONS, REVIEW_ATTACHMENT_MAX_BYTES, REVIEW_TEXT_MAX, type ReviewMode } from "@/lib/reviews/rules";
import { REVIEWS_API, type ReviewJson } from "@/lib/reviews/types";
import type { TSaveReviewInput } from "@/lib/schemas/reviews";

/** The picker's first check of the one attachment; the server decides by content. */
const ATTACHMENT_RULE: FileRule = {
  accept: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  extensions: ["pdf", "docx"],
  maxBytes: REVIEW_ATTACHMENT_MAX_BYTES,
};

// zod loads when the form first validates, not with the page
const schema = () => import("@/lib/schemas/reviews").then((m) => m.ZSaveReviewInput);

/** The review: a recommendation, comments for the author, confidential comments for the editors; saved as a draft, submitted once. */
export function ReviewForm({ id, status, mode, review }: { id: number; status: string; mode: ReviewMode; review: ReviewJson | null }) {
  const t = useTranslations("Reviews");
  const router = useRouter();
  // which button sent the form: a click runs before the submit it causes
  const submitting = useRef(false);
  const form = useZodForm(schema, {
    id,
    recommendation: review?.recommendation ?? "minor_revisions",
    to_author: review?.to_author ?? "",
    to_editor: review?.to_editor ?? "",
    publish_consent: review?.publish_consent ?? false,
  });
  // the one attachment: a file chosen here goes with the next save (multipart); the draft keeps the last one
  const [file, setFile] = useState<File | null>(null);
  const save = useApiMutation({
    request: (values: TSaveReviewInput) =>
      apiJson<{ review: ReviewJson }>(`${REVIEWS_API}/save.php`, { method: "PUT", body: file ? formDataOf(values, { attachment: file }) : values }),
    invalidate: [`${REVIEWS_API}/read.php`],
    success: (_r, v) => ({ title: v.submit ? t("submitted") : t("saved") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
    onSuccess: () => {
      setFile(null);
      router.refresh();
    },
  });

  if (status === "submitted" && review) {
    return (
      <section className="grid gap-3 rounded-2xl border bg-card p-4 md:p-5" aria-labelledby="my-review" data-testid="submitted-review">
        <h2 id="my-review" className="text-lg font-semibold">
          {t("yourReview")}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {t("readOnly")}
        </p>
        <p className="font-medium">{t(`recommendations.${review.recommendation}`)}</p>
        <h3 className="text-sm font-semibold text-muted-foreground">{t("toAuthor")}</h3>
        <p className="whitespace-pre-line text-sm" dir="auto">
          {review.to_author}
        </p>
        {review.to_editor && (
          <>
            <h3 className="text-sm font-semibold text-muted-foreground">{t("toEditor")}</h3>
            <p className="whitespace-pre-line text-sm" dir="auto">
              {review.to_editor}
            </p>
          </>
        )}
        {review.attachment && <ReviewAttachmentLink attachment={review.attachment} label={t("attachment.label")} />}
      </section>
    );
  }
  return (
    <Form
      form={form}
      className="gap-4 rounded-2xl border bg-card p-4 md:p-5"
      onSubmit={async (values) => {
        await submitTo(form, () => save.mutateAsync({ ...values, submit: submitting.current }));
      }}
    >
      <div>
        <h2 className="text-lg font-semibold">{t("yourReview")}</h2>
        <p className="text-sm text-muted-foreground">{t(`modeHint.${mode}`)}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("recommendation")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={r} className="size-4 accent-primary" {...form.register("recommendation")} />
              {t(`recommendations.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField name="to_author" label={t("toAuthor")} hint={t("toAuthorHint")} required multiline rows={8} maxLength={REVIEW_TEXT_MAX} />
      <FormField name="to_editor" label={t("toEditor")} hint={t("toEditorHint")} multiline rows={4} maxLength={REVIEW_TEXT_MAX} />
      <FormFileField
        name="attachment"
        label={t("attachment.label")}
        optionalLabel={t("attachment.hint", { mb: REVIEW_ATTACHMENT_MAX_BYTES / (1024 * 1024) })}
        value={file}
        onChange={setFile}
        rule={ATTACHMENT_RULE}
        chooseLabel={t("attachment.choose")}
        problems={{ size: "fileTooLarge", type: "reviewFileOnly" }}
      />
      {review?.attachment && (
        <div className="flex flex-wrap items-center gap-3">
          <ReviewAttachmentLink attachment={review.attachment} label={t("attachment.current")} />
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register("remove_attachment")} />
            {t("attachment.remove")}
          </label>
        </div>
      )}
      {mode === "open" && (
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("publish_consent")} />
          {t("publishConsent")}
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={save.isPending} onClick={() => (submitting.current = false)}>
          {t("saveDraft")}
        </Button>
        <Button type="submit" disabled={save.isPending} onClick={() => (submitting.current = true)}>
          {t("submit")}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("submitOnce")}</p>
    </Form>
  );
}
