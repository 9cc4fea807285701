// A request's parameters and the query string they make: used by every JSON read in the browser,
// so it stays apart from the paged lists' URL state (nuqs), which only boards and tables load.

export type Params = Record<string, string | number | boolean | undefined | null>;

/** The non-empty parameters as the strings a query string carries. */
export function queryStrings(params: Params = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") out[k] = String(v);
  return out;
}
