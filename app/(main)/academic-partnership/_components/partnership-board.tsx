"use client";

import { FlaskConical, Pencil, Plus, Trash2, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CardGrid, FilterChips, NoResults, RequestsButton } from "@/components/partnership/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { OpportunityCard } from "@/components/partnership/opportunity-card";
import { OpportunityFormDialog } from "@/components/partnership/opportunity-form-dialog";
import { MyRequestsDialog } from "@/components/partnership/my-requests-dialog";
import { RequestFormDialog } from "@/components/partnership/request-form-dialog";
import { RequestsDialog } from "@/components/partnership/requests-panel";
import { toast } from "@/components/ui/use-toast";
import { useApiQuery } from "@/lib/client/use-api-query";
import { usePartnershipLabels } from "@/components/partnership/labels";
import { apiJson } from "@/lib/client/api";
import { FIELD_FILTERS } from "@/lib/partnership/rules";
import type { OpportunityJson } from "@/lib/partnership/types";

type Page = { opportunities: OpportunityJson[]; total: number; page: number; limit: number };
const PAGE_SIZE = 9;

export function PartnershipBoard({ member }: { member: { id: string; name: string; email: string } }) {
  const t = useTranslations("Partnership");
  const tc = useTranslations("Common");
  const labels = usePartnershipLabels();
  const [q, setQ] = useState("");
  const [field, setField] = useState("");
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState<OpportunityJson | null>(null);
  const [joining, setJoining] = useState<OpportunityJson | null>(null);
  const [managing, setManaging] = useState<OpportunityJson | null>(null);
  const { data, loading, failure, reload } = useApiQuery<Page>(
    "/backend/api/opportunities/read.php",
    { q: q.trim(), field, mine: mine ? "true" : undefined, page, limit: PAGE_SIZE }, {
    delay: q ? 250 : 0,
    onError: () => toast({ title: t("loadFailed"), variant: "destructive" }),
  });

  async function remove(o: OpportunityJson) {
    try {
      await apiJson("/backend/api/opportunities/delete.php", { method: "DELETE", body: { id: o.id } });
      toast({ title: t("deleted") });
      await reload();
    } catch {
      toast({ title: t("deleteErrorTitle"), description: t("deleteFailed"), variant: "destructive" });
    }
  }

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField value={q} onChange={(v) => { setQ(v); setPage(1); }} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <Button onClick={() => setSharing(true)}><Plus /> {t("shareButton")}</Button>
        <MyRequestsDialog />
        <Button variant="outline" asChild><Link href="/research-projects"><FlaskConical /> {t("researchProjectsLink")}</Link></Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterChips label={t("fieldFilter")} allLabel={t("all")} options={FIELD_FILTERS} format={labels.field} value={field} onChange={(v) => { setField(v); setPage(1); }} />
        <Button size="sm" variant={mine ? "default" : "ghost"} aria-pressed={mine} onClick={() => { setMine(!mine); setPage(1); }}>{t("mineOnly")}</Button>
      </div>

      <CardGrid items={data?.opportunities} loading={loading} failure={failure} onRetry={reload}
        empty={<NoResults title={q || field || mine ? t("noResults") : t("empty")} body={q || field || mine ? t("noResultsBody") : t("emptyBody")} />}>
        {(o) => (
          <OpportunityCard key={o.id} o={o} showStatus={o.is_owner}>
            {o.is_owner ? (
              <>
                <RequestsButton label={t("viewRequests")} pending={o.pending_requests} onClick={() => setManaging(o)} />
                <Button size="sm" variant="ghost" onClick={() => setEditing(o)}><Pencil /> {tc("edit")}</Button>
                <ConfirmDialog trigger={<Button size="sm" variant="ghost" className="text-destructive"><Trash2 /> {tc("delete")}</Button>}
                  title={t("deleteConfirm")} confirmLabel={tc("delete")} cancelLabel={tc("cancel")} onConfirm={() => remove(o)} />
              </>
            ) : o.my_request_status ? null : (
              <Button size="sm" onClick={() => setJoining(o)}><UserPlus /> {t("joinButton")}</Button>
            )}
          </OpportunityCard>
        )}
      </CardGrid>
      {data && data.total > 0 && (
        <Pager page={page} pageCount={pageCount} onPage={setPage} summary={t("total", { count: data.total })} />
      )}

      <OpportunityFormDialog open={sharing} onOpenChange={setSharing} tagsMode="chips" publicShare onSaved={reload} />
      {editing && <OpportunityFormDialog key={editing.id} open onOpenChange={(o) => !o && setEditing(null)} editing={editing} tagsMode="chips" onSaved={reload} />}
      {joining && (
        <RequestFormDialog kind="join" target={joining} member={member} open onOpenChange={(o) => !o && setJoining(null)} onSent={reload} />
      )}
      <RequestsDialog target={managing ? { opportunityId: managing.id } : null} title={managing ? `${managing.title} · ${labels.field(managing.field)}` : ""} onClose={() => setManaging(null)} onChanged={reload} />
    </div>
  );
}
