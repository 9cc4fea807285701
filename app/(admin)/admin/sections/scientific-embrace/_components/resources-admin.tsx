"use client";

import { Eye, Send, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, tableTexts, type Column } from "@/components/admin/data-table";
import { editAndDelete, statusActions, type RowAction } from "@/components/admin/row-actions";
import { useFormDialog } from "@/components/admin/use-form-dialog";
import { FilterChips } from "@/components/lists/filter-chips";
import { StatusBadge } from "@/components/ui/badge";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { RESOURCE_STATUSES, RESOURCE_TRANSITIONS, type ResourceStatus } from "@/lib/learning/rules";
import { type ResourceJson, RESOURCES_API, RESOURCES_ENDPOINT } from "@/lib/learning/types";
import { ResourceAdminForm } from "./resource-admin-form";

const PAGE_SIZE = 10;
type Page = { resources: ResourceJson[]; total: number };

export function ResourcesAdmin() {
  const t = useTranslations("AdminResources");
  const tr = useTranslations("LearningResources");
  const form = useFormDialog<ResourceJson>();
  const list = usePagedList<Page, "status">({
    endpoint: RESOURCES_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["status"],
    params: { admin: "true" },
    loadError: { title: t("errorTitle"), fallback: t("fetchFailed") },
  });
  const { data } = list;
  const remove = useApiMutation({
    request: (r: ResourceJson) => apiJson(`${RESOURCES_API}/delete.php`, { method: "DELETE", body: { id: r.id } }),
    invalidate: [RESOURCES_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.resources.length ?? 0),
  });
  const setStatus = useApiMutation({
    request: ({ r, status }: { r: ResourceJson; status: ResourceStatus }) =>
      apiJson(`${RESOURCES_API}/update.php`, { method: "PUT", body: { id: r.id, status } }),
    invalidate: [RESOURCES_ENDPOINT],
    success: () => ({ title: t("statusChanged") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
  });
  const statusLabel = (s: ResourceStatus) => t(`status.${s}`);

  const columns: Column<ResourceJson>[] = [
    {
      key: "title",
      header: t("colTitle"),
      cell: (r) => (
        <span className="line-clamp-2 min-w-48 font-medium" dir="auto">
          {r.title}
        </span>
      ),
    },
    { key: "type", header: t("colType"), cell: (r) => tr(`type.${r.type}`) },
    { key: "author", header: t("colAuthor"), cell: (r) => <bdi className="whitespace-nowrap">{r.author}</bdi> },
    { key: "views", header: t("colViews"), cell: (r) => <bdi>{r.views}</bdi> },
    {
      key: "status",
      header: t("colStatus"),
      cell: (r) => <StatusBadge status={r.status} tones={{ Published: "success", Draft: "warning" }} fallback="Draft" label={statusLabel} />,
    },
  ];
  const actions = (r: ResourceJson): RowAction[] => [
    {
      key: "preview",
      label: t("preview"),
      icon: Eye,
      href: r.file_path ?? `${RESOURCES_API}/open.php?id=${r.id}`,
      external: true,
      ariaLabel: t("previewLabel", { title: r.title }),
    },
    ...statusActions<ResourceStatus>({
      status: r.status,
      transitions: RESOURCE_TRANSITIONS,
      labels: { Published: t("publish"), Draft: t("unpublish") },
      icons: { Published: Send, Draft: Undo2 },
      onChange: (status) => setStatus.mutate({ r, status }),
      disabled: setStatus.isPending,
    }),
    ...editAndDelete({
      editLabel: t("edit"),
      deleteLabel: t("delete"),
      editVariant: "secondary",
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm") },
      onEdit: () => form.edit(r),
      onDelete: () => remove.mutate(r),
    }),
  ];

  return (
    <div className="grid gap-4">
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={data?.resources ?? []}
        error={list.errorText && t("loadError", { message: list.errorText })}
        toolbar={
          <>
            <FilterChips
              label={t("statusFilter")}
              allLabel={t("allStatuses")}
              options={RESOURCE_STATUSES}
              format={(s) => statusLabel(s as ResourceStatus)}
              value={list.filters.status}
              onChange={(v) => list.setFilter("status", v)}
            />
            <AddButton label={t("add")} onClick={() => form.edit(null)} />
          </>
        }
        {...tableTexts(t, list.data?.total)}
      />
      <ResourceAdminForm key={form.key} {...form.dialogProps} resource={form.row} />
    </div>
  );
}
