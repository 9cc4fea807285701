"use client";

import { Download } from "lucide-react";
import { DateCell, TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { PROJECTS_CRUD } from "@/lib/partnership/types";

const ProjectForm = lazyDialog(() => import("./project-form").then((m) => m.ProjectForm));

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
