"use client";

import { useTranslations } from "next-intl";
import { FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormSelect } from "@/components/forms/form-select";
import { FormDialog } from "@/components/forms/form-dialog";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { RESOURCE_TYPES } from "@/lib/learning/rules";
import { RESOURCES_CRUD } from "@/lib/learning/types";
import { ZMemberResourceForm, type TMemberResourceForm } from "@/lib/schemas/resources";

const EMPTY = { title: "", description: "", type: "guide" as const, download_url: "" };

/** The public add-resource modal: title, description and link required; it waits for an admin. */
export function ResourceFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("LearningResources");
  const form = useZodForm(ZMemberResourceForm, EMPTY);
  const create = useApiMutation({
    request: (body: TMemberResourceForm) => apiJson(RESOURCES_CRUD.create, { method: "POST", body }),
    invalidate: [RESOURCES_CRUD.list],
    success: () => ({ title: t("form.created"), description: t("form.createdBody") }),
    failure: { title: t("form.errorTitle"), fallback: t("form.failed") },
  });
  const close = () => {
    onOpenChange(false);
    form.reset(EMPTY);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={t("form.title")}
      description={t("form.subtitle")}
      form={form}
      summaryKeys={["articleRequired"]}
      onSubmit={async (values) => {
        if (await submitTo(form, () => create.mutateAsync(values))) close();
      }}
      submitLabel={t("form.submit")}
      pendingLabel={t("form.sending")}
    >
      <FormField name="title" label={t("form.resourceTitle")} required maxLength={300} />
      <FormField name="description" label={t("form.description")} required multiline rows={4} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormSelect name="type" label={t("form.type")} required options={RESOURCE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
        <FormField name="download_url" label={t("form.link")} required type="url" dir="ltr" placeholder="https://" hint={t("form.linkHint")} maxLength={2000} />
      </div>
    </FormDialog>
  );
}
