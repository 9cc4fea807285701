"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations, type Messages, type MessageKeys, type NestedKeyOf } from "next-intl";
import { DataTable, tableTexts, type Column } from "@/components/admin/data-table";
import { editAndDelete, RowActions, statusActions, type RowAction } from "@/components/admin/row-actions";
import { useFormDialog } from "@/components/admin/use-form-dialog";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { AddButton } from "@/components/lists/add-button";
import { FilterChips } from "@/components/lists/filter-chips";
import { StatusBadge, type Tone } from "@/components/ui/badge";
/** The kit reads a section's messages by convention (`deleted`, `createTitle` …), so inside it its keys are plain strings. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The texts every table reads from its section's namespace. */
type TableKey = "loading" | "empty" | "searchPlaceholder" | "total" | "errorTitle" | "fetchFailed" | "loadError";
/** …and those of a table whose rows are added, edited and deleted (every section but a work list, `editable: false`; rows added elsewhere, `editable: "rows"`, need no `add`). */
type EditKey = "add" | "edit" | "delete" | "deleteTitle" | "deleteConfirm" | "deleted" | "deleteFailed";
type NamespaceWith<K extends string> = { [N in keyof Messages]: Messages[N] extends Record<K, string> ? N : never }[keyof Messages];
/** The namespaces that have them: `ns` must be one, so a section missing a text fails the type check. */
type TableNamespace = NamespaceWith<TableKey>;
type EditableNamespace = NamespaceWith<TableKey | EditKey>;
/** A namespace's message keys, nested ones dotted (`statusMessage.approved`): the keys a section names in its configuration. */
type KeyOf<N extends keyof Messages> = MessageKeys<Messages[N], NestedKeyOf<Messages[N]>>;
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { CrudApi, ListApi } from "@/lib/lists/crud";
import type { Params } from "@/lib/http/query-strings";

// What not every section shows loads apart: a row's details when first opened, the select only
// where a section filters by one (Radix's Select and its popper), so a plain table carries neither.
const DetailsDialog = lazyDialog(() => import("@/components/admin/details-dialog").then((m) => m.DetailsDialog));
const FilterSelect = dynamic(() => import("@/components/lists/filter-select").then((m) => m.FilterSelect));

/** Which row's details are open: `show(row)` opens them, `dialogProps` closes them. */
function useRowDetails<T>() {
  const [row, setRow] = useState<T | null>(null);
  return { row, show: setRow, dialogProps: { open: row !== null, onOpenChange: (open: boolean) => !open && setRow(null) } };
}

/** A column whose header, when not given, is the section's `col<Key>` message (`title` → `colTitle`). */
export type AdminColumn<T> = Omit<Column<T>, "header"> & { header?: string };

type Row = { id: string | number };

/**
 * A section whose rows move between statuses: a filter of chips (`statusFilter`, `allStatuses`,
 * `status.<S>` messages), a status column (`colStatus`) and, per row, one button for each status
 * the transition map allows next; a change is PUT `{id,status}` to the api's `status` (else update.php)
 * and toasted as `statusChanged` (or the message `toasts` names for the status reached); a failed
 * one as `errorTitle` and `saveFailed`.
 */
type StatusConfig<S extends string, K extends string = string> = {
  values: readonly S[];
  /** without them the section shows and filters statuses but moves rows elsewhere (its own page) */
  transitions?: Partial<Record<S, readonly S[]>>;
  /** the message key of the button moving a row to each status */
  actions?: Record<S, K>;
  icons?: Partial<Record<S, React.ComponentType<{ className?: string }>>>;
  variants?: Partial<Record<S, RowAction["variant"]>>;
  tones: Record<S, Tone>;
  /** the message key of the toast after a move, per status reached */
  toasts?: Partial<Record<S, K>>;
  /** the filter as chips (the default) or as a select, where the toolbar has little room */
  filter?: "chips" | "select";
  /** the status column's place among the section's columns (last by default) */
  at?: number;
};

/**
 * A row's read-only details: the row button opening them (its message key and icon), the dialog's
 * title and line, then a body of the section's own, a list and a download, and the row's status
 * buttons when the section has statuses. The dialog follows the row as the list refreshes.
 */
type DetailsConfig<T, K extends string = string> = {
  action: K;
  icon?: React.ComponentType<{ className?: string }>;
  title: (row: T, t: Translate) => string;
  description?: (row: T, t: Translate) => string;
  /** whatever the section shows of the row (in a wider dialog) */
  body?: (row: T, t: Translate) => React.ReactNode;
  /** the row's items (a bulleted list, or the `empty` line) */
  list?: (row: T, t: Translate) => { items: string[]; empty: string };
  /** a file to download under them */
  download?: (row: T, t: Translate) => { href: string; label: string };
};

/**
 * The list side of an admin section: one page of rows from `api.list` (search, page and filters in
 * the URL), the delete mutation (confirmed, toasted, lists invalidated, a page back when its last
 * row goes), each row's edit and delete buttons after the section's own, an add button, and the
 * add / edit dialog's state. Texts come from the section's namespace by the kit's convention:
 * `loading`, `empty`, `searchPlaceholder`, `total`, `errorTitle`, `fetchFailed`, `loadError`,
 * `add`, `edit`, `delete`, `deleteTitle`, `deleteConfirm`, `deleted`, `deleteFailed`, `col<Key>`.
 *
 *   const table = useAdminTable({ api: LIBRARY_CRUD, ns: "AdminLibrary", rowsKey: "books", columns, form: BookForm });
 *   return <AdminTable table={table} />;
 *
 * Its type arguments are inferred (the row from `form`, the statuses from `status.values`, the
 * namespace from `ns`), so `ns` must have the texts above and each key named in `status` and
 * `details` must be one of its messages; written out by hand, the namespace would be `never`.
 */
export function useAdminTable<T extends Row, F extends string = never, S extends string = never, N extends TableNamespace = never>({
  api,
  ns,
  rowsKey,
  columns,
  form: Form,
  actions,
  toolbar,
  filters,
  params,
  pageSize = 10,
  status,
  details,
  rowTestId,
  editable = true,
  rowHref,
  rowTitle,
  invalidate = [],
}: {
  /** the list's field in the read answer (`books`, `exams` …) */
  rowsKey: string;
  columns: (t: Translate) => AdminColumn<T>[];
  /** the add / edit dialog (behind `lazyDialog`, its `preload` starts when the add button is pointed at) */
  form?: React.ComponentType<AdminFormProps<T>> & Partial<Preloadable>;
  /** the row's own buttons, before edit and delete */
  actions?: (row: T, t: Translate) => RowAction[];
  /** filters before the add button (given the list, a filter of the section's own: `filters` names it) */
  toolbar?: React.ReactNode | ((list: { filters: Record<F, string>; setFilter: (name: F, value: string) => void }) => React.ReactNode);
  filters?: readonly F[];
  params?: Params;
  pageSize?: number;
  status?: StatusConfig<S, KeyOf<N>>;
  /** a details dialog, opened by a button before the row's own */
  details?: DetailsConfig<T, KeyOf<N>>;
  /** a test id on each row */
  rowTestId?: string;
  /** the row's own page, which a click anywhere on the row opens */
  rowHref?: (row: T) => string;
  /** the row's name: the line under its toasts, `{title}` in `deleteConfirm`, and in its details button's accessible name */
  rowTitle?: (row: T) => string;
  /** what a status change or a delete changes besides the list (the row's own page, which its details may show) */
  invalidate?: readonly string[];
} & (
  | { api: CrudApi; ns: N & EditableNamespace; editable?: true }
  /** rows edited and deleted here but added elsewhere (by the members' own form): no add button nor its text */
  | { api: CrudApi; ns: N & NamespaceWith<TableKey | Exclude<EditKey, "add">>; editable: "rows" }
  /** a list to work through, not to edit: no add button, no edit or delete (nor their texts), and only its list endpoint needed */
  | { api: ListApi; ns: N; editable: false }
)) {
  // only the editable branches delete and open the form, and the union gives them every endpoint
  const crud = api as CrudApi;
  const t = useTranslations(ns as never) as unknown as Translate;
  const form = useFormDialog<T>();
  const shown = useRowDetails<T>();
  const list = usePagedList<{ total: number } & Record<string, unknown>, F>({
    endpoint: api.list,
    pageSize,
    // a status section filters by status
    filters: status ? ([...(filters ?? []), "status"] as F[]) : filters,
    params,
    loadError: { title: t("errorTitle"), fallback: t("fetchFailed") },
  });
  const rows = (list.data?.[rowsKey] as T[] | undefined) ?? [];
  const remove = useApiMutation({
    request: (row: T) =>
      crud.removeBy === "query"
        ? apiJson(`${crud.remove}?id=${encodeURIComponent(row.id)}`, { method: "DELETE" })
        : apiJson(crud.remove, { method: "DELETE", body: { id: row.id } }),
    invalidate: [api.list, ...invalidate],
    success: (_, row) => ({ title: t("deleted"), description: rowTitle?.(row) }),
    // read only by a section that deletes (the others need not have these messages)
    failure: { title: editable ? t("errorTitle") : "", fallback: editable ? t("deleteFailed") : "" },
    onSuccess: () => list.afterRemove(rows.length),
  });
  const setStatus = useApiMutation({
    request: ({ row, next }: { row: T; next: S }) => apiJson(crud.status ?? crud.update, { method: "PUT", body: { id: row.id, status: next } }),
    invalidate: [api.list, ...invalidate],
    success: (_, { row, next }) => ({ title: t(status?.toasts?.[next] ?? "statusChanged"), description: rowTitle?.(row) }),
    // read only by a section with statuses (the others need not have these messages)
    failure: { title: status?.transitions ? t("errorTitle") : "", fallback: status?.transitions ? t("saveFailed") : "" },
  });
  const statusLabel = (s: S) => t(`status.${s}`);
  const statusButtons = (row: T): RowAction[] =>
    status?.transitions && status.actions
      ? statusActions<S>({
          status: (row as T & { status: S }).status,
          transitions: status.transitions,
          labels: Object.fromEntries(status.values.map((s) => [s, t(status.actions![s])])) as Record<S, string>,
          icons: status.icons,
          variants: status.variants,
          onChange: (next) => setStatus.mutate({ row, next }),
          disabled: setStatus.isPending,
        })
      : [];
  const rowActions = (row: T): RowAction[] => [
    ...(details
      ? [{ label: t(details.action), icon: details.icon, onClick: () => shown.show(row), ariaLabel: rowTitle && `${t(details.action)}: ${rowTitle(row)}` }]
      : []),
    ...(actions?.(row, t) ?? []),
    ...statusButtons(row),
    ...(editable
      ? editAndDelete({
          editLabel: t("edit"),
          deleteLabel: t("delete"),
          editVariant: "secondary",
          confirm: { title: t("deleteTitle"), description: t("deleteConfirm", rowTitle && { title: rowTitle(row) }) },
          onEdit: () => form.edit(row),
          onDelete: () => remove.mutate(row),
        })
      : []),
  ];
  const all: AdminColumn<T>[] = [...columns(t)];
  if (status)
    all.splice(status.at ?? all.length, 0, {
      key: "status",
      cell: (row) => <StatusBadge status={(row as T & { status: S }).status} tones={status.tones} fallback={status.values[0]} label={statusLabel} />,
    });
  const headed: Column<T>[] = all.map((c) => ({ ...c, header: c.header ?? t(`col${c.key[0].toUpperCase()}${c.key.slice(1)}`) }));
  // the open details show the row as the list has it now (after a status change, an edit)
  const detailed = shown.row && (rows.find((r) => r.id === shown.row!.id) ?? shown.row);
  const statusFilter = status && {
    label: t("statusFilter"),
    allLabel: t("allStatuses"),
    value: (list.filters as Record<string, string>).status ?? "",
    onChange: (v: string) => list.setFilter("status" as F, v),
  };
  return {
    t,
    list,
    rows,
    remove,
    /** everything DataTable needs */
    tableProps: {
      ...list.tableProps,
      columns: headed,
      rows,
      // a read-only log has no actions column
      rowActions: editable || actions || details || status?.transitions ? rowActions : undefined,
      rowTestId,
      rowHref,
      error: list.errorText && t("loadError", { message: list.errorText }),
      toolbar: (
        <>
          {statusFilter &&
            (status.filter === "select" ? (
              <FilterSelect {...statusFilter} options={status.values.map((s) => ({ value: s, label: statusLabel(s) }))} />
            ) : (
              <FilterChips {...statusFilter} options={status.values} format={(s) => statusLabel(s as S)} />
            ))}
          {typeof toolbar === "function" ? toolbar(list) : toolbar}
          {editable === true && <AddButton label={t("add")} onClick={() => form.edit(null)} onIntent={Form?.preload} />}
        </>
      ),
      ...tableTexts(t, list.data?.total),
    },
    /** the add / edit dialog, on a fresh form each time it opens, and the details */
    dialog: (
      <>
        {Form && <Form key={form.key} {...form.dialogProps} row={form.row} api={crud} ns={ns} />}
        {details && detailed && (
          <DetailsDialog
            {...shown.dialogProps}
            title={details.title(detailed, t)}
            description={details.description?.(detailed, t)}
            wide={!!details.body}
            list={details.list?.(detailed, t)}
            download={details.download?.(detailed, t)}
          >
            {details.body?.(detailed, t)}
            {status && <RowActions actions={statusButtons(detailed)} />}
          </DetailsDialog>
        )}
      </>
    ),
  };
}

/** A section's table and its dialog. */
export function AdminTable<T extends Row>({ table }: { table: { tableProps: React.ComponentProps<typeof DataTable<T>>; dialog: React.ReactNode } }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <DataTable {...table.tableProps} />
      {table.dialog}
    </div>
  );
}

/** A form behind `lazyDialog`, whose code the add button starts loading when pointed at or focused. */
type Preloadable = { preload: () => unknown };

/** What a section's add / edit dialog receives from useAdminTable: its state, the row (null: a new one) and the section's endpoints and namespace. */
export type AdminFormProps<T> = { open: boolean; onOpenChange: (open: boolean) => void; row: T | null; api: CrudApi; ns: string };
