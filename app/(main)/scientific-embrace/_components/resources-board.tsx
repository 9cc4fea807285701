"use client";

import { BookOpen, Download, ExternalLink, FileText, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, emptyTexts, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteButton } from "@/components/lists/delete-button";
import { AddButton } from "@/components/lists/add-button";
import { apiJson } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/query";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { InitialPage } from "@/lib/paged-list";
import { RESOURCE_LIST, type ResourcePage } from "./list";
import { lastPathSegment } from "@/lib/files";
import { useDateFormatter } from "@/lib/i18n/use-date-formatter";
import { RESOURCE_TYPES, type ResourceType } from "@/lib/learning/rules";
import { RESOURCES_ENDPOINT, type ResourceJson } from "@/lib/learning/types";
import { lazyDialog } from "@/components/forms/lazy-dialog";

const ResourceFormDialog = lazyDialog(() => import("./resource-form-dialog").then((m) => m.ResourceFormDialog));

export const TYPE_ICON: Record<ResourceType, React.ComponentType<{ className?: string }>> = { guide: BookOpen, video: Video, article: FileText };

function ResourceCard({ r, onDelete }: { r: ResourceJson; onDelete: () => void }) {
  const t = useTranslations("LearningResources");
  const date = useDateFormatter();
  const Icon = TYPE_ICON[r.type];
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-center justify-between gap-2">
        <Badge className="gap-1">
          <Icon className="size-3.5" />
          {t(`type.${r.type}`)}
        </Badge>
        {r.status === "Draft" && (
          <Badge variant="warning" title={t("draftHint")}>
            {t("draft")}
          </Badge>
        )}
      </div>
      <h2 className="text-lg font-bold leading-snug" dir="auto">
        {r.title}
      </h2>
      {r.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground" dir="auto">
          {r.description}
        </p>
      )}
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{t("by", { author: r.author })}</span>
        <time dateTime={r.created_at}>{date.medium(r.created_at)}</time>
        <span>{t("views", { count: r.views })}</span>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {r.download_url && (
          <Button asChild size="sm">
            <a href={`/backend/api/resources/open.php?id=${r.id}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink /> {t("open")}
              <span className="sr-only">
                {" "}
                <bdi>{r.title}</bdi>
              </span>
            </a>
          </Button>
        )}
        {r.file_path && (
          <Button asChild size="sm" variant={r.download_url ? "outline" : "default"}>
            <a href={r.file_path} download={lastPathSegment(r.file_path)}>
              <Download /> {t("downloadFile")}
              <span className="sr-only">
                {" "}
                <bdi>{r.title}</bdi>
              </span>
            </a>
          </Button>
        )}
        {r.is_owner && r.status === "Draft" && <DeleteButton confirmTitle={t("deleteConfirm")} onConfirm={onDelete} />}
      </div>
    </article>
  );
}

export function ResourcesBoard({ initial }: { initial?: InitialPage<ResourcePage> }) {
  const t = useTranslations("LearningResources");
  const list = usePagedList<ResourcePage, "type">({
    ...RESOURCE_LIST,
    initial,
  });
  const { data } = list;
  const [adding, setAdding] = useState(false);
  const remove = useApiMutation({
    request: (r: ResourceJson) => apiJson("/backend/api/resources/delete.php", { method: "DELETE", body: { id: r.id } }),
    invalidate: [RESOURCES_ENDPOINT],
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
      <CardGrid items={data?.resources} {...list.gridProps} empty={<NoResults {...emptyTexts(t, list.filtered)} />}>
        {(r) => <ResourceCard key={r.id} r={r} onDelete={() => remove.mutate(r)} />}
      </CardGrid>
      {data && data.total > RESOURCE_LIST.pageSize && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}
      <ResourceFormDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
