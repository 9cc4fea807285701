"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { DateCell, TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable, type AdminFormProps } from "@/components/admin/use-admin-table";
import { rowValues, useSaveForm } from "@/components/admin/use-save-form";
import { DOCUMENT_TYPES, FormFileField } from "@/components/forms/file-field";
import { FormField } from "@/components/forms/form";
import { FormDialog } from "@/components/forms/form-dialog";
import { FormTagInput } from "@/components/forms/tag-input";
import { PROJECTS_CRUD, type ResearchProjectJson } from "@/lib/partnership/types";
import { PROJECT_FILE_EXTENSIONS, PROJECT_FILE_MAX_BYTES, ZResearchProjectInput } from "@/lib/schemas/opportunities";

const PPT = ["application/vnd.ms-powerpoint", "application/vnd.openxmlformats-officedocument.presentationml.presentation"];
const FILE = {
  rule: { accept: [...DOCUMENT_TYPES.accept, ...PPT], extensions: PROJECT_FILE_EXTENSIONS, maxBytes: PROJECT_FILE_MAX_BYTES },
  problems: { size: "fileTooLarge", type: "documentOnly" },
  choose: "chooseFile",
};

// /admin/sections/research-projects: every member's project, searched, edited and deleted
export function ProjectsAdmin() {
  const table = useAdminTable<ResearchProjectJson>({
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
  const tp = useTranslations("Partnership.form");
  const values = rowValues(props.row, { title: "", description: "", institution: "", requiredExpertise: "", tags: [] as string[] });
  const save = useSaveForm({ ...props, schema: ZResearchProjectInput, values, files: ["file"] });
  const { t } = save;
  return (
    <FormDialog {...save.dialogProps} summaryKeys={["projectRequired"]}>
      <FormField name="title" label={t("fieldTitle")} required maxLength={200} />
      <FormField name="description" label={t("fieldDescription")} required multiline rows={4} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="institution" label={t("fieldInstitution")} required maxLength={200} />
        <FormField name="requiredExpertise" label={t("fieldExpertise")} required maxLength={500} />
      </div>
      <FormTagInput
        name="tags"
        label={t("fieldTags")}
        required
        labels={{ placeholder: tp("tagPlaceholder"), add: tp("addTag"), remove: (tag) => tp("removeTag", { tag }) }}
      />
      <FormFileField {...save.file("file", FILE)} label={t(props.row ? "fieldFileReplace" : "fieldFile")} optionalLabel={t("optional")} />
    </FormDialog>
  );
}
