"use client";

import { ArrowRight, Handshake, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { CardGrid, FilterChips, NoResults, RequestsButton } from "@/components/partnership/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { MyRequestsDialog } from "@/components/partnership/my-requests-dialog";
import { RequestFormDialog } from "@/components/partnership/request-form-dialog";
import { RequestsDialog } from "@/components/partnership/requests-panel";
import { useApiQuery } from "@/lib/client/use-api-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/client/api";
import type { ResearchProjectJson } from "@/lib/partnership/types";
import { ProjectCard } from "@/components/partnership/project-card";
import { ProjectFormDialog } from "./project-form-dialog";

type Page = { projects: ResearchProjectJson[]; total: number; page: number; limit: number; tags: string[] };
const PAGE_SIZE = 9;

export function ResearchBoard({ member }: { member: { id: string; name: string; email: string } }) {
  const t = useTranslations("ResearchProjects");
  const tp = useTranslations("Partnership");
  const tc = useTranslations("Common");
  const [q, setQ] = useState("");
  const [tag, setTag] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [requesting, setRequesting] = useState<ResearchProjectJson | null>(null);
  const [managing, setManaging] = useState<ResearchProjectJson | null>(null);
  const { data, loading, failure, reload } = useApiQuery<Page>("/backend/api/research_projects/read.php", { q: q.trim(), tag, page, limit: PAGE_SIZE }, {
    delay: q ? 250 : 0,
    onError: () => toast({ title: tp("loadFailed"), variant: "destructive" }),
  });

  async function remove(p: ResearchProjectJson) {
    try {
      await apiJson("/backend/api/research_projects/delete.php", { method: "DELETE", body: { id: p.id } });
      toast({ title: tp("deleted") });
      await reload();
    } catch {
      toast({ title: tp("deleteErrorTitle"), description: tp("deleteFailed"), variant: "destructive" });
    }
  }

  const tags = data?.tags ?? [];
  const chips = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField value={q} onChange={(v) => { setQ(v); setPage(1); }} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <Button onClick={() => setAdding(true)}><Plus /> {t("addButton")}</Button>
        <MyRequestsDialog />
        <Button variant="ghost" asChild><Link href="/academic-partnership"><ArrowRight className="ltr:rotate-180" /> {t("backToPartnership")}</Link></Button>
      </div>
      {chips.length > 0 && <FilterChips label={t("tagFilter")} allLabel={tp("all")} options={chips} value={tag} onChange={(v) => { setTag(v); setPage(1); }} />}

      <CardGrid items={data?.projects} loading={loading} failure={failure} onRetry={reload}
        empty={<NoResults title={q || tag ? tp("noResults") : t("empty")} body={q || tag ? tp("noResultsBody") : t("emptyBody")} />}>
        {(p) => (
          <ProjectCard key={p.id} p={p}>
            {p.can_manage && (
              <RequestsButton label={tp("viewRequests")} pending={p.pending_requests} onClick={() => setManaging(p)} />
            )}
            {p.can_manage && (
              <ConfirmDialog trigger={<Button size="sm" variant="ghost" className="text-destructive"><Trash2 /> {tc("delete")}</Button>}
                title={tp("deleteConfirm")} confirmLabel={tc("delete")} cancelLabel={tc("cancel")} onConfirm={() => remove(p)} />
            )}
            {!p.is_owner && !p.my_request_status && (
              <Button size="sm" onClick={() => setRequesting(p)}><Handshake /> {t("collaborateButton")}</Button>
            )}
          </ProjectCard>
        )}
      </CardGrid>
      {data && data.total > 0 && <Pager page={page} pageCount={pageCount} onPage={setPage} summary={t("total", { count: data.total })} />}

      <ProjectFormDialog open={adding} onOpenChange={setAdding} onSaved={reload} />
      {requesting && <RequestFormDialog kind="collaboration" target={requesting} member={member} open onOpenChange={(o) => !o && setRequesting(null)} onSent={reload} />}
      <RequestsDialog target={managing ? { projectId: managing.id } : null} title={managing?.title ?? ""} onClose={() => setManaging(null)} onChanged={reload} />
    </div>
  );
}
