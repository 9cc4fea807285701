"use client";

import { Check, Eye, Pencil, Plus, RotateCcw, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardGrid, NoResults } from "@/components/partnership/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { OpportunityCard } from "@/components/partnership/opportunity-card";
import { OpportunityFormDialog } from "@/components/partnership/opportunity-form-dialog";
import { RequestsPanel } from "@/components/partnership/requests-panel";
import { OpportunityStatusBadge } from "@/components/partnership/status-badge";
import { TagList } from "@/components/partnership/tag-list";
import { usePartnershipLabels } from "@/components/partnership/labels";
import { useApiQuery } from "@/lib/client/use-api-query";
import { useDateFormat } from "@/components/partnership/use-date";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/client/api";
import { OPPORTUNITY_STATUSES, statusMessageKey, type OpportunityStatus } from "@/lib/partnership/rules";
import type { OpportunityJson } from "@/lib/partnership/types";
import { cn } from "@/lib/utils";

type Page = { opportunities: OpportunityJson[]; total: number; page: number; limit: number };
const PAGE_SIZE = 12;

export function AdminOpportunities() {
  const t = useTranslations("AdminPartnership");
  const tp = useTranslations("Partnership");
  const tc = useTranslations("Common");
  const labels = usePartnershipLabels();
  const formatDate = useDateFormat();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OpportunityJson | null>(null);
  const [details, setDetails] = useState<OpportunityJson | null>(null);
  const { data, loading, failure, reload } = useApiQuery<Page>(
    "/backend/api/opportunities/read.php",
    { admin: "true", q: q.trim(), status, page, limit: PAGE_SIZE }, {
    delay: q ? 250 : 0,
    onError: () => toast({ title: tp("loadFailed"), variant: "destructive" }),
  });

  async function setStatusOf(o: OpportunityJson, next: OpportunityStatus) {
    try {
      await apiJson("/backend/api/opportunities/update_status.php", { method: "PUT", body: { id: o.id, status: next } });
      toast({ title: t(`statusMessage.${statusMessageKey(next)}`), description: o.title });
      setDetails((d) => (d && d.id === o.id ? { ...d, status: next } : d));
      await reload();
    } catch {
      toast({ title: t("statusErrorTitle"), description: t("statusFailed"), variant: "destructive" });
    }
  }

  async function remove(o: OpportunityJson) {
    try {
      await apiJson("/backend/api/opportunities/delete.php", { method: "DELETE", body: { id: o.id } });
      toast({ title: tp("deleted") });
      setDetails(null);
      await reload();
    } catch {
      toast({ title: tp("deleteErrorTitle"), description: tp("deleteFailed"), variant: "destructive" });
    }
  }

  function statusActions(o: OpportunityJson) {
    return o.status === "pending" ? (
      <>
        <Button size="sm" className="bg-emerald-600 text-white hover:bg-emerald-700" onClick={() => setStatusOf(o, "approved")}><Check /> {t("approve")}</Button>
        <Button size="sm" variant="destructive" onClick={() => setStatusOf(o, "rejected")}><X /> {t("reject")}</Button>
      </>
    ) : (
      <Button size="sm" variant="outline" onClick={() => setStatusOf(o, "pending")}><RotateCcw /> {t("backToReview")}</Button>
    );
  }

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField value={q} onChange={(v) => { setQ(v); setPage(1); }} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <label className="flex items-center gap-2 text-sm">
          <span>{t("statusFilter")}</span>
          <select value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }} className={cn(inputClass, "h-10 w-40")}>
            <option value="">{tp("all")}</option>
            {OPPORTUNITY_STATUSES.map((s) => <option key={s} value={s}>{tp(`status.${s}`)}</option>)}
          </select>
        </label>
        <Button onClick={() => setAdding(true)}><Plus /> {t("add")}</Button>
      </div>

      <CardGrid items={data?.opportunities} loading={loading} failure={failure} onRetry={reload}
        empty={<NoResults title={q || status ? tp("noResults") : tp("empty")} />}>
        {(o) => (
          <OpportunityCard key={o.id} o={o} showStatus>
            <Button size="sm" variant="outline" onClick={() => setDetails(o)}><Eye /> {t("details")}</Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(o)}><Pencil /> {tc("edit")}</Button>
            {statusActions(o)}
            <ConfirmDialog trigger={<Button size="sm" variant="ghost" className="text-destructive"><Trash2 /> {tc("delete")}</Button>}
              title={tp("deleteConfirm")} confirmLabel={tc("delete")} cancelLabel={tc("cancel")} onConfirm={() => remove(o)} />
          </OpportunityCard>
        )}
      </CardGrid>
      {data && data.total > 0 && <Pager page={page} pageCount={pageCount} onPage={setPage} summary={tp("total", { count: data.total })} />}

      <OpportunityFormDialog open={adding} onOpenChange={setAdding} tagsMode="comma" onSaved={reload} />
      {editing && <OpportunityFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} tagsMode="comma" onSaved={reload} />}

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
              <div className="flex flex-wrap items-center gap-2"><OpportunityStatusBadge status={details.status} /></div>
              <p className="whitespace-pre-line text-sm" dir="auto">{details.description}</p>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                {([
                  [tp("form.field"), labels.field(details.field)],
                  [tp("form.type"), labels.type(details.type)],
                  [t("author"), details.author_name],
                  [tp("form.contactEmail"), details.contact_email],
                  [t("date"), formatDate(details.created_at)],
                  [t("participants"), String(details.participant_count)],
                ] as const).map(([k, v]) => (
                  <div key={k}><dt className="text-xs text-muted-foreground">{k}</dt><dd><bdi>{v}</bdi></dd></div>
                ))}
              </dl>
              <TagList tags={details.tags} all />
              <div className="flex flex-wrap gap-2 border-t pt-4">{statusActions(details)}</div>
              <section className="grid gap-3 border-t pt-4">
                <h3 className="font-semibold">{tp("requestsTitle")}</h3>
                <RequestsPanel target={{ opportunityId: details.id }} onChanged={reload} />
              </section>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
