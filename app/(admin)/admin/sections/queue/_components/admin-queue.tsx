"use client";

import { ArrowRightLeft, BookOpenText, ClipboardCheck, ExternalLink, EyeOff, Trash2, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DetailsDialog } from "@/components/admin/details-dialog";
import { RowActions, type RowAction } from "@/components/admin/row-actions";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { FilterChips } from "@/components/lists/filter-chips";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/auth/role-names";
import { apiJson } from "@/lib/client/api";
import { useApiMutation, useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { labelOf } from "@/lib/i18n/keys";
import { queueStepsFor, reviewHrefOf, type QueueKind } from "@/lib/moderation/kinds";
import { QUEUE_ENDPOINT, QUEUE_FILTERS, REPORT_RESOLVE_ENDPOINT, type QueueItemJson, type QueueFilter, type QueueJson } from "@/lib/reports/types";

/** A name or title members wrote keeps its own direction inside the sentence around it. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * The queue, oldest first: each item shown in its place (its author, what it sits under, a link to
 * it, its text, to be read whole before deciding), with a waiting item's next steps from its kind's
 * map for the reader's role, and a report's reason, note and count with its dismiss, hide and delete.
 */
export function AdminQueue({ role }: { role: Role }) {
  const t = useTranslations("AdminQueue");
  const tr = useTranslations("Reports");
  const fmt = useDateFormatter();
  const router = useRouter();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState("");
  const [reading, setReading] = useState<QueueItemJson | null>(null);
  const query = useApiQuery<QueueJson>(QUEUE_ENDPOINT, { page, kind: kind || undefined }, { onError: useLoadErrorToast(t("errorTitle"), t("loadFailed")) });
  const refreshBadge = () => router.refresh(); // the waiting count beside the section in the navigation

  const step = useApiMutation<{ item: QueueItemJson; to: string }>({
    request: ({ item, to }) => apiJson(QUEUE_ENDPOINT, { method: "PUT", body: { type: item.type, id: item.id, to } }),
    invalidate: [QUEUE_ENDPOINT],
    success: () => ({ title: t("done") }),
    failure: { title: t("errorTitle"), fallback: t("updateFailed") },
    onSuccess: refreshBadge,
  });
  const resolve = useApiMutation<{ item: QueueItemJson; action: "dismiss" | "hide" | "delete" }>({
    request: ({ item, action }) => apiJson(REPORT_RESOLVE_ENDPOINT, { method: "PUT", body: { id: item.report_id, action } }),
    invalidate: [QUEUE_ENDPOINT],
    success: () => ({ title: t("done") }),
    failure: { title: t("errorTitle"), fallback: t("updateFailed") },
    onSuccess: refreshBadge,
  });

  const kindLabel = (type: string) => labelOf(t, "kinds", type);
  const statusLabel = (status: string) => labelOf(t, "statuses", status);
  const reasonLabel = (reason: string) => labelOf(tr, "reasons", reason);

  const actions = (item: QueueItemJson): RowAction[] => {
    const busy = step.isPending || resolve.isPending;
    if (item.report_id === undefined) {
      // a kind with a review page of its own (an article: its text, versions and the review form) links to it
      const review = reviewHrefOf(item.type, Number(item.id));
      const openLabel = labelOf(t, "open", item.type);
      const open: RowAction[] = review ? [{ key: "open", label: openLabel, icon: ClipboardCheck, href: review, ariaLabel: `${openLabel}: ${item.title}` }] : [];
      return [
        ...open,
        ...queueStepsFor(item.type as QueueKind, item.status, role).map((to) => ({
          key: to,
          label: t("moveTo", { status: statusLabel(to) }),
          icon: ArrowRightLeft,
          disabled: busy,
          ariaLabel: `${t("moveTo", { status: statusLabel(to) })}: ${item.title}`,
          onClick: () => step.mutate({ item, to }),
        })),
      ];
    }
    // a report: dismissed, or its item hidden or deleted (asked first)
    return (["dismiss", "hide", "delete"] as const).map((action) => ({
      key: action,
      label: t(action),
      icon: { dismiss: X, hide: EyeOff, delete: Trash2 }[action],
      disabled: busy,
      ariaLabel: `${t(action)}: ${item.title}`,
      ...(action === "delete" && {
        variant: "destructive" as const,
        confirm: { title: t("deleteTitle"), description: t("deleteConfirm", { title: item.title }) },
      }),
      onClick: () => resolve.mutate({ item, action }),
    }));
  };

  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1;
  const counts = query.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const chipLabel = (k: string) => {
    const count = counts?.[k as QueueFilter] ?? 0;
    return k === "report" ? t("reports", { count }) : t("kindCount", { kind: kindLabel(k), count });
  };
  return (
    <div className="grid gap-4">
      <FilterChips
        options={QUEUE_FILTERS}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
        allLabel={t("all", { count: total })}
        label={t("filter")}
        format={chipLabel}
      />
      <CardGrid items={query.data?.items} {...query.gridProps} empty={<NoResults title={t("empty")} />} className="sm:grid-cols-1 xl:grid-cols-2">
        {(item) => (
          <article
            key={`${item.type}:${item.id}:${item.report_id ?? ""}`}
            className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm"
            data-testid="queue-item"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{kindLabel(item.type)}</Badge>
              {item.reason ? (
                <Badge variant="destructive">{t("reported", { reason: reasonLabel(item.reason) })}</Badge>
              ) : (
                <Badge>{statusLabel(item.status)}</Badge>
              )}
              {item.reports > 0 && <span className="text-sm text-muted-foreground">{t("reportCount", { count: item.reports })}</span>}
            </div>
            {/* the cards sit right under the page's title: the next level */}
            <h2 className="line-clamp-2 font-semibold" dir="auto">
              {item.under ? t("under", { type: item.type, title: isolate(item.under) }) : item.title}
            </h2>
            {item.author && <p className="text-sm text-muted-foreground">{t("by", { name: isolate(item.author) })}</p>}
            {item.body && (
              <p className="line-clamp-3 text-sm whitespace-pre-line" dir="auto" data-testid="queue-body">
                {item.body}
              </p>
            )}
            {item.report_id !== undefined && item.note && (
              <blockquote className="border-s-4 border-destructive/40 ps-3 text-sm">
                <span className="font-medium">{t("reporterNote")}</span>{" "}
                <q>
                  <bdi dir="auto">{item.note}</bdi>
                </q>
              </blockquote>
            )}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <time className="text-muted-foreground" dateTime={item.created_at}>
                {fmt.medium(item.created_at)}
              </time>
              {item.link && (
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <ExternalLink className="size-4" aria-hidden /> {t("inPlace")}
                </a>
              )}
              {item.body && (
                <Button size="sm" variant="ghost" onClick={() => setReading(item)} aria-label={`${t("readWhole")}: ${item.title}`}>
                  <BookOpenText /> {t("readWhole")}
                </Button>
              )}
            </div>
            <RowActions actions={actions(item)} />
          </article>
        )}
      </CardGrid>
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPage={setPage} busy={query.loading} />
      {reading && (
        <DetailsDialog
          open
          onOpenChange={(o) => !o && setReading(null)}
          title={reading.under ? t("under", { type: reading.type, title: isolate(reading.under) }) : reading.title}
          description={reading.author ? t("by", { name: isolate(reading.author) }) : undefined}
          wide
        >
          <div className="max-h-[60vh] overflow-y-auto text-sm whitespace-pre-wrap" dir="auto" data-testid="queue-whole">
            {reading.body}
          </div>
          <RowActions actions={actions(reading).map((a) => ({ ...a, onClick: a.onClick && (() => (a.onClick?.(), setReading(null))) }))} />
        </DetailsDialog>
      )}
    </div>
  );
}
