"use client";

import { Eye, Send, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { TitleCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { RESOURCE_STATUSES, RESOURCE_TRANSITIONS } from "@/lib/learning/rules";
import { resourceOpenUrl, RESOURCES_CRUD } from "@/lib/learning/types";

const ResourceForm = lazyDialog(() => import("./resource-form").then((m) => m.ResourceForm));

// /admin/sections/scientific-embrace: lectures and workshops, every status, published from here
export function ResourcesAdmin() {
  const tr = useTranslations("LearningResources");
  const format = useDateFormatter();
  const table = useAdminTable({
    api: RESOURCES_CRUD,
    ns: "AdminResources",
    rowsKey: "resources",
    form: ResourceForm,
    params: { admin: "true" },
    columns: () => [
      { key: "title", cell: (r) => <TitleCell title={r.title} /> },
      { key: "type", cell: (r) => tr(`type.${r.type}`) },
      { key: "author", cell: (r) => <bdi className="whitespace-nowrap">{r.author}</bdi> },
      { key: "views", cell: (r) => <bdi>{format.number(r.views)}</bdi> },
    ],
    actions: (r, t) => [
      { label: t("preview"), icon: Eye, href: r.file_path ?? resourceOpenUrl(r.id), external: true, ariaLabel: t("previewLabel", { title: r.title }) },
    ],
    status: {
      values: RESOURCE_STATUSES,
      transitions: RESOURCE_TRANSITIONS,
      actions: { Published: "publish", Draft: "unpublish" },
      icons: { Published: Send, Draft: Undo2 },
      tones: { Draft: "warning", Published: "success" },
    },
  });
  return <AdminTable table={table} />;
}
