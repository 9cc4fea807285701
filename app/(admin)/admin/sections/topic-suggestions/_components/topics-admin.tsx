"use client";

import { CheckCircle2, ClipboardList, RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable, type Column } from "@/components/admin/data-table";
import { editAndDelete, statusActions, type RowAction } from "@/components/admin/row-actions";
import { ApplicationsDialog } from "@/components/topics/applications-dialog";
import { ClosedBadge, TopicStatusBadge } from "@/components/topics/status-badge";
import { TopicFormDialog } from "@/components/topics/topic-form-dialog";
import { useDeadlineFormat } from "@/components/topics/use-deadline";
import { useDeleteTopic } from "@/components/topics/use-delete-topic";
import { FilterSelect } from "@/components/lists/filter-select";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { TOPIC_STATUSES, TOPIC_TRANSITIONS, type TopicStatus } from "@/lib/topics/rules";
import { TOPICS_API, TOPICS_ENDPOINT, type TopicJson, type TopicPage } from "@/lib/topics/types";

const PAGE_SIZE = 20;

/** Spec §2's topics table: title, author, requirements, deadline, status, applications; add, edit, delete, status, applications. */
export function TopicsAdmin() {
  const t = useTranslations("AdminTopics");
  const tt = useTranslations("Topics");
  const tc = useTranslations("Common");
  const deadline = useDeadlineFormat();
  const list = usePagedList<TopicPage, "status">({
    endpoint: TOPICS_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["status"],
    params: { admin: "true" },
  });
  const rows = list.data?.topics ?? [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TopicJson | null>(null);
  const [viewing, setViewing] = useState<TopicJson | null>(null);
  const remove = useDeleteTopic(() => list.afterRemove(rows.length));
  const setStatus = useApiMutation({
    request: ({ topic, next }: { topic: TopicJson; next: TopicStatus }) =>
      apiJson(`${TOPICS_API}/update_status.php`, { method: "PUT", body: { id: topic.id, status: next } }),
    invalidate: [TOPICS_ENDPOINT],
    success: (_, { topic, next }) => ({ title: next === "Active" ? t("activated") : t("reviewed"), description: topic.title }),
    failure: { title: t("statusErrorTitle"), fallback: t("statusFailed") },
  });

  const columns: Column<TopicJson>[] = [
    {
      key: "title",
      header: t("colTitle"),
      className: "max-w-xs",
      cell: (r) => (
        <span className="line-clamp-2 font-medium [text-align:match-parent]" dir="auto">
          {r.title}
        </span>
      ),
    },
    { key: "author", header: t("colAuthor"), cell: (r) => <bdi>{r.author}</bdi> },
    {
      key: "requirements",
      header: t("colRequirements"),
      className: "max-w-xs",
      cell: (r) => (
        <span className="line-clamp-2 text-muted-foreground [text-align:match-parent]" dir="auto" title={r.requirements}>
          {r.requirements}
        </span>
      ),
    },
    {
      key: "deadline",
      header: t("colDeadline"),
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center gap-1 whitespace-nowrap">
          <time dateTime={r.deadline}>{deadline(r.deadline)}</time>
          {r.closed && <ClosedBadge />}
        </span>
      ),
    },
    { key: "status", header: t("colStatus"), cell: (r) => <TopicStatusBadge status={r.status} /> },
    { key: "applications", header: t("colApplications"), cell: (r) => <bdi>{r.applications}</bdi> },
  ];
  const actions = (r: TopicJson): RowAction[] => [
    {
      key: "applications",
      label: tt("viewApplications"),
      icon: ClipboardList,
      onClick: () => setViewing(r),
      ariaLabel: `${tt("viewApplications")}: ${r.title}`,
    },
    ...statusActions<TopicStatus>({
      status: r.status,
      transitions: TOPIC_TRANSITIONS,
      labels: { Active: t("activate"), "Under Review": t("toReview") },
      icons: { Active: CheckCircle2, "Under Review": RotateCcw },
      disabled: setStatus.isPending,
      onChange: (next) => setStatus.mutate({ topic: r, next }),
    }),
    ...editAndDelete({
      editLabel: tc("edit"),
      deleteLabel: tc("delete"),
      confirm: { title: tt("deleteConfirm"), description: r.title },
      onEdit: () => setEditing(r),
      onDelete: () => remove.mutate(r),
    }),
  ];

  return (
    <>
      <DataTable
        {...list.tableProps}
        columns={columns}
        rowActions={actions}
        rows={rows}
        loadingText={t("loading")}
        emptyText={t("empty")}
        searchPlaceholder={t("searchPlaceholder")}
        summary={list.data ? tt("total", { count: list.data.total }) : undefined}
        toolbar={
          <>
            <FilterSelect
              label={t("statusFilter")}
              allLabel={t("all")}
              value={list.filters.status}
              onChange={(v) => list.setFilter("status", v)}
              options={TOPIC_STATUSES.map((s) => ({ value: s, label: tt(`status.${s}`) }))}
            />
            <AddButton label={t("add")} onClick={() => setAdding(true)} />
          </>
        }
      />
      <TopicFormDialog open={adding} onOpenChange={setAdding} mode="add" />
      {editing && <TopicFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} mode="edit" />}
      <ApplicationsDialog topic={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
