"use client";

import { AlertTriangle, Inbox, RotateCw, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

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

/**
 * The card list of every partnership screen: skeleton while the first page loads, the error state
 * with retry when it failed, `empty` when nothing matched, otherwise the cards (dimmed while the next
 * page loads).
 */
export function CardGrid<T>({ items, loading, failure, onRetry, empty, children }: {
  items: T[] | undefined;
  loading: boolean;
  failure: unknown;
  onRetry: () => void;
  empty: React.ReactNode;
  children: (item: T) => React.ReactNode;
}) {
  if (loading && !items) return <CardGridSkeleton />;
  if (failure !== null && !items) return <LoadError onRetry={onRetry} />;
  if (items && items.length === 0) return <>{empty}</>;
  return (
    <div className={cn("grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3", loading && "opacity-60")} aria-busy={loading}>
      {items?.map(children)}
    </div>
  );
}

/** The owner's way into a card's requests, with the number still waiting for an answer. */
export function RequestsButton({ label, pending, onClick }: { label: string; pending: number; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      <Inbox /> {label}
      {pending > 0 && <span className="rounded-full bg-primary px-1.5 text-[10px] text-primary-foreground"><bdi>{pending}</bdi></span>}
    </Button>
  );
}
