"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DOCUMENT_TYPES, FormFileField, IMAGE_TYPES } from "@/components/forms/file-field";
import { FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { useUpload } from "@/lib/client/use-upload";
import { BOOK_MAX_BYTES, COVER_MAX_BYTES } from "@/lib/learning/rules";
import { type BookJson, BOOKS_ENDPOINT, LIBRARY_API } from "@/lib/learning/types";
import { ZBookInput, type TBookInput } from "@/lib/schemas/library";

const DOC_RULE = { ...DOCUMENT_TYPES, maxBytes: BOOK_MAX_BYTES };
const IMAGE_RULE = { ...IMAGE_TYPES, maxBytes: COVER_MAX_BYTES };

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
  const { progress, upload } = useUpload();
  const save = useApiMutation({
    request: (values: TBookInput) => {
      const body = formDataOf(values, { document: doc, cover });
      if (book) body.set("id", String(book.id));
      return book ? upload(`${LIBRARY_API}/update.php`, body, "PUT") : upload(`${LIBRARY_API}/create.php`, body);
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
      <FormFileField
        name="document"
        label={book ? t("fieldDocumentReplace") : t("fieldDocument")}
        required={!book}
        value={doc}
        onChange={setDoc}
        rule={DOC_RULE}
        progress={progress}
        chooseLabel={t("chooseDocument")}
        problems={{ size: "fileTooLarge", type: "bookFileOnly" }}
      />
      <FormFileField
        name="cover"
        label={t("fieldCover")}
        optionalLabel={t("optional")}
        value={cover}
        onChange={setCover}
        rule={IMAGE_RULE}
        chooseLabel={t("chooseImage")}
        problems={{ size: "imageTooLarge", type: "imageOnly" }}
      />
    </FormDialog>
  );
}
