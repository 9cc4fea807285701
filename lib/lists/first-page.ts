import "server-only";
import { createLoader, type SearchParams } from "nuqs/server";
import { pagedListParams, pagedListParsers, pagedListState, type InitialPage, type PagedListSpec } from "@/lib/lists/paged-list";
import { queryStrings } from "@/lib/http/query-strings";
import { legacyBody } from "@/lib/http/route";

/**
 * The page of a paged list that the URL asks for, loaded on the server so its rows are in the HTML:
 * the same parameters the board would send (same parsers, same defaults), handed to `load` as the
 * query string's values (the endpoint's schema parses them), and the answer in the JSON shape the
 * endpoint sends. Whatever fails (a bad filter, a refusal) gives nothing: the board then fetches
 * as before and shows that error its usual way.
 */
export async function firstPage<T, F extends string>(
  spec: PagedListSpec<F>,
  searchParams: Promise<SearchParams>,
  load: (query: Record<string, string>) => Promise<object>,
): Promise<InitialPage<T> | undefined> {
  const { parsers, urlKeys } = pagedListParsers(spec.filters, spec.prefix);
  const { search, page, filterValues } = pagedListState(spec.filters ?? [], createLoader(parsers, { urlKeys })(await searchParams));
  const params = pagedListParams(spec, filterValues, search, page);
  try {
    const data = JSON.parse(JSON.stringify(legacyBody(await load(queryStrings(params))))) as T;
    return { params, data, at: Date.now() };
  } catch {
    return undefined;
  }
}
