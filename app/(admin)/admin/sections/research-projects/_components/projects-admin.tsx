"use client";

import { Download } from "lucide-react";
import { DateCell, TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { FormFileField } from "@/components/forms/file-field";
import { EMPTY_PROJECT, PROJECT_FILE_RULE, ProjectFields } from "@/components/partnership/project-fields";
import { FormDialog } from "@/components/forms/form-dialog";
import { PROJECTS_CRUD, type ResearchProjectJson } from "@/lib/partnership/types";
import { ZResearchProjectInput } from "@/lib/schemas/opportunities";

const FILE = {
  rule: PROJECT_FILE_RULE,
  problems: { size: "fileTooLarge", type: "documentOnly" },
  choose: "chooseFile",
};

// /admin/sections/research-projects: every member's project, searched, edited and deleted
export function ProjectsAdmin() {
  const table = useAdminTable({
    api: PROJECTS_CRUD,
    ns: "AdminProjects",
    rowsKey: "projects",
    form: ProjectForm,
    columns: () => [
      { key: "title", cell: (p) => <TitleCell title={p.title} /> },
      { key: "author", cell: (p) => <bdi className="whitespace-nowrap">{p.author}</bdi> },
      { key: "institution", cell: (p) => <span dir="auto">{p.institution}</span> },
      { key: "tags", cell: (p) => <span dir="auto">{p.tags.join("، ")}</span> },
      { key: "date", cell: (p) => <DateCell value={p.date} /> },
    ],
    actions: (p, t) => (p.fileUrl ? [{ label: t("download"), icon: Download, href: p.fileUrl, ariaLabel: t("downloadLabel", { title: p.title }) }] : []),
  });
  return <AdminTable table={table} />;
}

// the board's fields, one message for every missing one; a new attachment replaces the old
function ProjectForm(props: AdminFormProps<ResearchProjectJson>) {
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
