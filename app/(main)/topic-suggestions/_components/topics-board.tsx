"use client";

import { Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { ApplicationsDialog } from "@/components/topics/applications-dialog";
import { ApplyDialog } from "@/components/topics/apply-dialog";
import { TopicCard } from "@/components/topics/topic-card";
import { TopicFormDialog } from "@/components/topics/topic-form-dialog";
import { useDeleteTopic } from "@/components/topics/use-delete-topic";
import { Button } from "@/components/ui/button";
import { usePagedList } from "@/lib/client/use-paged-list";
import { TOPICS_ENDPOINT, type TopicJson, type TopicPage } from "@/lib/topics/types";

const PAGE_SIZE = 9;

export function TopicsBoard() {
  const t = useTranslations("Topics");
  const list = usePagedList<TopicPage, "mine">({
    endpoint: TOPICS_ENDPOINT,
    pageSize: PAGE_SIZE,
    filters: ["mine"],
  });
  const { data, filters } = list;
  const [suggesting, setSuggesting] = useState(false);
  const [applying, setApplying] = useState<TopicJson | null>(null);
  const [viewing, setViewing] = useState<TopicJson | null>(null);
  const remove = useDeleteTopic(() => list.afterRemove(data?.topics.length ?? 0));
  const mine = filters.mine === "true";
  const filtered = !!(list.search || mine);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField value={list.search} onChange={list.setSearch} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <Button onClick={() => setSuggesting(true)}>
          <Lightbulb /> {t("suggestButton")}
        </Button>
        <Button variant={mine ? "default" : "ghost"} aria-pressed={mine} onClick={() => list.setFilter("mine", mine ? "" : "true")}>
          {t("mineOnly")}
        </Button>
      </div>
      <CardGrid
        items={data?.topics}
        {...list.gridProps}
        empty={<NoResults title={filtered ? t("noResults") : t("empty")} body={filtered ? t("noResultsBody") : t("emptyBody")} />}
      >
        {(topic) => <TopicCard key={topic.id} topic={topic} onApply={setApplying} onApplications={setViewing} onDelete={(x) => remove.mutate(x)} />}
      </CardGrid>
      {data && data.total > 0 && (
        <Pager page={list.page} pageCount={list.pageCount} onPage={list.setPage} summary={t("total", { count: data.total })} busy={list.loading} />
      )}

      <TopicFormDialog open={suggesting} onOpenChange={setSuggesting} mode="suggest" />
      {applying && <ApplyDialog key={applying.id} topic={applying} onClose={() => setApplying(null)} />}
      <ApplicationsDialog topic={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
