"use client";

import { useTranslations } from "next-intl";
import type { AdminFormProps } from "@/components/admin/use-admin-table";
import { useSaveForm } from "@/components/admin/use-save-form";
import { FormControl, FormField } from "@/components/forms/form";
import { FormSelect } from "@/components/forms/form-select";
import { FormDialog } from "@/components/forms/form-dialog";
import { RichTextEditor } from "@/components/forms/rich-text-editor";
import { ImageField } from "@/components/posts/image-field";
import { CATEGORY_KEYS, editableCategory } from "@/lib/posts/category";
import { readTimeOf } from "@/lib/posts/read-time";
import type { AdminPostRow } from "@/lib/posts/types";
import { ZPostInput } from "@/lib/schemas/posts";

const SUMMARY_KEYS = ["articleRequired"];

const valuesOf = (p: AdminPostRow | null) => ({
  title: p?.title ?? "",
  content: p?.content ?? "",
  author: p?.author ?? "",
  full_content: p?.full_content ?? "",
  keywords: p?.keywords ?? "",
  category: p ? editableCategory(p) : "",
  // a figure equal to the computed one stays "automatic", so editing the text keeps it in step
  read_time: p && p.read_time !== readTimeOf(p.full_content || p.content) ? String(p.read_time) : "",
  image_path: p?.image_path ?? null,
  image_url: p?.image_url ?? null,
});

/** Add or edit an article: the same schema as create.php / update.php, checked here first. */
export function PostFormDialog(props: AdminFormProps<AdminPostRow>) {
  const post = props.row;
  const tcat = useTranslations("Categories");
  const save = useSaveForm({ ...props, schema: ZPostInput, values: valuesOf(post) });
  const { t, form } = save;
  const categories = [...CATEGORY_KEYS, "general"] as const;
  const current = valuesOf(post).category;
  const options = [
    { value: "", label: t("categoryAuto") },
    ...categories.map((k) => ({ value: k as string, label: tcat(k) })),
    ...(current && !(categories as readonly string[]).includes(current) ? [{ value: current, label: current }] : []),
  ];

  return (
    <FormDialog {...save.dialogProps} summaryKeys={SUMMARY_KEYS}>
      <FormField name="title" label={t("fieldTitle")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="author" label={t("fieldAuthor")} required />
        <FormSelect name="category" label={t("fieldCategory")} options={options} />
      </div>
      <FormField name="content" label={t("fieldContent")} required multiline rows={3} hint={t("fieldContentHint")} />
      <FormControl
        name="full_content"
        label={t("fieldFullContent")}
        hint={t("fieldFullContentHint")}
        render={(f, a11y) => (
          <RichTextEditor
            id={a11y.id}
            labelledBy={a11y["aria-labelledby"]}
            describedBy={a11y["aria-describedby"]}
            invalid={a11y["aria-invalid"]}
            value={f.value ?? ""}
            onChange={f.onChange}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField name="keywords" label={t("fieldKeywords")} hint={t("fieldKeywordsHint")} />
        <FormField name="read_time" label={t("fieldReadTime")} hint={t("fieldReadTimeHint")} inputMode="numeric" dir="ltr" />
      </div>
      <ImageField
        value={{ image_path: form.watch("image_path") ?? null, image_url: form.watch("image_url") ?? null }}
        onChange={(v) => {
          form.setValue("image_path", v.image_path, { shouldValidate: true });
          form.setValue("image_url", v.image_url, { shouldValidate: true });
        }}
        error={form.formState.errors.image_url?.message ?? form.formState.errors.image_path?.message}
      />
    </FormDialog>
  );
}
