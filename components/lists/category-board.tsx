"use client";

import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, type Translate } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { FirstPageProps, PagedListSpec } from "@/lib/lists/paged-list";

type Page = { categories: string[]; total: number };

/**
 * A member board of cards narrowed by category (the e-library, the exams): the search box, a chip for
 * each category the data has, the cards (`children`, as CardGrid's) and, past one page, the pager.
 * Its texts come from the section by convention: `searchLabel`, `searchPlaceholder`,
 * `categoryFilter`, `all` and `total`; `empty` is the state when nothing matched (`filtered`: the
 * reader narrowed the list).
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
  format,
  columns,
}: FirstPageProps<P, B> & {
  spec: PagedListSpec<"category">;
  t: Translate<"searchLabel" | "searchPlaceholder" | "categoryFilter" | "all" | "total">;
  /** the cards' items in a page */
  items: (page: P) => T[];
  loadError?: { title: string; fallback: string };
  empty: (filtered: boolean) => React.ReactNode;
  children: (item: T, index: number, body: B | undefined) => React.ReactNode;
  /** a category's name as the chip shows it (the reader's language) */
  format?: (category: string) => string;
  /** the grid's column classes (CardGrid's `columns`) */
  columns?: string;
}) {
  const list = usePagedList<P, "category">({ ...spec, initial, loadError });
  const { data } = list;
  return (
    <div className="grid grid-cols-1 gap-6">
      <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      <FilterChips
        label={t("categoryFilter")}
        allLabel={t("all")}
        options={data?.categories ?? []}
        value={list.filters.category}
        onChange={(v) => list.setFilter("category", v)}
        format={format}
      />
      <CardGrid items={data ? items(data) : undefined} {...list.gridProps} prerendered={firstBodies} empty={empty(list.filtered)} columns={columns}>
        {children}
      </CardGrid>
      {data && data.total > spec.pageSize && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}
    </div>
  );
}
