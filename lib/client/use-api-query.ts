"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "@/lib/client/api";

type Params = Record<string, string | number | undefined>;

/**
 * One GET of our JSON API, reloaded whenever the parameters change (after `delay` ms, so a search
 * waits for a pause in typing). An answer that arrives after a newer request was sent is dropped;
 * a failure is kept for the error state and handed to `onError` once. Never invents data.
 */
export function useApiQuery<T>(url: string, params: Params, { delay = 0, onError }: { delay?: number; onError?: (e: unknown) => void } = {}) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);
  const key = JSON.stringify(params);
  const seq = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(JSON.parse(key) as Params)) if (v !== undefined && v !== "") search.set(k, String(v));
    try {
      const result = await apiJson<T>(`${url}${url.includes("?") ? "&" : "?"}${search}`);
      if (mine !== seq.current) return;
      setData(result);
      setFailure(null);
    } catch (e) {
      if (mine !== seq.current) return;
      setFailure(e);
      onErrorRef.current?.(e);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [url, key]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), delay);
    return () => clearTimeout(timer);
  }, [load, delay]);

  return { data, loading, failure, reload: load };
}
