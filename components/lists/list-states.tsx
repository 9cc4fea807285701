"use client";

import { AlertTriangle, RotateCw, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

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

/** A translator of one section's messages (next-intl's `t`) that must have the keys `K`. */
export type Translate<K extends string> = (key: K, values?: { count: number }) => string;

/**
 * A board's empty state by the convention its messages follow: `noResults` / `noResultsBody` when
 * the reader narrowed the list (usePagedList's `filtered`), else `empty` / `emptyBody`.
 */
export function emptyTexts(t: Translate<"noResults" | "noResultsBody" | "empty" | "emptyBody">, filtered: boolean) {
  return filtered ? { title: t("noResults"), body: t("noResultsBody") } : { title: t("empty"), body: t("emptyBody") };
}

/**
 * The card list of every board: skeleton while the first page loads, the error state with retry
 * when it failed, `empty` when nothing matched, otherwise the cards (dimmed while the next page
 * loads). `columns` chooses the widest layout (spec: 1, 2 or 3 columns by width).
 *
 * `prerendered` are the static parts of the first page's cards, rendered by the server (the page
 * maps its rows to the card's body component, which has no state and no "use client"). While the
 * list still shows that page (`fromServer`) each card gets its server body as `body`: the browser
 * hydrates that markup without running it, and renders only the card's frame and its client parts
 * (buttons, an answers panel, a rating). Once the list changes (a search, a page, a write) `body` is
 * undefined and the card renders its body itself; the frame and its client parts stay mounted, so
 * their state and the keyboard focus survive.
 */
export function CardGrid<T, B = React.ReactNode>({
  items,
  loading,
  failure,
  onRetry,
  fromServer,
  prerendered,
  empty,
  children,
  className,
  columns,
}: {
  items: T[] | undefined;
  loading: boolean;
  failure: unknown;
  onRetry: () => void;
  /** the items are the page the server rendered (usePagedList's gridProps) */
  fromServer?: boolean;
  /** the server's bodies of the first page's cards, in the order of its rows */
  prerendered?: readonly B[];
  empty: React.ReactNode;
  /** `index` lets the first cards load their images eagerly (the largest paint on a phone); `body` is the server's (see above) */
  children: (item: T, index: number, body: B | undefined) => React.ReactNode;
  className?: string;
  /** the grid's column classes, in place of one, two then three columns (a card that needs a least width says it here) */
  columns?: string;
}) {
  if (loading && !items) return <CardGridSkeleton />;
  if (failure && !items) return <LoadError onRetry={onRetry} />;
  if (items && items.length === 0) return <>{empty}</>;
  return (
    <div
      className={cn("grid gap-4 transition-opacity", columns ?? "grid-cols-1 sm:grid-cols-2 xl:grid-cols-3", loading && "opacity-60", className)}
      aria-busy={loading}
    >
      {items?.map((item, i) => children(item, i, fromServer ? prerendered?.[i] : undefined))}
    </div>
  );
}
