"use client";

import { useCallback, useEffect, useState } from "react";
import { apiJson } from "@/lib/client/api";

/**
 * The state behind every admin list: a search that waits for a pause in typing, a page, and one
 * page of rows from a JSON endpoint taking `q`, `page` and `limit`. Callers word the errors.
 */
export function usePagedList<T extends { total: number }>({ endpoint, pageSize, onError }: { endpoint: string; pageSize: number; onError: (e: unknown) => void }) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const params = new URLSearchParams({ page: String(page), limit: String(pageSize), ...(query ? { q: query } : {}) });
      setData(await apiJson<T>(`${endpoint}${endpoint.includes("?") ? "&" : "?"}${params}`));
      setFailure(null);
    } catch (e) {
      setFailure(e);
      onError(e);
    } finally {
      setLoading(false);
    }
  }, [endpoint, pageSize, query, page, onError]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), query ? 250 : 0);
    return () => clearTimeout(timer);
  }, [load, query]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return {
    /** what DataTable needs from the list: spread it as <DataTable {...list.tableProps} /> */
    tableProps: { loading, search: query, onSearch: (q: string) => { setQuery(q); setPage(1); }, page, pageCount, onPage: setPage },
    query,
    search: (q: string) => { setQuery(q); setPage(1); },
    page,
    setPage,
    data,
    loading,
    failure,
    reload: load,
    pageCount,
  };
}
