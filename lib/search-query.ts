// The search engines' query texts from a member's search terms (lib/arabic.ts queryTerms), kept apart
// from lib/server/search.ts so the search benchmark can build the same queries. One rule for both:
// every typed word must match (any of its stems), the last one as a prefix (it may be half typed).

/** Each word's variants quoted and OR-ed, the words AND-ed; `last` marks the prefix word. */
const allWords = (terms: string[][], word: (variant: string, last: boolean) => string, or: string, and: string) =>
  terms.map((variants, i) => `(${variants.map((v) => word(v, i === terms.length - 1)).join(or)})`).join(and);

/** FTS5's MATCH text. */
export const ftsQuery = (terms: string[][]) => allWords(terms, (v, last) => `"${v}"${last ? "*" : ""}`, " OR ", " AND ");

/**
 * PostgreSQL's tsquery text. The keys' words are letters and digits only (lib/arabic.ts), so the
 * 'simple' parser finds the words FTS5 does and a prefix lexeme (`:*`) is FTS5's prefix token; the
 * GIN index answers it exactly, with no recheck of the key against every match (which a LIKE
 * pattern served by pg_trgm needs).
 */
export const pgQuery = (terms: string[][]) => allWords(terms, (v, last) => `'${v}'${last ? ":*" : ""}`, " | ", " & ");
