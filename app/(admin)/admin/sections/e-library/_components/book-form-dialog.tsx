"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FileField } from "@/components/forms/file-field";
import { FieldShell, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { apiUpload } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { BOOK_MAX_BYTES, COVER_MAX_BYTES } from "@/lib/learning/rules";
import type { BookJson } from "@/lib/learning/types";
import { ZBookInput, type TBookInput } from "@/lib/schemas/library";

export const BOOKS_ENDPOINT = "/backend/api/library/read.php";
const DOC_RULE = {
  accept: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  extensions: ["pdf", "doc", "docx"],
  maxBytes: BOOK_MAX_BYTES,
} as const;
const IMAGE_RULE = {
  accept: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  extensions: ["jpg", "jpeg", "png", "gif", "webp"],
  maxBytes: COVER_MAX_BYTES,
} as const;

const valuesOf = (b: BookJson | null) => ({
  title: b?.title ?? "",
  type: b?.type ?? "",
  author: b?.author ?? "",
  subject: b?.subject ?? "",
  year: b?.year ?? "",
  category: b?.category ?? "",
});

/** The e-library's add (and edit) modal of spec §2/§5: each required field with its own message, the document and a cover. */
export function BookFormDialog({ open, book, onOpenChange }: { open: boolean; book: BookJson | null; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("AdminLibrary");
  const form = useZodForm(ZBookInput, valuesOf(book));
  const [doc, setDoc] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useApiMutation({
    request: (values: TBookInput) => {
      const body = new FormData();
      if (book) body.set("id", String(book.id));
      for (const [k, v] of Object.entries(values)) body.set(k, v);
      if (doc) body.set("document", doc);
      if (cover) body.set("cover", cover);
      setProgress(0);
      const url = book ? "/backend/api/library/update.php" : "/backend/api/library/create.php";
      return apiUpload(url, body, setProgress, book ? "PUT" : "POST").finally(() => setProgress(null));
    },
    invalidate: [BOOKS_ENDPOINT],
    success: () => ({ title: book ? t("updated") : t("created") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={book ? t("editTitle") : t("createTitle")}
      description={t("formDescription")}
      form={form}
      busy={progress !== null}
      onSubmit={async (values) => {
        if (!book && !doc) {
          form.setError("document" as never, { message: "documentRequired" });
          return;
        }
        if (await submitTo(form, () => save.mutateAsync(values))) onOpenChange(false);
      }}
      submitLabel={t("save")}
      pendingLabel={t("saving")}
    >
      <FormField name="title" label={t("fieldTitle")} required maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="type" label={t("fieldType")} required maxLength={100} />
        <FormField name="author" label={t("fieldAuthor")} required maxLength={200} />
        <FormField name="subject" label={t("fieldSubject")} required maxLength={200} />
        <FormField name="year" label={t("fieldYear")} required maxLength={20} inputMode="numeric" dir="ltr" />
      </div>
      <FormField name="category" label={t("fieldCategory")} optionalLabel={t("optional")} hint={t("fieldCategoryHint")} maxLength={100} />
      <FieldShell name="document" label={book ? t("fieldDocumentReplace") : t("fieldDocument")} required={!book}>
        {(a11y) => (
          <FileField
            {...a11y}
            value={doc}
            onChange={(f) => {
              setDoc(f);
              form.clearErrors("document" as never);
            }}
            rule={DOC_RULE}
            progress={progress}
            chooseLabel={t("chooseDocument")}
            onProblem={(p) => form.setError("document" as never, { message: p === "size" ? "fileTooLarge" : "bookFileOnly" })}
          />
        )}
      </FieldShell>
      <FieldShell name="cover" label={t("fieldCover")} optionalLabel={t("optional")}>
        {(a11y) => (
          <FileField
            {...a11y}
            value={cover}
            onChange={(f) => {
              setCover(f);
              form.clearErrors("cover" as never);
            }}
            rule={IMAGE_RULE}
            chooseLabel={t("chooseImage")}
            onProblem={(p) => form.setError("cover" as never, { message: p === "size" ? "imageTooLarge" : "imageOnly" })}
          />
        )}
      </FieldShell>
    </FormDialog>
  );
}
