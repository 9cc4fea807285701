"use client";

import { useTranslations } from "next-intl";
import { FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog, saveFailure } from "@/components/forms/form-dialog";
import { saveJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { ZTopicInput, type TTopicInput } from "@/lib/schemas/topics";
import { TOPICS_CRUD, TOPICS_ENDPOINT, type TopicJson } from "@/lib/topics/types";

/**
 * The topic form (title, author, requirements and deadline, each required after
 * trimming with its own message): a member's suggestion, an admin's new topic, or an admin's edit.
 */
export function TopicFormDialog({
  open,
  onOpenChange,
  editing,
  mode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: TopicJson | null;
  mode: "suggest" | "add" | "edit";
}) {
  const t = useTranslations("Topics.form");
  const initial = editing
    ? { title: editing.title, author: editing.author, requirements: editing.requirements, deadline: editing.deadline }
    : { title: "", author: "", requirements: "", deadline: "" };
  const form = useZodForm(ZTopicInput, initial);
  const save = useApiMutation({
    request: (body: TTopicInput) => saveJson(TOPICS_CRUD, editing, body),
    invalidate: [TOPICS_ENDPOINT],
    success: () =>
      mode === "edit" ? { title: t("updated") } : mode === "add" ? { title: t("adminCreated") } : { title: t("created"), description: t("createdBody") },
    failure: saveFailure(t, !!editing),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => form.reset(initial)}
      title={mode === "edit" ? t("editTitle") : mode === "add" ? t("addTitle") : t("suggestTitle")}
      description={mode === "suggest" ? t("suggestSubtitle") : undefined}
      form={form}
      onSubmit={async (values) => {
        if (await submitTo(form, () => save.mutateAsync(values))) {
          onOpenChange(false);
          form.reset(initial);
        }
      }}
      submitLabel={mode === "edit" ? t("save") : mode === "add" ? t("add") : t("submit")}
      pendingLabel={t("saving")}
    >
      <FormField name="title" label={t("title")} required maxLength={200} />
      <FormField name="author" label={t("author")} required maxLength={120} />
      <FormField name="requirements" label={t("requirements")} required multiline rows={4} maxLength={3000} placeholder={t("requirementsPlaceholder")} />
      <FormField name="deadline" label={t("deadline")} required type="date" dir="ltr" />
    </FormDialog>
  );
}
