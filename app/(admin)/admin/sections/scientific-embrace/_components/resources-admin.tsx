"use client";

import { Eye, Pencil, Plus, Send, Trash2, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import { statusActions, type RowAction } from "@/components/admin/row-actions";
import { FilterChips } from "@/components/lists/filter-chips";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { useApiMutation, useLoadErrorToast } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { RESOURCE_STATUSES, type ResourceStatus } from "@/lib/learning/rules";
import type { ResourceJson } from "@/lib/learning/types";
import { RESOURCES_ENDPOINT, ResourceAdminForm } from "./resource-admin-form";

const PAGE_SIZE = 10;
type Page = { resources: ResourceJson[]; total: number };

export function ResourcesAdmin() {
  const t = useTranslations("AdminResources");
  const tr = useTranslations("LearningResources");
  const describe = useErrorText();
  const [form, setForm] = useState<{ open: boolean; resource: ResourceJson | null; key: number }>({ open: false, resource: null, key: 0 });
  const list = usePagedList<Page, "status">({
    endpoint: RESOURCES_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["status"],
    params: { admin: "true" },
    onError: useLoadErrorToast(t("errorTitle"), t("fetchFailed")),
  });
  const { data } = list;
  const error = list.failure ? t("loadError", { message: describe(list.failure, t("fetchFailed")) }) : null;
  const remove = useApiMutation({
    request: (r: ResourceJson) => apiJson("/backend/api/resources/delete.php", { method: "DELETE", body: { id: r.id } }),
    invalidate: [RESOURCES_ENDPOINT],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.resources.length ?? 0),
  });
  const setStatus = useApiMutation({
    request: ({ r, status }: { r: ResourceJson; status: ResourceStatus }) =>
      apiJson("/backend/api/resources/update.php", { method: "PUT", body: { id: r.id, status } }),
    invalidate: [RESOURCES_ENDPOINT],
    success: () => ({ title: t("statusChanged") }),
    failure: { title: t("errorTitle"), fallback: t("saveFailed") },
  });
  const openForm = (resource: ResourceJson | null) => setForm((f) => ({ open: true, resource, key: f.key + 1 }));
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
    { key: "status", header: t("colStatus"), cell: (r) => <Badge variant={r.status === "Published" ? "success" : "warning"}>{statusLabel(r.status)}</Badge> },
  ];
  const actions = (r: ResourceJson): RowAction[] => [
    {
      key: "preview",
      label: t("preview"),
      icon: Eye,
      href: r.file_path ?? `/backend/api/resources/open.php?id=${r.id}`,
      external: true,
      ariaLabel: t("previewLabel", { title: r.title }),
    },
    ...statusActions<ResourceStatus>({
      status: r.status,
      transitions: { Draft: ["Published"], Published: ["Draft"] },
      labels: { Published: t("publish"), Draft: t("unpublish") },
      icons: { Published: Send, Draft: Undo2 },
      onChange: (status) => setStatus.mutate({ r, status }),
      disabled: setStatus.isPending,
    }),
    { key: "edit", label: t("edit"), icon: Pencil, variant: "secondary", onClick: () => openForm(r) },
    {
      key: "delete",
      label: t("delete"),
      icon: Trash2,
      variant: "destructive",
      confirm: { title: t("deleteTitle"), description: t("deleteConfirm") },
      onClick: () => remove.mutate(r),
    },
  ];

  return (
    <div className="grid gap-4">
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={data?.resources ?? []}
        rowKey={(r) => r.id}
        error={error}
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
            <Button onClick={() => openForm(null)}>
              <Plus /> {t("add")}
            </Button>
          </>
        }
        loadingText={t("loading")}
        emptyText={t("empty")}
        searchPlaceholder={t("searchPlaceholder")}
        summary={data ? t("total", { count: data.total }) : undefined}
      />
      <ResourceAdminForm key={form.key} open={form.open} resource={form.resource} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
    </div>
  );
}
