import { parseAsInteger, parseAsString } from "nuqs/server";
import type { Params } from "@/lib/http/query-strings";

// What a paged list is (endpoint, page size, URL filters), shared by its board in the browser
// (usePagedList) and its page on the server (firstPage, which renders the first page into the HTML).

/** How many cards load their image eagerly: on a phone the first one's is usually the largest paint. */
export const EAGER_CARDS = 3;

export type PagedListSpec<F extends string = never> = {
  endpoint: string;
  pageSize: number;
  filters?: readonly F[];
  /** fixed parameters (e.g. `admin: "true"`) */
  params?: Params;
  /** keeps two lists on one page apart in the URL */
  prefix?: string;
};

/** The page the server already loaded: the request parameters it answers and the endpoint's JSON. */
export type InitialPage<T> = { params: Params; data: T; at: number };
/**
 * What a board gets from its server page: the first page's rows (`initial`) and the server's bodies
 * of their cards (`firstBodies`, in the rows' order; CardGrid's `prerendered`).
 */
export type FirstPageProps<T, B = React.ReactNode> = { initial?: InitialPage<T>; firstBodies?: B[] };

/** The URL state's parsers (nuqs) and, with a prefix, their URL keys. */
export function pagedListParsers(filters: readonly string[] = [], prefix = "") {
  const parsers: Record<string, typeof parseAsString | typeof parseAsInteger> = { q: parseAsString, page: parseAsInteger };
  for (const f of filters) parsers[f] = parseAsString;
  const urlKeys = prefix ? Object.fromEntries(Object.keys(parsers).map((k) => [k, `${prefix}${k}`])) : undefined;
  return { parsers, urlKeys };
}

/** The list's state as read from the URL: search, page (1 and up) and each filter ("" when unset). */
export function pagedListState<F extends string>(filters: readonly F[], raw: Record<string, unknown>) {
  return {
    search: (raw.q as string | null) ?? "",
    page: Math.max(1, (raw.page as number | null) ?? 1),
    filterValues: Object.fromEntries(filters.map((f) => [f, (raw[f] as string | null) ?? ""])) as Record<F, string>,
  };
}

/** The parameters of one page's request (and its query key). */
export function pagedListParams(spec: PagedListSpec<string>, filterValues: Record<string, string>, q: string, page: number): Params {
  return { ...spec.params, ...filterValues, q, page, limit: spec.pageSize };
}
