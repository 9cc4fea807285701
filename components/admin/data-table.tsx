"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { RowActions, type RowAction } from "@/components/admin/row-actions";
import type { Translate } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { FormBanner } from "@/components/ui/form-banner";
import { SearchField } from "@/components/lists/search-field";
import { Skeleton } from "@/components/ui/skeleton";
import { ArticleImage } from "@/components/posts/article-image";
import type { DateStyle } from "@/lib/i18n/dates";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { cn } from "@/lib/utils";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/**
 * A section's table texts, by the convention its messages follow: `loading`, `empty`,
 * `searchPlaceholder` and `total` (with `{count}`, shown once the first page has come).
 */
export function tableTexts(t: Translate<"loading" | "empty" | "searchPlaceholder" | "total">, total: number | undefined) {
  return {
    loadingText: t("loading"),
    emptyText: t("empty"),
    searchPlaceholder: t("searchPlaceholder"),
    summary: total === undefined ? undefined : t("total", { count: total }),
  };
}

/** A row's title (or, `muted`, a longer text), with its picture (a cover, an article's image) before it when it has one. */
export function TitleCell({ title, src, aspect = "wide", muted }: { title: string; src?: string; aspect?: "cover" | "wide"; muted?: boolean }) {
  const text = (
    <span className={cn("line-clamp-2", muted ? "max-w-md text-muted-foreground" : "font-medium", !src && "min-w-48")} dir="auto">
      {title}
    </span>
  );
  if (!src) return text;
  return (
    <div className={cn("flex items-center gap-3", aspect === "cover" ? "min-w-56" : "min-w-64")}>
      <div className={cn("shrink-0 overflow-hidden bg-muted", aspect === "cover" ? "aspect-[5/7] w-10 rounded" : "aspect-[16/9] w-20 rounded-md")}>
        <ArticleImage src={src} alt="" />
      </div>
      {text}
    </div>
  );
}

/** A date in a table, kept on one line, in the reader's calendar and digits. */
export function DateCell({ value, style = "medium" }: { value: string; style?: DateStyle }) {
  const format = useDateFormatter();
  return (
    <time className="whitespace-nowrap" dateTime={value}>
      {format[style](value)}
    </time>
  );
}

export type Column<T> = { key: string; header: string; cell: (row: T) => React.ReactNode; className?: string };

/**
 * The one admin table: search box and a toolbar slot (filters, add button), loading / empty / error
 * states, rows with their actions, and pagination. Screens configure columns, actions and texts;
 * the data comes from the server a page at a time (usePagedList); rows are keyed by their `id`.
 */
export function DataTable<T extends { id: string | number }>({
  columns: baseColumns,
  rows,
  rowActions,
  rowHref,
  loading,
  error,
  loadingText,
  emptyText,
  search,
  onSearch,
  searchPlaceholder,
  page,
  pageCount,
  onPage,
  summary,
  toolbar,
  rowTestId,
}: {
  columns: Column<T>[];
  /** the row's buttons (shown in a last "Actions" column) */
  rowActions?: (row: T) => RowAction[];
  /** the row's page: a click on the row (outside its links and buttons) opens it */
  rowHref?: (row: T) => string;
  /** filters and buttons beside the search box */
  toolbar?: React.ReactNode;
  rows: T[];
  loading: boolean;
  error?: string | null;
  loadingText: string;
  emptyText: string;
  search?: string;
  onSearch?: (q: string) => void;
  searchPlaceholder?: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  summary?: string;
  /** a test id on each row of the wide table (the phone cards repeat the rows, hidden, and would match twice) */
  rowTestId?: string;
}) {
  const tc = useTranslations("Common");
  const router = useRouter();
  // a pointer's shortcut: the row's links and buttons keep their own clicks, and keyboards use them
  const opener = (row: T) =>
    rowHref
      ? {
          className: "cursor-pointer",
          onClick: (e: React.MouseEvent) => {
            if (!(e.target as HTMLElement).closest("a, button, input, label")) router.push(rowHref(row));
          },
        }
      : {};
  const columns: Column<T>[] = rowActions
    ? [...baseColumns, { key: "actions", header: tc("actions"), cell: (row) => <RowActions actions={rowActions(row)} /> }]
    : baseColumns;
  const status: React.ReactNode =
    loading && rows.length === 0 ? (
      <div role="status" className="grid gap-2">
        {loadingText}
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
    ) : rows.length === 0 && !error ? (
      emptyText
    ) : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {onSearch && <SearchField value={search ?? ""} onChange={onSearch} label={searchPlaceholder ?? ""} placeholder={searchPlaceholder ?? ""} />}
        {toolbar && <div className="flex min-w-0 max-w-full flex-wrap items-center gap-2">{toolbar}</div>}
        {summary && <p className="w-full text-sm text-muted-foreground sm:w-auto">{summary}</p>}
      </div>
      <FormBanner message={error} />
      <div className="hidden sm:block">
        <Table aria-busy={loading}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead key={c.key} className={c.className}>
                  {c.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {status ? (
              <TableRow>
                <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
                  {status}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} data-testid={rowTestId} {...opener(row)}>
                  {columns.map((c) => (
                    <TableCell key={c.key} className={c.className}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {/* phones: the same rows as cards, every column labelled */}
      <ul className="grid gap-3 sm:hidden" aria-busy={loading}>
        {status ? (
          <li className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{status}</li>
        ) : (
          rows.map((row) => (
            <li key={row.id} {...opener(row)} className={cn("grid gap-2 rounded-lg border bg-card p-4 text-sm", rowHref && "cursor-pointer")}>
              {columns.map((c) => (
                <div key={c.key} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs font-semibold text-muted-foreground">{c.header}</span>
                  <div className="min-w-0">{c.cell(row)}</div>
                </div>
              ))}
            </li>
          ))
        )}
      </ul>
      <Pager page={page} pageCount={pageCount} onPage={onPage} busy={loading} />
    </div>
  );
}
