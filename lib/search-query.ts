// The search engines' query texts from a member's search terms (lib/arabic.ts queryTerms), kept apart
// from lib/server/search.ts so the search benchmark can build the same queries.

/** FTS5's query: every typed word must match (any of its stems), the last one as a prefix. */
export function ftsQuery(terms: string[][]) {
  return terms.map((variants, i) => `(${variants.map((v) => `"${v}"${i === terms.length - 1 ? "*" : ""}`).join(" OR ")})`).join(" AND ");
}

/** PostgreSQL's: the whole words as a tsquery, the last word as LIKE patterns (pg_trgm), the rank's query with the prefix. */
export function pgQuery(terms: string[][]) {
  const group = (variants: string[], prefix: boolean) => `(${variants.map((v) => `'${v}'${prefix ? ":*" : ""}`).join(" | ")})`;
  const whole = terms.slice(0, -1).map((v) => group(v, false));
  const last = terms[terms.length - 1];
  return {
    whole: whole.join(" & "),
    likes: last.map((v) => `% ${v}%`),
    rank: [...whole, group(last, true)].join(" & "),
  };
}
