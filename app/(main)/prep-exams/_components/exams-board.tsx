"use client";

import { useTranslations } from "next-intl";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { usePagedList } from "@/lib/client/use-paged-list";
import { EAGER_CARDS, type FirstPageProps } from "@/lib/lists/paged-list";
import { EXAM_LIST, type ExamPage } from "./list";
import { ExamCard } from "./exam-card";
import type { ExamCardBody } from "./exam-card-body";

/** `firstBodies`: the server's static parts of each of `initial`'s exam cards (see CardGrid). */
export function ExamsBoard({ initial, firstBodies }: FirstPageProps<ExamPage, ExamCardBody>) {
  const t = useTranslations("PrepExams");
  const list = usePagedList<ExamPage, "category">({
    ...EXAM_LIST,
    initial,
    loadError: { title: t("errorTitle"), fallback: t("fetchFailed") },
  });
  const { data } = list;
  const category = list.filters.category;
  const categories = data?.categories ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      <FilterChips label={t("categoryFilter")} allLabel={t("all")} options={categories} value={category} onChange={(v) => list.setFilter("category", v)} />
      <CardGrid
        items={data?.exams}
        {...list.gridProps}
        prerendered={firstBodies}
        empty={<NoResults title={list.filtered ? t("empty") : t("noExams")} body={list.filtered ? t("emptyBody") : t("noExamsBody")} />}
      >
        {(e, i, body) => <ExamCard key={e.id} exam={e} priority={i < EAGER_CARDS} body={body} />}
      </CardGrid>
      {data && data.total > EXAM_LIST.pageSize && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}
    </div>
  );
}
