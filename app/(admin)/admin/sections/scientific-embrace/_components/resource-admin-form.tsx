"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DOCUMENT_TYPES, FormFileField } from "@/components/forms/file-field";
import { FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormSelect } from "@/components/forms/form-select";
import { FormDialog } from "@/components/forms/form-dialog";
import { formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { useUpload } from "@/lib/client/use-upload";
import { RESOURCE_FILE_MAX_BYTES, RESOURCE_STATUSES, RESOURCE_TYPES } from "@/lib/learning/rules";
import { type ResourceJson, RESOURCES_API, RESOURCES_ENDPOINT } from "@/lib/learning/types";
import { ZAdminResourceForm, type TAdminResourceForm } from "@/lib/schemas/resources";

const DOC_RULE = { ...DOCUMENT_TYPES, maxBytes: RESOURCE_FILE_MAX_BYTES };

const valuesOf = (r: ResourceJson | null) => ({
  title: r?.title ?? "",
  type: r?.type ?? ("" as "guide"),
  author: r?.author ?? "",
  status: r?.status ?? ("Draft" as const),
  description: r?.description ?? "",
  download_url: r?.download_url ?? "",
});

/** Spec §2 'Add New Resource' (and its edit): title, type and author required, Draft or Published, a link or an optional document. */
export function ResourceAdminForm({ open, resource, onOpenChange }: { open: boolean; resource: ResourceJson | null; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("AdminResources");
  const tr = useTranslations("LearningResources");
  const form = useZodForm(ZAdminResourceForm, valuesOf(resource));
  const [doc, setDoc] = useState<File | null>(null);
  const { progress, upload } = useUpload();
  const save = useApiMutation({
    request: (values: TAdminResourceForm) => {
      const body = formDataOf(values, { document: doc });
      if (resource) body.set("id", String(resource.id));
      return resource ? upload(`${RESOURCES_API}/update.php`, body, "PUT") : upload(`${RESOURCES_API}/create.php`, body);
    },
    invalidate: [RESOURCES_ENDPOINT],
    success: () => ({ title: resource ? t("updated") : t("created") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={resource ? t("editTitle") : t("createTitle")}
      description={t("formDescription")}
      form={form}
      busy={progress !== null}
      onSubmit={async (values) => {
        if (await submitTo(form, () => save.mutateAsync(values))) onOpenChange(false);
      }}
      submitLabel={t("save")}
      pendingLabel={t("saving")}
    >
      <FormField name="title" label={t("fieldTitle")} required maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          name="type"
          label={t("fieldType")}
          required
          placeholder={t("choosePlaceholder")}
          options={RESOURCE_TYPES.map((v) => ({ value: v, label: tr(`type.${v}`) }))}
        />
        <FormField name="author" label={t("fieldAuthor")} required maxLength={200} />
        <FormSelect name="status" label={t("fieldStatus")} required options={RESOURCE_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))} />
      </div>
      <FormField name="description" label={t("fieldDescription")} optionalLabel={t("optional")} multiline rows={3} maxLength={5000} />
      <FormField name="download_url" label={t("fieldLink")} type="url" dir="ltr" placeholder="https://" maxLength={2000} />
      <FormFileField
        name="document"
        label={t("fieldDocument")}
        optionalLabel={t("optional")}
        value={doc}
        onChange={setDoc}
        rule={DOC_RULE}
        progress={progress}
        chooseLabel={t("chooseDocument")}
        problems={{ size: "fileTooLarge", type: "bookFileOnly" }}
      />
    </FormDialog>
  );
}
