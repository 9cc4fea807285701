"use client";

import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/client/toast";
import { useErrorText } from "@/lib/client/errors";
import { apiJson } from "@/lib/client/api";
import type { InitialPage } from "@/lib/lists/paged-list";
import { queryStrings, type Params } from "@/lib/http/query-strings";

export type { Params };

/** `endpoint?a=1&b=2` without the empty parameters. */
export function urlOf(endpoint: string, params: Params = {}) {
  const qs = new URLSearchParams(queryStrings(params)).toString();
  return qs ? `${endpoint}${endpoint.includes("?") ? "&" : "?"}${qs}` : endpoint;
}

/**
 * One GET of our JSON API. The query key is `[endpoint, params]`, so every screen showing the same
 * endpoint shares the cache and a write invalidates it by its endpoint (see useApiMutation). The
 * previous answer stays on screen while the next one loads; TanStack Query drops stale answers.
 * `initial` is the answer the server rendered the page with: it seeds the cache for exactly those
 * parameters (no request on mount while it is fresh), and nothing else.
 */
export function useApiQuery<T>(
  endpoint: string,
  params: Params = {},
  { enabled = true, onError, initial }: { enabled?: boolean; onError?: (e: unknown) => void; initial?: InitialPage<T> } = {},
) {
  const seeded = initial && hashKey([initial.params]) === hashKey([params]) ? initial : undefined;
  const query = useQuery({
    queryKey: [endpoint, params],
    queryFn: ({ signal }) => apiJson<T>(urlOf(endpoint, params), { signal }),
    placeholderData: keepPreviousData,
    initialData: seeded?.data,
    initialDataUpdatedAt: seeded?.at,
    enabled,
  });
  // report each failure once (a toast), the error state stays on screen
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (query.error && reported.current !== query.error) {
      reported.current = query.error;
      onErrorRef.current?.(query.error);
    }
  }, [query.error]);
  const reload = () => void query.refetch();
  return {
    data: query.data ?? null,
    /** a request is under way (first load or a refresh) */
    loading: query.isFetching,
    failure: query.error,
    reload,
    /** what CardGrid needs from the query: <CardGrid {...query.gridProps} items={…} /> */
    gridProps: { loading: query.isFetching, failure: query.error, onRetry: reload },
  };
}

type MutationOptions<V, R> = {
  /** the call: usually `(v) => apiJson(url, { method, body })` */
  request: (vars: V) => Promise<R>;
  /** endpoints whose cached lists this write changes */
  invalidate: string[];
  /** the success toast (title, description), or nothing */
  success?: (result: R, vars: V) => { title: string; description?: string } | undefined;
  /** the toast title and fallback text when it fails */
  failure: { title: string; fallback: string };
  onSuccess?: (result: R, vars: V) => void;
};

/** One write: request → toast → invalidate the lists it changed. Failures are toasted in the reader's language. */
export function useApiMutation<V = void, R = unknown>({ request, invalidate, success, failure, onSuccess }: MutationOptions<V, R>) {
  const client = useQueryClient();
  const describe = useErrorText();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result, vars) => {
      const message = success?.(result, vars);
      if (message) toast(message);
      onSuccess?.(result, vars);
      // A list's first fetch may still be under way from before this write (a search just typed):
      // TanStack would only join it and show its stale answer, so cancel it, then refetch.
      await Promise.all(
        invalidate.map(async (endpoint) => {
          await client.cancelQueries({ queryKey: [endpoint] });
          await client.invalidateQueries({ queryKey: [endpoint] });
        }),
      );
    },
    onError: (e) => toast({ title: failure.title, description: describe(e, failure.fallback), variant: "destructive" }),
  });
}

/** The toast of a failed load, worded like every other failure. */
export function useLoadErrorToast(title: string, fallback: string) {
  const describe = useErrorText();
  return (e: unknown) => toast({ title, description: describe(e, fallback), variant: "destructive" });
}
