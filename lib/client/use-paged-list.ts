"use client";

import { useQueryStates } from "nuqs";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useErrorText } from "@/lib/client/errors";
import { useApiQuery, useLoadErrorToast } from "@/lib/client/query";
import { useDebounced } from "@/lib/client/use-debounced";
import { pagedListParams, pagedListParsers, pagedListState, type InitialPage, type PagedListSpec } from "@/lib/lists/paged-list";

/**
 * The state behind every paged list (admin tables, boards): search, page and the list's filters
 * live in the URL (a reload or a shared link keeps them), and one page of rows comes from a JSON
 * endpoint taking `q`, `page`, `limit` and the filters. `prefix` keeps two lists on one page apart.
 * A failed load is toasted once (`loadError`, by default Common's "could not load") and its text
 * stays in `errorText` for a table's banner; a card grid shows its own retry. `initial` is the page
 * the server rendered (see `firstPage`): the list starts from it instead of fetching it again, and
 * while it still shows exactly that page (a refetch with equal rows keeps it: TanStack Query shares
 * equal data) CardGrid keeps the cards the server rendered (its `prerendered`).
 */
export function usePagedList<T extends { total: number }, F extends string = never>(
  spec: PagedListSpec<F> & {
    /** the failed load's toast title and fallback text */
    loadError?: { title: string; fallback: string };
    initial?: InitialPage<T>;
  },
) {
  const { endpoint, pageSize, filters = [], prefix = "", loadError, initial } = spec;
  const tc = useTranslations("Common");
  const describe = useErrorText();
  const failed = loadError ?? { title: tc("loadFailed"), fallback: tc("loadFailedBody") };
  const onError = useLoadErrorToast(failed.title, failed.fallback);
  const { parsers, urlKeys } = useMemo(() => pagedListParsers(filters, prefix), [filters, prefix]);
  const [raw, setRaw] = useQueryStates(parsers, { history: "replace", urlKeys });
  const { search, page, filterValues } = pagedListState(filters, raw);
  const q = useDebounced(search, search ? 250 : 0);
  const query = useApiQuery<T>(endpoint, pagedListParams(spec, filterValues, q, page), { onError, initial });
  // busy from the first key typed: the rows shown are no longer the ones asked for, even before the
  // debounced search goes out (a reader sees it at once; a click on a row about to go away is not one)
  const busy = query.loading || q !== search;
  const errorText = query.failure ? describe(query.failure, failed.fallback) : null;
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;

  const setPage = (p: number) => void setRaw({ page: p > 1 ? p : null });
  const setSearch = (value: string) => void setRaw({ q: value || null, page: null });
  const setFilter = (name: F, value: string) => void setRaw({ [name]: value || null, page: null });

  return {
    ...query,
    /** the query's request, or a search typed but not yet sent (one meaning for every part of the list) */
    loading: busy,
    search,
    page,
    pageCount,
    filters: filterValues,
    setPage,
    setSearch,
    setFilter,
    errorText,
    /** the reader narrowed the list (a search or a filter): "no results" rather than "nothing yet" */
    filtered: !!search || Object.values<string>(filterValues).some(Boolean),
    /** after removing a row: the last row of a later page steps back a page */
    afterRemove: (rowsOnPage: number) => rowsOnPage <= 1 && page > 1 && setPage(page - 1),
    /** what DataTable needs from the list: <DataTable {...list.tableProps} /> */
    tableProps: { loading: busy, error: errorText, search, onSearch: setSearch, page, pageCount, onPage: setPage },
    /** what SearchField needs from the list: <SearchField {...list.searchProps} label={…} placeholder={…} /> */
    searchProps: { value: search, onChange: setSearch },
    /** what Pager needs from the list: <Pager {...list.pagerProps} summary={…} /> */
    pagerProps: { page, pageCount, onPage: setPage, busy },
    /** what CardGrid needs from the list: <CardGrid {...list.gridProps} items={…} /> */
    gridProps: { loading: busy, failure: query.failure, onRetry: query.reload, fromServer: !!initial && query.data === initial.data },
  };
}
