"use client";

import { Lightbulb } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardGrid, emptyTexts, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { TopicCard } from "@/components/topics/topic-card";
import { lazyDialog } from "@/components/forms/lazy-dialog";
import { useDeleteTopic } from "@/components/topics/use-delete-topic";
import { AddButton } from "@/components/lists/add-button";
import { ToggleFilter } from "@/components/lists/toggle-filter";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps } from "@/lib/lists/paged-list";
import { TOPIC_LIST } from "./list";
import type { TopicJson, TopicPage } from "@/lib/topics/types";

const TopicFormDialog = lazyDialog(() => import("@/components/topics/topic-form-dialog").then((m) => m.TopicFormDialog));
const ApplyDialog = lazyDialog(() => import("@/components/topics/apply-dialog").then((m) => m.ApplyDialog));
const ApplicationsDialog = lazyDialog(
  () => import("@/components/topics/applications-dialog").then((m) => m.ApplicationsDialog),
  (props) => !!props.topic,
);

/** `firstBodies`: the server's TopicCardBody of each of `initial`'s topics (see CardGrid). */
export function TopicsBoard({ initial, firstBodies }: FirstPageProps<TopicPage>) {
  const t = useTranslations("Topics");
  const list = usePagedList<TopicPage, "mine">({
    ...TOPIC_LIST,
    initial,
  });
  const { data, filters } = list;
  const [suggesting, setSuggesting] = useState(false);
  const [applying, setApplying] = useState<TopicJson | null>(null);
  const [viewing, setViewing] = useState<TopicJson | null>(null);
  const remove = useDeleteTopic(() => list.afterRemove(data?.topics.length ?? 0));
  const mine = filters.mine === "true";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        <AddButton label={t("suggestButton")} onClick={() => setSuggesting(true)} icon={Lightbulb} />
        <ToggleFilter label={t("mineOnly")} pressed={mine} onChange={(on) => list.setFilter("mine", on ? "true" : "")} />
      </div>
      <CardGrid items={data?.topics} {...list.gridProps} prerendered={firstBodies} empty={<NoResults {...emptyTexts(t, list.filtered)} />}>
        {(topic, _, body) => (
          <TopicCard key={topic.id} topic={topic} body={body} onApply={setApplying} onApplications={setViewing} onDelete={(x) => remove.mutate(x)} />
        )}
      </CardGrid>
      {data && data.total > 0 && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}

      <TopicFormDialog open={suggesting} onOpenChange={setSuggesting} mode="suggest" />
      {applying && <ApplyDialog key={applying.id} topic={applying} onClose={() => setApplying(null)} />}
      <ApplicationsDialog topic={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
