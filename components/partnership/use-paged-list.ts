"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/client/api";

/**
 * One page of a server-paginated list: loads whenever the parameters change (search waits for a
 * pause in typing), toasts a failed load once and keeps the error for the retry state. Never
 * invents data.
 */
export function usePagedList<T>(url: string, params: Record<string, string | number | undefined>, failTitle: string, delay = 0) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(params);
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(JSON.parse(key) as Record<string, string | number | undefined>)) if (v !== undefined && v !== "") search.set(k, String(v));
    try {
      const result = await apiJson<T>(`${url}?${search}`);
      if (mine !== seq.current) return;
      setData(result);
      setFailed(false);
    } catch {
      if (mine !== seq.current) return;
      setFailed(true);
      toast({ title: failTitle, variant: "destructive" });
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [url, key, failTitle]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), delay);
    return () => clearTimeout(timer);
  }, [load, delay]);

  return { data, loading, failed, reload: load };
}
