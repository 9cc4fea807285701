"use client";

import type { AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { FormFileField } from "@/components/forms/file-field";
import { EMPTY_PROJECT, PROJECT_FILE_RULE, ProjectFields } from "@/components/partnership/project-fields";
import { FormDialog } from "@/components/forms/form-dialog";
import { type ResearchProjectJson } from "@/lib/partnership/types";
import { ZResearchProjectInput } from "@/lib/schemas/opportunities";

const FILE = {
  rule: PROJECT_FILE_RULE,
  problems: { size: "fileTooLarge", type: "documentOnly" },
  choose: "chooseFile",
};

// the board's fields, one message for every missing one; a new attachment replaces the old
export function ProjectForm(props: AdminFormProps<ResearchProjectJson>) {
  const values = rowValues(props.row, EMPTY_PROJECT);
  const save = useSaveForm({ ...props, schema: ZResearchProjectInput, values, files: ["file"] });
  const { t } = save;
  return (
    <FormDialog {...save.dialogProps} summaryKeys={["projectRequired"]}>
      <ProjectFields
        labels={{
          title: t("fieldTitle"),
          description: t("fieldDescription"),
          institution: t("fieldInstitution"),
          expertise: t("fieldExpertise"),
          tags: t("fieldTags"),
        }}
      />
      <FormFileField {...save.file("file", FILE)} label={t(props.row ? "fieldFileReplace" : "fieldFile")} optionalLabel={t("optional")} />
    </FormDialog>
  );
}
