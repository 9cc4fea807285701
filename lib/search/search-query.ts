// The search engines' SQL from a member's search terms (lib/search/arabic.ts queryTerms), kept apart from
// lib/server/search.ts so the search benchmark runs the same statements. One rule for both engines:
// every typed word must match (any of its stems), the last one as a prefix (it may be half typed).

/** Each word's variants quoted and OR-ed, the words AND-ed; `last` marks the prefix word. */
const allWords = (terms: string[][], word: (variant: string, last: boolean) => string, or: string, and: string) =>
  terms.map((variants, i) => `(${variants.map((v) => word(v, i === terms.length - 1)).join(or)})`).join(and);

/** FTS5's MATCH text. */
export const ftsQuery = (terms: string[][]) => allWords(terms, (v, last) => `"${v}"${last ? "*" : ""}`, " OR ", " AND ");

/**
 * PostgreSQL's tsquery text. The keys' words are letters and digits only (lib/search/arabic.ts), so the
 * 'simple' parser finds the words FTS5 does and a prefix lexeme (`:*`) is FTS5's prefix token; the
 * GIN index answers it exactly, with no recheck of the key against every match (which a LIKE
 * pattern served by pg_trgm needs).
 */
export const pgQuery = (terms: string[][]) => allWords(terms, (v, last) => `'${v}'${last ? ":*" : ""}`, " | ", " & ");

/** The tables with a search index (the SQL names; never taken from input). */
export type SearchTable = "Post" | "Question" | "Topic" | "Exam" | "Book" | "LearningResource" | "Opportunity" | "ResearchProject";

/** Which page of the ranked matches: `limit` and `offset`, or the rows after the row `after` (an id). */
export type SearchPage = { limit?: number; offset?: number; after?: number };

/**
 * One ranked page of matching ids (`id`) and the number of matches (`n`, on every row; a page past
 * the end is one row with a null id), in one statement, with its parameters. Order: relevance (bm25
 * on SQLite, ts_rank on PostgreSQL; both weigh the title), then "createdAt" newest first, then id.
 * Every match is scored (a top-N by relevance needs every score), from the index alone on SQLite
 * ("<Table>_search" holds "createdAt" as `at`, migration search_rank_at); the matches are found once
 * for the page and the count.
 */
export function rankedSql(table: SearchTable, terms: string[][], { limit, offset = 0, after }: SearchPage, pg: boolean) {
  const window = `${limit !== undefined ? ` LIMIT ${Math.trunc(limit)}` : pg ? "" : " LIMIT -1"}${offset ? ` OFFSET ${Math.trunc(offset)}` : ""}`;
  const [matches, match, p] = pg
    ? [
        `SELECT s.id, -ts_rank(s."searchVector", q) AS rank, s."createdAt" AS at FROM "${table}" s, to_tsquery('simple', $1) q WHERE s."searchVector" @@ q`,
        pgQuery(terms),
        "$2",
      ]
    : [`SELECT rowid AS id, rank, at FROM "${table}_search" WHERE "${table}_search" MATCH ?`, ftsQuery(terms), "?"];
  const afterCursor = `r.rank > c.rank OR (r.rank = c.rank AND (r.at < c.at OR (r.at = c.at AND r.id < c.id)))`;
  const cursor = after !== undefined ? `, (SELECT * FROM m WHERE id = ${p}) c WHERE ${afterCursor}` : "";
  const order = (r: string) => `ORDER BY ${r}.rank, ${r}.at DESC, ${r}.id DESC`;
  return {
    sql:
      `WITH m AS MATERIALIZED (${matches}), page AS (SELECT r.* FROM m r${cursor} ${order("r")}${window}) ` +
      `SELECT p.id, n.n FROM (SELECT count(*) AS n FROM m) n LEFT JOIN page p ON true ${order("p")}`,
    params: after !== undefined ? [match, after] : [match],
  };
}

/** A search's best matches, best first (`ids`), and how many match in all (`total`). */
export type Ranking = { ids: number[]; total: number };

/** How many of a search's best matches a process keeps (lib/server/search.ts): 50 pages of 20. */
export const RANKING_KEPT = 1000;

/**
 * The page `rankedSql` answers for `page`, cut from the first `ids.length` matches of the ranking;
 * `undefined` when the page reaches past them (or its cursor is not among them) and matches remain.
 */
export function pageOfRanking({ ids, total }: Ranking, { limit, offset = 0, after }: SearchPage): Ranking | undefined {
  const complete = ids.length >= total;
  let start = offset;
  if (after !== undefined) {
    const at = ids.indexOf(after);
    // a cursor that is no longer a match ends the list, as the statement's empty join does
    if (at < 0) return complete ? { ids: [], total } : undefined;
    start += at + 1;
  }
  const end = limit === undefined ? Infinity : start + limit;
  if (!complete && end > ids.length) return undefined;
  return { ids: ids.slice(start, end), total };
}
