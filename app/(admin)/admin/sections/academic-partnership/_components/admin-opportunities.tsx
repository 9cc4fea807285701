"use client";

import { Check, Eye, Pencil, RotateCcw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { OpportunityCard } from "@/components/partnership/opportunity-card";
import { OpportunityFormDialog } from "@/components/partnership/opportunity-form-dialog";
import { OPPORTUNITIES_API, OPPORTUNITIES_ENDPOINT } from "@/lib/partnership/types";
import { RequestsPanel } from "@/components/partnership/requests-panel";
import { OpportunityStatusBadge } from "@/components/partnership/status-badge";
import { TagList } from "@/components/partnership/tag-list";
import { usePartnershipLabels } from "@/components/partnership/labels";
import { useDeleteOpportunity } from "@/components/partnership/use-delete";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import { useDateFormat } from "@/components/partnership/use-date";
import { Button } from "@/components/ui/button";
import { DeleteButton } from "@/components/lists/delete-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FilterSelect } from "@/components/lists/filter-select";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { nextStatuses } from "@/lib/moderation/transitions";
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TRANSITIONS, statusMessageKey, type OpportunityStatus } from "@/lib/partnership/rules";
import type { OpportunityJson } from "@/lib/partnership/types";

type Page = { opportunities: OpportunityJson[]; total: number; page: number; limit: number };
const PAGE_SIZE = 12;

export function AdminOpportunities() {
  const t = useTranslations("AdminPartnership");
  const tp = useTranslations("Partnership");
  const tc = useTranslations("Common");
  const labels = usePartnershipLabels();
  const formatDate = useDateFormat();
  const list = usePagedList<Page, "status">({
    endpoint: OPPORTUNITIES_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["status"],
    params: { admin: "true" },
  });
  const { data } = list;
  const status = list.filters.status;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OpportunityJson | null>(null);
  const [details, setDetails] = useState<OpportunityJson | null>(null);
  const changeStatus = useApiMutation({
    request: ({ o, next }: { o: OpportunityJson; next: OpportunityStatus }) =>
      apiJson(`${OPPORTUNITIES_API}/update_status.php`, { method: "PUT", body: { id: o.id, status: next } }),
    invalidate: [OPPORTUNITIES_ENDPOINT],
    success: (_, { o, next }) => ({ title: t(`statusMessage.${statusMessageKey(next)}`), description: o.title }),
    failure: { title: t("statusErrorTitle"), fallback: t("statusFailed") },
    onSuccess: (_, { o, next }) => setDetails((d) => (d && d.id === o.id ? { ...d, status: next } : d)),
  });
  const setStatusOf = (o: OpportunityJson, next: OpportunityStatus) => changeStatus.mutate({ o, next });
  const remove = useDeleteOpportunity(() => {
    setDetails(null);
    list.afterRemove(data?.opportunities.length ?? 0);
  });

  // the buttons are the steps the opportunity's transition map allows from its status
  const STEP = {
    approved: { label: t("approve"), icon: Check, className: "bg-emerald-700 text-white hover:bg-emerald-800", variant: "default" },
    rejected: { label: t("reject"), icon: X, className: undefined, variant: "destructive" },
    pending: { label: t("backToReview"), icon: RotateCcw, className: undefined, variant: "outline" },
  } as const;
  function statusActions(o: OpportunityJson) {
    return nextStatuses(OPPORTUNITY_TRANSITIONS, o.status).map((next) => {
      const { label, icon: Icon, className, variant } = STEP[next];
      return (
        <Button key={next} size="sm" variant={variant} className={className} onClick={() => setStatusOf(o, next)}>
          <Icon /> {label}
        </Button>
      );
    });
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <FilterSelect
          label={t("statusFilter")}
          allLabel={tp("all")}
          value={status}
          onChange={(v) => list.setFilter("status", v)}
          options={OPPORTUNITY_STATUSES.map((s) => ({ value: s, label: tp(`status.${s}`) }))}
        />
        <AddButton label={t("add")} onClick={() => setAdding(true)} />
      </div>

      <CardGrid items={data?.opportunities} {...list.gridProps} empty={<NoResults title={list.search || status ? tp("noResults") : tp("empty")} />}>
        {(o) => (
          <OpportunityCard key={o.id} o={o} showStatus>
            <Button size="sm" variant="outline" onClick={() => setDetails(o)}>
              <Eye /> {t("details")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(o)}>
              <Pencil /> {tc("edit")}
            </Button>
            {statusActions(o)}
            <DeleteButton confirmTitle={tp("deleteConfirm")} onConfirm={() => remove.mutate(o)} />
          </OpportunityCard>
        )}
      </CardGrid>
      {data && data.total > 0 && <Pager {...list.pagerProps} summary={tp("total", { count: data.total })} />}

      <OpportunityFormDialog open={adding} onOpenChange={setAdding} tagsMode="comma" />
      {editing && <OpportunityFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} tagsMode="comma" />}

      <Dialog open={!!details} onOpenChange={(o) => !o && setDetails(null)}>
        <DialogContent closeLabel={tc("close")} className="max-w-2xl">
          {details && (
            <>
              <DialogHeader>
                <DialogTitle dir="auto">{details.title}</DialogTitle>
                <DialogDescription>
                  {t("statusLabel")}: <strong>{t(`statusMessage.${statusMessageKey(details.status)}`)}</strong>
                </DialogDescription>
              </DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <OpportunityStatusBadge status={details.status} />
              </div>
              <p className="whitespace-pre-line text-sm" dir="auto">
                {details.description}
              </p>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                {(
                  [
                    [tp("form.field"), labels.field(details.field)],
                    [tp("form.type"), labels.type(details.type)],
                    [t("author"), details.author_name],
                    [tp("form.contactEmail"), details.contact_email],
                    [t("date"), formatDate(details.created_at)],
                    [t("participants"), String(details.participant_count)],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-xs text-muted-foreground">{k}</dt>
                    <dd>
                      <bdi>{v}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
              <TagList tags={details.tags} all />
              <div className="flex flex-wrap gap-2 border-t pt-4">{statusActions(details)}</div>
              <section className="grid gap-3 border-t pt-4">
                <h3 className="font-semibold">{tp("requestsTitle")}</h3>
                <RequestsPanel target={{ opportunityId: details.id }} />
              </section>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
