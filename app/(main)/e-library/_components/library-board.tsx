"use client";

import { useTranslations } from "next-intl";
import { FilterChips } from "@/components/lists/filter-chips";
import { CardGrid, emptyTexts, NoResults } from "@/components/lists/list-states";
import { Pager } from "@/components/lists/pager";
import { SearchField } from "@/components/lists/search-field";
import { usePagedList } from "@/lib/client/use-paged-list";
import { EAGER_CARDS, type FirstPageProps } from "@/lib/lists/paged-list";
import { BookCard } from "./book-card";
import { BOOK_LIST, type BookPage } from "./list";

/** `firstBodies`: the server's BookCard of each of `initial`'s books (see CardGrid; a book card has no client part, so its body is the whole card). */
export function LibraryBoard({ initial, firstBodies }: FirstPageProps<BookPage>) {
  const t = useTranslations("Library");
  const list = usePagedList<BookPage, "category">({
    ...BOOK_LIST,
    initial,
  });
  const { data } = list;
  const category = list.filters.category;
  const categories = data?.categories ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <SearchField {...list.searchProps} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      <FilterChips label={t("categoryFilter")} allLabel={t("all")} options={categories} value={category} onChange={(v) => list.setFilter("category", v)} />
      <CardGrid items={data?.books} {...list.gridProps} prerendered={firstBodies} empty={<NoResults {...emptyTexts(t, list.filtered)} />}>
        {(b, i, card) => card ?? <BookCard key={b.id} book={b} priority={i < EAGER_CARDS} />}
      </CardGrid>
      {data && data.total > BOOK_LIST.pageSize && <Pager {...list.pagerProps} summary={t("total", { count: data.total })} />}
    </div>
  );
}
