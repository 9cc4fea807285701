"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * The query cache of a signed-in page (one per tab). Server-rendered controls are on screen before
 * the scripts run: they stay disabled (one `fieldset`) until hydrated, rather than losing an early
 * click or keystroke. Pages whose lists keep their state in the URL use `DataProviders`.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, retryDelay: 400, refetchOnWindowFocus: false }, mutations: { retry: false } },
      }),
  );
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  return (
    <QueryClientProvider client={client}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </QueryClientProvider>
  );
}
