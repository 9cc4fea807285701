"use client";

import { AlertTriangle, RotateCw, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
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
