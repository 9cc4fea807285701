"use client";

import { useTranslations } from "next-intl";
import { DateCell } from "@/components/admin/data-table";
import { AdminTable, useAdminTable } from "@/components/admin/use-admin-table";
import { FilterSelect } from "@/components/lists/filter-select";
import { Badge } from "@/components/ui/badge";
import { AUDIT_API, type AuditEntryJson } from "@/lib/audit/types";
import { auditStepText, auditTargetText } from "@/lib/audit/words";
import { labelOf } from "@/lib/i18n/keys";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";

/** The audit log: the search box matches the actor's e-mail; a select narrows to one action. */
export function AuditTable({ actions }: { actions: string[] }) {
  const t = useTranslations("Audit");
  const fmt = useDateFormatter();
  const table = useAdminTable({
    api: AUDIT_API,
    ns: "Audit",
    rowsKey: "entries",
    editable: false,
    pageSize: 20,
    filters: ["action"],
    toolbar: (list) => (
      <FilterSelect
        label={t("action")}
        allLabel={t("allActions")}
        value={list.filters.action}
        onChange={(v) => list.setFilter("action", v)}
        options={actions.map((a) => ({ value: a, label: labelOf(t, "actions", a) }))}
        className="w-56"
      />
    ),
    columns: () => [
      {
        key: "when",
        header: t("when"),
        cell: (e: AuditEntryJson) => <DateCell value={e.created_at} style="moment" />,
      },
      // an address reads whole on one line (not broken at its hyphen)
      {
        key: "actor",
        header: t("actor"),
        cell: (e: AuditEntryJson) => (
          <bdi dir="ltr" className="whitespace-nowrap">
            {e.actor_email}
          </bdi>
        ),
      },
      // a label reads on one line where the table has room, up to 15rem; else it wraps inside a box
      // with rounded corners (a pill's round ends around two lines look broken). Never a fixed
      // width: the table would then be wider than the page and scroll sideways
      {
        key: "action",
        header: t("action"),
        cell: (e: AuditEntryJson) => (
          <Badge variant="secondary" title={e.action} className="max-w-60 rounded-md leading-snug">
            {labelOf(t, "actions", e.action)}
          </Badge>
        ),
      },
      {
        key: "target",
        header: t("target"),
        cell: (e: AuditEntryJson) => <span className="whitespace-nowrap text-xs text-muted-foreground">{auditTargetText(t, e, fmt.number)}</span>,
      },
      {
        key: "summary",
        header: t("summary"),
        cell: (e: AuditEntryJson) => {
          const step = auditStepText(t, e.detail, fmt.number);
          return (
            <span>
              <bdi dir="auto">{e.summary}</bdi>
              {step && <span className="ms-2 whitespace-nowrap text-muted-foreground">({step})</span>}
            </span>
          );
        },
      },
    ],
  });
  return <AdminTable table={table} />;
}
