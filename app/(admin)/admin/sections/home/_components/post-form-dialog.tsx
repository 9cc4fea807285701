"use client";

import type { AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { FormRichText } from "@/components/forms/rich-text-editor";
import { FormCategorySelect } from "@/components/posts/category-select";
import { ImageField } from "@/components/posts/image-field";
import { editableCategory } from "@/lib/posts/category";
import { readTimeOf } from "@/lib/posts/read-time";
import type { AdminPostRow } from "@/lib/posts/types";
import { ZPostInput } from "@/lib/schemas/posts";

const BLANK = { title: "", content: "", author: "", full_content: "", keywords: "", image_path: null as string | null, image_url: null as string | null };

const valuesOf = (p: AdminPostRow | null) => ({
  ...rowValues(p, BLANK),
  category: p ? editableCategory(p) : "",
  // a figure equal to the computed one stays "automatic", so editing the text keeps it in step
  read_time: p && p.read_time !== readTimeOf(p.full_content || p.content) ? String(p.read_time) : "",
});

/** Add or edit an article: the same schema as create.php / update.php, checked here first. */
export function PostFormDialog(props: AdminFormProps<AdminPostRow>) {
  const save = useSaveForm({ ...props, schema: ZPostInput, values: valuesOf(props.row) });
  const { t } = save;
  return (
    <FormDialog {...save.dialogProps} summaryKeys={["articleRequired"]}>
      <FormField name="title" label={t("fieldTitle")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="author" label={t("fieldAuthor")} required />
        <FormCategorySelect label={t("fieldCategory")} autoLabel={t("categoryAuto")} current={props.row ? editableCategory(props.row) : ""} />
      </div>
      <FormField name="content" label={t("fieldContent")} required multiline rows={3} hint={t("fieldContentHint")} />
      <FormRichText name="full_content" label={t("fieldFullContent")} hint={t("fieldFullContentHint")} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField name="keywords" label={t("fieldKeywords")} hint={t("fieldKeywordsHint")} />
        <FormField name="read_time" label={t("fieldReadTime")} hint={t("fieldReadTimeHint")} inputMode="numeric" dir="ltr" />
      </div>
      <ImageField />
    </FormDialog>
  );
}
