"use client";

import { useTranslations } from "next-intl";
import type { AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { documentField, FormFileField } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { FormSelect, optionsOf } from "@/components/forms/form-select";
import { RESOURCE_FILE_MAX_BYTES, RESOURCE_STATUSES, RESOURCE_TYPES, type ResourceStatus } from "@/lib/learning/rules";
import { type ResourceJson } from "@/lib/learning/types";
import { ZAdminResourceForm } from "@/lib/schemas/resources";

// title, type and author required; Draft or Published; a link or an optional document
export function ResourceForm(props: AdminFormProps<ResourceJson>) {
  const tr = useTranslations("LearningResources");
  const values = rowValues(props.row, { title: "", type: "" as "guide", author: "", status: "Draft" as ResourceStatus, description: "", download_url: "" });
  const save = useSaveForm({ ...props, schema: ZAdminResourceForm, values, files: ["document"] });
  const t = save.t;
  return (
    <FormDialog {...save.dialogProps}>
      <FormField name="title" label={t("fieldTitle")} required maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          name="type"
          label={t("fieldType")}
          required
          placeholder={t("choosePlaceholder")}
          options={optionsOf(RESOURCE_TYPES, (v) => tr(`type.${v}`))}
        />
        <FormField name="author" label={t("fieldAuthor")} required maxLength={200} />
        <FormSelect name="status" label={t("fieldStatus")} required options={optionsOf(RESOURCE_STATUSES, (v) => t(`status.${v}`))} />
      </div>
      <FormField name="description" label={t("fieldDescription")} optionalLabel={t("optional")} multiline rows={3} maxLength={5000} />
      <FormField name="download_url" label={t("fieldLink")} type="url" dir="ltr" placeholder="https://" maxLength={2000} />
      <FormFileField {...save.file("document", documentField(RESOURCE_FILE_MAX_BYTES))} label={t("fieldDocument")} optionalLabel={t("optional")} />
    </FormDialog>
  );
}
