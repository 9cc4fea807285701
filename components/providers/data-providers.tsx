"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { QueryProvider } from "./query-provider";

/** Client data for the boards and tables: the query cache, and list state (search, page, filters) in the URL. */
export function DataProviders({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <NuqsAdapter>{children}</NuqsAdapter>
    </QueryProvider>
  );
}
