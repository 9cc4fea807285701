"use client";

import type { AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { documentField, FormFileField, imageField } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { BOOK_MAX_BYTES, COVER_MAX_BYTES } from "@/lib/learning/rules";
import { type BookJson, LIBRARY_CRUD } from "@/lib/learning/types";
import { ZBookInput } from "@/lib/schemas/library";
import { LEARNING_NAME_MAX } from "@/lib/schemas/limits";

// each required field says so with its own message; the document is required on create
export function BookForm(props: AdminFormProps<BookJson>) {
  const b = props.row;
  const values = rowValues(b, { title: "", type: "", author: "", subject: "", year: "", category: "", category_en: "" });
  const save = useSaveForm({
    ...props,
    api: LIBRARY_CRUD,
    ns: "AdminLibrary",
    schema: ZBookInput,
    values,
    files: ["document", "cover"],
    required: { file: "document", message: "documentRequired" },
  });
  const t = save.t;
  return (
    <FormDialog {...save.dialogProps}>
      <FormField name="title" label={t("fieldTitle")} required maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="type" label={t("fieldType")} required maxLength={100} />
        <FormField name="author" label={t("fieldAuthor")} required maxLength={200} />
        <FormField name="subject" label={t("fieldSubject")} required maxLength={200} />
        <FormField name="year" label={t("fieldYear")} required maxLength={20} inputMode="numeric" dir="ltr" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label={t("fieldCategory")} optionalLabel={t("optional")} hint={t("fieldCategoryHint")} maxLength={100} />
        <FormField
          name="category_en"
          label={t("fieldCategoryEn")}
          optionalLabel={t("optional")}
          hint={t("fieldCategoryEnHint")}
          maxLength={LEARNING_NAME_MAX}
          dir="ltr"
        />
      </div>
      <FormFileField {...save.file("document", documentField(BOOK_MAX_BYTES))} label={t(b ? "fieldDocumentReplace" : "fieldDocument")} required={!b} />
      <FormFileField {...save.file("cover", imageField(COVER_MAX_BYTES))} label={t("fieldCover")} optionalLabel={t("optional")} />
    </FormDialog>
  );
}
