"use client";

import { AlertTriangle, ChevronLeft, ChevronRight, RotateCw, Search, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} className="h-56 rounded-xl" />)}
    </div>
  );
}

/** A failed load: said plainly, with a retry; never sample data. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("Partnership");
  const tc = useTranslations("Common");
  return (
    <EmptyState icon={AlertTriangle} title={t("loadFailed")} body={t("loadFailedBody")}>
      <Button className="mt-4" variant="outline" onClick={onRetry}><RotateCw /> {tc("retry")}</Button>
    </EmptyState>
  );
}

export function NoResults({ title, body }: { title: string; body?: string }) {
  return <EmptyState icon={SearchX} title={title} body={body} />;
}

export function Pager({ page, pageCount, onPage, summary }: { page: number; pageCount: number; onPage: (p: number) => void; summary?: string }) {
  const tc = useTranslations("Common");
  if (pageCount <= 1 && !summary) return null;
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground" aria-label={tc("pageOf", { page, pages: pageCount })}>
      <span>{summary}</span>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronRight className="rtl:rotate-0 ltr:rotate-180" /> {tc("previous")}
          </Button>
          <span><bdi>{tc("pageOf", { page, pages: pageCount })}</bdi></span>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {tc("next")} <ChevronLeft className="rtl:rotate-0 ltr:rotate-180" />
          </Button>
        </div>
      )}
    </nav>
  );
}

/** Filter chips; the first one ("all") clears the filter. */
export function FilterChips({ options, value, onChange, allLabel, label, format = (o) => o }: { options: readonly string[]; value: string; onChange: (v: string) => void; allLabel: string; label: string; format?: (o: string) => string }) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex min-w-0 max-w-full gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {["", ...options].map((o) => (
        <Button key={o || "all"} size="sm" variant={value === o ? "default" : "outline"} aria-pressed={value === o} className="shrink-0 rounded-full" onClick={() => onChange(o)}>
          {o ? format(o) : allLabel}
        </Button>
      ))}
    </div>
  );
}

/** The search box of the partnership lists (the server searches normalized Arabic). */
export function SearchField({ value, onChange, label, placeholder }: { value: string; onChange: (v: string) => void; label: string; placeholder: string }) {
  return (
    <label className="relative min-w-0 flex-1 basis-64">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="ps-9" />
    </label>
  );
}
