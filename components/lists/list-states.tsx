"use client";

import { AlertTriangle, RotateCw, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** How many cards load their image eagerly: on a phone the first one's is usually the largest paint. */
export const EAGER_CARDS = 3;

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-56 rounded-xl" />
      ))}
    </div>
  );
}

/** A failed load: said plainly, with a retry; never sample data. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const tc = useTranslations("Common");
  return (
    <EmptyState icon={AlertTriangle} title={tc("loadFailed")} body={tc("loadFailedBody")}>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        <RotateCw /> {tc("retry")}
      </Button>
    </EmptyState>
  );
}

export function NoResults({ title, body }: { title: string; body?: string }) {
  return <EmptyState icon={SearchX} title={title} body={body} />;
}

/** A translator of one section's messages (next-intl's `t`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A board's empty state by the convention its messages follow: `noResults` / `noResultsBody` when
 * the reader narrowed the list (usePagedList's `filtered`), else `empty` / `emptyBody`.
 */
export function emptyTexts(t: Translate, filtered: boolean) {
  return filtered ? { title: t("noResults"), body: t("noResultsBody") } : { title: t("empty"), body: t("emptyBody") };
}

/**
 * The card list of every board: skeleton while the first page loads, the error state with retry
 * when it failed, `empty` when nothing matched, otherwise the cards (dimmed while the next page
 * loads). `columns` chooses the widest layout (spec: 1, 2 or 3 columns by width).
 */
export function CardGrid<T>({
  items,
  loading,
  failure,
  onRetry,
  empty,
  children,
  className,
}: {
  items: T[] | undefined;
  loading: boolean;
  failure: unknown;
  onRetry: () => void;
  empty: React.ReactNode;
  /** `index` lets the first cards load their images eagerly (the largest paint on a phone) */
  children: (item: T, index: number) => React.ReactNode;
  className?: string;
}) {
  if (loading && !items) return <CardGridSkeleton />;
  if (failure && !items) return <LoadError onRetry={onRetry} />;
  if (items && items.length === 0) return <>{empty}</>;
  return (
    <div className={cn("grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3", loading && "opacity-60", className)} aria-busy={loading}>
      {items?.map((item, i) => children(item, i))}
    </div>
  );
}
