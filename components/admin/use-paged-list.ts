"use client";

import { useState } from "react";
import { useApiQuery } from "@/lib/client/use-api-query";

/**
 * The state behind an admin table: a search, a page, and one page of rows from a JSON endpoint
 * taking `q`, `page` and `limit`. Callers word the errors.
 */
export function usePagedList<T extends { total: number }>({ endpoint, pageSize, onError }: { endpoint: string; pageSize: number; onError: (e: unknown) => void }) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const { data, loading, failure, reload } = useApiQuery<T>(endpoint, { q: query, page, limit: pageSize }, { delay: query ? 250 : 0, onError });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return {
    /** what DataTable needs from the list: spread it as <DataTable {...list.tableProps} /> */
    tableProps: { loading, search: query, onSearch: (q: string) => { setQuery(q); setPage(1); }, page, pageCount, onPage: setPage },
    data,
    page,
    setPage,
    failure,
    reload,
  };
}
