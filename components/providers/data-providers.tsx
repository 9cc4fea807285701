"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { useState, useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * Client data for the signed-in layouts: one query cache per tab, list state in the URL. The
 * boards' first page comes with the HTML, so its controls are on screen before the scripts run: they
 * stay disabled (one `fieldset`) until hydrated, rather than losing an early click or keystroke.
 */
export function DataProviders({ children }: { children: React.ReactNode }) {
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
      <NuqsAdapter>
        <fieldset disabled={!hydrated} className="contents">
          {children}
        </fieldset>
      </NuqsAdapter>
    </QueryClientProvider>
  );
}
