"use client";

import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export type Column<T> = { key: string; header: string; cell: (row: T) => React.ReactNode; className?: string };

/**
 * The one admin table: search box, loading / empty / error states, rows, and pagination.
 * Screens configure columns and texts; the data comes from the server a page at a time.
 */
export function DataTable<T>({
  columns, rows, rowKey, loading, error, loadingText, emptyText, search, onSearch, searchPlaceholder, page, pageCount, onPage, summary,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
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
}) {
  const t = useTranslations("Common");
  const status: React.ReactNode =
    loading && rows.length === 0 ? (
      <span role="status" className="grid gap-2">
        {loadingText}
        {[0, 1, 2].map((i) => <Skeleton key={i} className="h-6 w-full" />)}
      </span>
    ) : rows.length === 0 && !error ? (
      emptyText
    ) : null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {onSearch && (
          <label className="relative w-full max-w-sm">
            <span className="sr-only">{searchPlaceholder}</span>
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={searchPlaceholder} className="ps-9" />
          </label>
        )}
        {summary && <p className="text-sm text-muted-foreground">{summary}</p>}
      </div>
      {error && <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">{error}</div>}
      <div className="hidden sm:block">
        <Table aria-busy={loading}>
          <TableHeader>
            <TableRow>{columns.map((c) => <TableHead key={c.key} className={c.className}>{c.header}</TableHead>)}</TableRow>
          </TableHeader>
          <TableBody>
            {status ? (
              <TableRow><TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">{status}</TableCell></TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={rowKey(row)}>{columns.map((c) => <TableCell key={c.key} className={c.className}>{c.cell(row)}</TableCell>)}</TableRow>
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
            <li key={rowKey(row)} className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
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
      {pageCount > 1 && (
        <nav className="flex items-center justify-center gap-3" aria-label={t("pageOf", { page, pages: pageCount })}>
          <Button variant="outline" size="sm" disabled={page <= 1 || loading} onClick={() => onPage(page - 1)}>
            <ChevronRight className="ltr:rotate-180" /> {t("previous")}
          </Button>
          <span className="text-sm text-muted-foreground">{t("pageOf", { page, pages: pageCount })}</span>
          <Button variant="outline" size="sm" disabled={page >= pageCount || loading} onClick={() => onPage(page + 1)}>
            {t("next")} <ChevronLeft className="ltr:rotate-180" />
          </Button>
        </nav>
      )}
    </div>
  );
}
