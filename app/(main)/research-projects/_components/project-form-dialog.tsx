"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormFileField } from "@/components/forms/file-field";
import { submitTo, useZodForm } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { formDataOf } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { useUpload } from "@/lib/client/use-upload";
import { PROJECTS_CRUD } from "@/lib/partnership/types";
import { EMPTY_PROJECT, PROJECT_FILE_RULE, ProjectFields } from "@/components/partnership/project-fields";
import { ZResearchProjectInput, type TResearchProjectInput } from "@/lib/schemas/opportunities";
import { megabytes } from "@/lib/schemas/limits";
import { PROJECT_FILE_MAX_BYTES } from "@/lib/schemas/opportunities";

/** Collaborative research projects: the add-project modal with an optional attachment and its upload progress. */
export function ProjectFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useTranslations("ResearchProjects.form");
  const tp = useTranslations("Partnership.form");
  const form = useZodForm(ZResearchProjectInput, EMPTY_PROJECT);
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUpload();
  const create = useApiMutation({
    request: (values: TResearchProjectInput) => upload(PROJECTS_CRUD.create, formDataOf(values, { file })),
    invalidate: [PROJECTS_CRUD.list],
    success: () => ({ title: t("created"), description: t("createdBody") }),
    failure: { title: tp("createErrorTitle"), fallback: t("createFailed") },
  });
  const close = () => {
    onOpenChange(false);
    form.reset(EMPTY_PROJECT);
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
      <ProjectFields
        labels={{ title: t("projectTitle"), description: t("description"), institution: t("institution"), expertise: t("requiredExpertise"), tags: t("tags") }}
      />
      <FormFileField
        name="file"
        label={t("attachment")}
        optionalLabel={t("attachmentHint", { mb: megabytes(PROJECT_FILE_MAX_BYTES) })}
        value={file}
        onChange={setFile}
        rule={PROJECT_FILE_RULE}
        progress={progress}
        chooseLabel={t("chooseFile")}
        problems={{ size: "fileTooLarge", type: "documentOnly" }}
      />
    </FormDialog>
  );
}
