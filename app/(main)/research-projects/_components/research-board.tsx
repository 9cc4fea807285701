"use client";

import { ArrowRight, Handshake } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { RequestsButton } from "@/components/partnership/requests-button";
import { useDeleteProject } from "@/components/partnership/use-delete";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { MyRequestsButton } from "@/components/partnership/my-requests-button";
import { RequestFormDialog, RequestsDialog } from "@/components/partnership/lazy-dialogs";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps } from "@/lib/lists/paged-list";
import { PROJECT_LIST, type ProjectPage } from "./list";
import { Button } from "@/components/ui/button";
import { DeleteButton } from "@/components/lists/delete-button";
import type { ResearchProjectJson } from "@/lib/partnership/types";
import { ProjectCard } from "@/components/partnership/project-card";
import { AddButton } from "@/components/lists/add-button";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { ReportButton } from "@/components/reports/report-button";

const ProjectFormDialog = lazyDialog(() => import("./project-form-dialog").then((m) => m.ProjectFormDialog));

/** `firstBodies`: the server's ProjectCardBody of each of `initial`'s projects (see CardGrid). */
export function ResearchBoard({ member, initial, firstBodies }: FirstPageProps<ProjectPage> & { member: { id: string; name: string; email: string } }) {
  const t = useTranslations("ResearchProjects");
  const tp = useTranslations("Partnership");
  const list = usePagedList<ProjectPage, "tag">({
    ...PROJECT_LIST,
    initial,
  });
  const { data } = list;
  const tag = list.filters.tag;
  const [adding, setAdding] = useState(false);
  const [requesting, setRequesting] = useState<ResearchProjectJson | null>(null);
  const [managing, setManaging] = useState<ResearchProjectJson | null>(null);
  const remove = useDeleteProject(() => list.afterRemove(data?.projects.length ?? 0));

  const tags = data?.tags ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <AddButton label={t("addButton")} onClick={() => setAdding(true)} />
        <MyRequestsButton />
        <Button variant="ghost" asChild>
          <Link href="/academic-partnership">
            <ArrowRight className="ltr:rotate-180" /> {t("backToPartnership")}
          </Link>
        </Button>
      </div>
      <FilterChips label={t("tagFilter")} allLabel={tp("all")} options={tags} value={tag} onChange={(v) => list.setFilter("tag", v)} />

      <CardGrid
        items={data?.projects}
        {...list.gridProps}
        prerendered={firstBodies}
        empty={<NoResults title={list.search || tag ? tp("noResults") : t("empty")} body={list.search || tag ? tp("noResultsBody") : t("emptyBody")} />}
      >
        {(p, _, body) => (
          <ProjectCard key={p.id} p={p} body={body}>
            {p.can_manage && <RequestsButton label={tp("viewRequests")} pending={p.pending_requests} onClick={() => setManaging(p)} />}
            {p.can_manage && <DeleteButton confirmTitle={tp("deleteConfirm")} onConfirm={() => remove.mutate(p)} />}
            {!p.is_owner && !p.my_request_status && (
              <Button size="sm" onClick={() => setRequesting(p)}>
                <Handshake /> {t("collaborateButton")}
              </Button>
            )}
            {!p.is_owner && <ReportButton type="project" id={p.id} label={p.title} />}
          </ProjectCard>
        )}
      </CardGrid>
      {data && data.total > 0 && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}

      <ProjectFormDialog open={adding} onOpenChange={setAdding} />
      {requesting && <RequestFormDialog kind="collaboration" target={requesting} member={member} open onOpenChange={(o) => !o && setRequesting(null)} />}
      <RequestsDialog target={managing ? { projectId: managing.id } : null} title={managing?.title ?? ""} onClose={() => setManaging(null)} />
    </div>
  );
}
