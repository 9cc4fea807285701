"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The one pager: previous / "page N of M" / next, arrows pointing the reading direction. */
export function Pager({
  page,
  pageCount,
  onPage,
  summary,
  busy = false,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
  summary?: string;
  busy?: boolean;
}) {
  const tc = useTranslations("Common");
  if (pageCount <= 1 && !summary) return null;
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground" aria-label={tc("pageOf", { page, pages: pageCount })}>
      <span>{summary}</span>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronRight className="ltr:rotate-180" /> {tc("previous")}
          </Button>
          <span>
            <bdi>{tc("pageOf", { page, pages: pageCount })}</bdi>
          </span>
          <Button variant="outline" size="sm" disabled={busy || page >= pageCount} onClick={() => onPage(page + 1)}>
            {tc("next")} <ChevronLeft className="ltr:rotate-180" />
          </Button>
        </div>
      )}
    </nav>
  );
}
