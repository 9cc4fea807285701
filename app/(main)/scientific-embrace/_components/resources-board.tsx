"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, emptyTexts, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { Button } from "@/components/ui/button";
import { DeleteButton } from "@/components/lists/delete-button";
import { DownloadButton } from "@/components/lists/file-link";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps } from "@/lib/lists/paged-list";
import { RESOURCE_LIST, type ResourcePage } from "./list";
import { RESOURCE_TYPES, type ResourceType } from "@/lib/learning/rules";
import { type ResourceJson, resourceOpenUrl, RESOURCES_CRUD } from "@/lib/learning/types";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { ResourceCardBody } from "./resource-card-body";
import { ReportButton } from "@/components/reports/report-button";

const ResourceFormDialog = lazyDialog(() => import("./resource-form-dialog").then((m) => m.ResourceFormDialog));

/** One resource; `body` is the server's ResourceCardBody (see CardGrid). */
function ResourceCard({ r, body, onDelete }: { r: ResourceJson; body?: React.ReactNode; onDelete: () => void }) {
  const t = useTranslations("LearningResources");
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition hover:shadow-md">
      {body ?? <ResourceCardBody r={r} />}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {r.download_url && (
          <Button asChild size="sm">
            <a href={resourceOpenUrl(r.id)} target="_blank" rel="noopener noreferrer">
              <ExternalLink /> {t("open")}
              <span className="sr-only">
                {" "}
                <bdi>{r.title}</bdi>
              </span>
            </a>
          </Button>
        )}
        {r.file_path && <DownloadButton href={r.file_path} label={t("downloadFile")} of={r.title} size="sm" variant={r.download_url ? "outline" : "default"} />}
        {r.is_owner && r.status === "Draft" && <DeleteButton confirmTitle={t("deleteConfirm")} onConfirm={onDelete} />}
        {!r.is_owner && <ReportButton type="resource" id={r.id} label={r.title} className="ms-auto" />}
      </div>
    </article>
  );
}

/** `firstBodies`: the server's ResourceCardBody of each of `initial`'s resources (see CardGrid). */
export function ResourcesBoard({ initial, firstBodies }: FirstPageProps<ResourcePage>) {
  const t = useTranslations("LearningResources");
  const list = usePagedList<ResourcePage, "type">({
    ...RESOURCE_LIST,
    initial,
  });
  const { data } = list;
  const [adding, setAdding] = useState(false);
  const remove = useApiMutation({
    request: (r: ResourceJson) => apiJson(RESOURCES_CRUD.remove, { method: "DELETE", body: { id: r.id } }),
    invalidate: [RESOURCES_CRUD.list],
    success: () => ({ title: t("deleted") }),
    failure: { title: t("form.errorTitle"), fallback: t("deleteFailed") },
    onSuccess: () => list.afterRemove(data?.resources.length ?? 0),
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <AddButton label={t("addButton")} onClick={() => setAdding(true)} />
      </div>
      <FilterChips
        label={t("typeFilter")}
        allLabel={t("all")}
        options={RESOURCE_TYPES}
        format={(o) => t(`type.${o as ResourceType}`)}
        value={list.filters.type}
        onChange={(v) => list.setFilter("type", v)}
      />
      <CardGrid items={data?.resources} {...list.gridProps} prerendered={firstBodies} empty={<NoResults {...emptyTexts(t, list.filtered)} />}>
        {(r, _, body) => <ResourceCard key={r.id} r={r} body={body} onDelete={() => remove.mutate(r)} />}
      </CardGrid>
      {data && data.total > RESOURCE_LIST.pageSize && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}
      <ResourceFormDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
