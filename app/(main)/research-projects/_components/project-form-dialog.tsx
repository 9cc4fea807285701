"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DOCUMENT_TYPES, FormFileField } from "@/components/forms/file-field";
import { FormControl, FormField, submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { TagInput } from "@/components/forms/tag-input";
import { formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { useUpload } from "@/lib/client/use-upload";
import { PROJECTS_ENDPOINT } from "@/lib/partnership/types";
import { PROJECT_FILE_EXTENSIONS, PROJECT_FILE_MAX_BYTES, ZResearchProjectInput, type TResearchProjectInput } from "@/lib/schemas/opportunities";

const FILE_RULE = {
  accept: [...DOCUMENT_TYPES.accept, "application/vnd.ms-powerpoint", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  extensions: PROJECT_FILE_EXTENSIONS,
  maxBytes: PROJECT_FILE_MAX_BYTES,
} as const;

const EMPTY = { title: "", description: "", institution: "", requiredExpertise: "", tags: [] as string[] };

/** Collaborative research projects: the add-project modal with an optional attachment and its upload progress. */
export function ProjectFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("ResearchProjects.form");
  const tp = useTranslations("Partnership.form");
  const form = useZodForm(ZResearchProjectInput, EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUpload();
  const create = useApiMutation({
    request: (values: TResearchProjectInput) => upload(PROJECTS_ENDPOINT.replace("read.php", "create.php"), formDataOf(values, { file })),
    invalidate: [PROJECTS_ENDPOINT],
    success: () => ({ title: t("created"), description: t("createdBody") }),
    failure: { title: tp("createErrorTitle"), fallback: t("createFailed") },
  });
  const close = () => {
    onOpenChange(false);
    form.reset(EMPTY);
    setFile(null);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={t("title")}
      description={t("subtitle")}
      form={form}
      busy={progress !== null}
      summaryKeys={["projectRequired"]}
      onSubmit={async (values) => {
        if (await submitTo(form, () => create.mutateAsync(values))) close();
      }}
      submitLabel={t("submit")}
      pendingLabel={t("uploading")}
    >
      <FormField name="title" label={t("projectTitle")} required maxLength={200} />
      <FormField name="description" label={t("description")} required multiline rows={4} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="institution" label={t("institution")} required maxLength={200} />
        <FormField name="requiredExpertise" label={t("requiredExpertise")} required maxLength={500} />
      </div>
      <FormControl
        name="tags"
        label={t("tags")}
        required
        render={(f, a11y) => (
          <TagInput
            id={a11y.id}
            value={f.value}
            onChange={f.onChange}
            placeholder={tp("tagPlaceholder")}
            addLabel={tp("addTag")}
            removeLabel={(tag) => tp("removeTag", { tag })}
            invalid={a11y["aria-invalid"]}
          />
        )}
      />
      <FormFileField
        name="file"
        label={t("attachment")}
        optionalLabel={t("attachmentHint")}
        value={file}
        onChange={setFile}
        rule={FILE_RULE}
        progress={progress}
        chooseLabel={t("chooseFile")}
        problems={{ size: "fileTooLarge", type: "documentOnly" }}
      />
    </FormDialog>
  );
}
