"use client";

import { useFormatter, useTranslations } from "next-intl";
import { DataTable, type Column } from "@/components/admin/data-table";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/select";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { AuditEntryJson, AuditPage } from "@/lib/audit/types";
import { ADMIN_API } from "@/lib/audit/types";
import { hasMessage } from "@/lib/i18n/keys";

const ENDPOINT = `${ADMIN_API}/audit.php`;
const PAGE_SIZE = 20;
const FILTERS = ["action"] as const;

/** The audit log: the search box matches the actor's e-mail; a select narrows to one action. */
export function AuditTable({ actions }: { actions: string[] }) {
  const t = useTranslations("Audit");
  const format = useFormatter();
  const list = usePagedList<AuditPage, (typeof FILTERS)[number]>({
    endpoint: ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: FILTERS,
    loadError: { title: t("loadErrorTitle"), fallback: t("loadError") },
  });
  const rows = list.data?.entries ?? [];
  const label = (action: string) => {
    const key = `actions.${action.replace(/\./g, "_")}`;
    return hasMessage(t, key) ? t(key) : action;
  };

  const columns: Column<AuditEntryJson>[] = [
    {
      key: "when",
      header: t("when"),
      cell: (e) => (
        <time dateTime={e.created_at} className="whitespace-nowrap text-sm">
          {format.dateTime(new Date(e.created_at), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      ),
    },
    {
      key: "actor",
      header: t("actor"),
      cell: (e) => (
        <bdi dir="ltr" className="text-sm">
          {e.actor_email}
        </bdi>
      ),
    },
    {
      key: "action",
      header: t("action"),
      cell: (e) => (
        <Badge variant="secondary" title={e.action}>
          {label(e.action)}
        </Badge>
      ),
    },
    {
      key: "target",
      header: t("target"),
      cell: (e) => (
        <span className="whitespace-nowrap text-xs text-muted-foreground">
          <bdi dir="ltr">
            {e.target_type} #{e.target_id}
          </bdi>
        </span>
      ),
    },
    {
      key: "summary",
      header: t("summary"),
      cell: (e) => (
        <span dir="auto" className="text-sm">
          {e.summary}
        </span>
      ),
    },
  ];

  return (
    <DataTable
      {...list.tableProps}
      columns={columns}
      rows={rows}
      loadingText={t("loading")}
      emptyText={t("empty")}
      searchPlaceholder={t("actorPlaceholder")}
      summary={list.data ? t("total", { count: list.data.total }) : undefined}
      toolbar={
        <Select
          className="w-56"
          aria-label={t("action")}
          value={list.filters.action}
          onValueChange={(v) => list.setFilter("action", v)}
          options={[{ value: "", label: t("allActions") }, ...actions.map((a) => ({ value: a, label: label(a) }))]}
        />
      }
    />
  );
}
