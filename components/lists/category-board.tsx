"use client";

import { useLocale } from "next-intl";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, type Translate } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps, PagedListSpec } from "@/lib/lists/paged-list";
import { learningName, type EnglishNames } from "@/lib/learning/names";

type Page = { categories: string[]; names: EnglishNames; total: number };

/**
 * A member board of cards narrowed by category (the e-library, the exams): the search box, a chip for
 * each category the data has, the cards (`children`, as CardGrid's) and, past one page, the pager.
 * Its texts come from the section by convention: `searchLabel`, `searchPlaceholder`,
 * `categoryFilter`, `all` and `total`; `empty` is the state when nothing matched (`filtered`: the
 * reader narrowed the list). A chip reads in the reader's language when the page names it in English.
 */
export function CategoryBoard<P extends Page, T, B>({
  spec,
  initial,
  firstBodies,
  t,
  items,
  loadError,
  empty,
  children,
  columns,
}: FirstPageProps<P, B> & {
  spec: PagedListSpec<"category">;
  t: Translate<"searchLabel" | "searchPlaceholder" | "categoryFilter" | "all" | "total">;
  /** the cards' items in a page */
  items: (page: P) => T[];
  loadError?: { title: string; fallback: string };
  empty: (filtered: boolean) => React.ReactNode;
  /** `names`: the English names the page sent (for a card's categories) */
  children: (item: T, index: number, body: B | undefined, names: EnglishNames) => React.ReactNode;
  /** the grid's column classes (CardGrid's `columns`) */
  columns?: string;
}) {
  const list = usePagedList<P, "category">({ ...spec, initial, loadError });
  const { data } = list;
  const locale = useLocale();
  return (
    <div className="grid grid-cols-1 gap-6">
      <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      <FilterChips
        label={t("categoryFilter")}
        allLabel={t("all")}
        options={data?.categories ?? []}
        value={list.filters.category}
        onChange={(v) => list.setFilter("category", v)}
        format={(c) => learningName(locale, data?.names, c)}
      />
      <CardGrid items={data ? items(data) : undefined} {...list.gridProps} prerendered={firstBodies} empty={empty(list.filtered)} columns={columns}>
        {(item, i, body) => children(item, i, body, data?.names ?? {})}
      </CardGrid>
      {data && data.total > spec.pageSize && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}
    </div>
  );
}
