import "server-only";
import { normalizeArabic, queryTerms } from "@/lib/arabic";
import { ftsQuery, pgQuery } from "@/lib/search-query";
import { db, isPostgresUrl } from "@/lib/db";
import { env } from "@/lib/env";

// The one search of every list (DESIGN §5). Each searchable table stores its prepared text in
// `searchKey` (lib/arabic.ts `indexedKeyOf`: normalized, lightly stemmed, "title | everything").
// SQLite indexes it with FTS5 (a "<Table>_search" table kept in step by triggers, ranked by bm25 with
// the title weighted), PostgreSQL with a weighted `searchVector` tsvector (GIN) and pg_trgm on the
// key for the last, partial word; both rank by relevance, then newest. Migration:
// 20261123030000_full_text_search. Prisma does not know these objects: ids come from raw SQL here,
// rows from Prisma in the callers.

/** The tables with a search index (the SQL names; never taken from input). */
export type SearchTable = "Post" | "Question" | "Topic" | "Exam" | "Book" | "LearningResource" | "Opportunity" | "ResearchProject";

const pg = () => isPostgresUrl(env().DATABASE_URL);

type Page = { limit?: number; offset?: number; after?: number };

/** The SQL of one ranked page of matching ids, with its parameters (the cursor `after` is a row id). */
function rankedSql(table: SearchTable, terms: string[][], { limit, offset = 0, after }: Page) {
  const t = `"${table}"`;
  const window = `${limit !== undefined ? ` LIMIT ${Math.trunc(limit)}` : pg() ? "" : " LIMIT -1"}${offset ? ` OFFSET ${Math.trunc(offset)}` : ""}`;
  const afterCursor = `r.rank > c.rank OR (r.rank = c.rank AND (r.at < c.at OR (r.at = c.at AND r.id < c.id)))`;
  if (pg()) {
    const q = pgQuery(terms);
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = `${q.whole ? `s."searchVector" @@ to_tsquery('simple', ${p(q.whole)}) AND ` : ""}(${q.likes.map((l) => `s."searchKey" LIKE ${p(l)}`).join(" OR ")})`;
    const count = { sql: `SELECT count(*)::int AS n FROM ${t} s WHERE ${where}`, params: [...params] };
    const matches = `SELECT s.id, -ts_rank(s."searchVector", to_tsquery('simple', ${p(q.rank)})) AS rank, s."createdAt" AS at FROM ${t} s WHERE ${where}`;
    const cursor = after !== undefined ? `, (SELECT * FROM m WHERE id = ${p(after)}) c WHERE ${afterCursor}` : "";
    return { sql: `WITH m AS MATERIALIZED (${matches}) SELECT r.id FROM m r${cursor} ORDER BY r.rank, r.at DESC, r.id DESC${window}`, params, count };
  }
  const fts = `"${table}_search"`;
  const match = ftsQuery(terms);
  const matches = `SELECT f.rowid AS id, f.rank AS rank, s."createdAt" AS at FROM ${fts} f JOIN ${t} s ON s.id = f.rowid WHERE ${fts} MATCH ?`;
  const cursor = after !== undefined ? `, (SELECT * FROM m WHERE id = ?) c WHERE ${afterCursor}` : "";
  return {
    sql: `WITH m AS MATERIALIZED (${matches}) SELECT r.id FROM m r${cursor} ORDER BY r.rank, r.at DESC, r.id DESC${window}`,
    params: after !== undefined ? [match, after] : [match],
    count: { sql: `SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`, params: [match] },
  };
}

const idsOf = (rows: { id: number | bigint }[]) => rows.map((r) => Number(r.id));

/**
 * One page of a table's search, from the index: the matching ids, best first (then newest), and
 * how many match. `null` for a blank query (nothing but spaces and marks: the caller lists
 * unfiltered); a query with no letters or digits at all ('%', '"*') matches nothing.
 */
export async function searchPage({ table, q, ...page }: { table: SearchTable; q: string | null | undefined } & Page) {
  if (!q || !normalizeArabic(q)) return null;
  const terms = queryTerms(q);
  if (terms.length === 0) return { ids: [], total: 0 };
  const { sql, params, count } = rankedSql(table, terms, page);
  const [rows, [{ n }]] = await Promise.all([
    db.$queryRawUnsafe<{ id: number | bigint }[]>(sql, ...params),
    db.$queryRawUnsafe<{ n: number | bigint }[]>(count.sql, ...count.params),
  ]);
  return { ids: idsOf(rows), total: Number(n) };
}

/** Rows in the order of `ids` (Prisma's `id: { in }` answers in its own order). */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A searched list whose rows also pass the list's own filter (visibility, status, category): `find`
 * reads the matching rows the filter keeps, and they are put in rank order and paged by `page` and
 * `limit` or by a `cursor` (the last id shown); no limit, every match. `null` without words to
 * search. For the smaller lists; the articles page in the index itself (`searchPage`).
 */
export async function searchFiltered<T extends { id: number }>({
  table,
  q,
  find,
  page = 1,
  limit,
  cursor,
}: {
  table: SearchTable;
  q: string | null | undefined;
  find: (ids: number[]) => Promise<T[]>;
  page?: number;
  limit?: number;
  cursor?: number;
}) {
  const found = await searchPage({ table, q });
  if (!found) return null;
  const order = inOrder(found.ids, await find(found.ids));
  // a cursor no longer among the matches (deleted, edited) ends the list rather than restarting it
  const at = cursor !== undefined ? order.findIndex((r) => r.id === cursor) : -1;
  const start = cursor === undefined ? (page - 1) * (limit ?? 0) : at < 0 ? order.length : at + 1;
  const rows = limit === undefined ? order : order.slice(start, start + limit);
  const more = limit !== undefined && start + limit < order.length;
  return { rows, total: order.length, nextCursor: more && rows.length ? rows[rows.length - 1].id : null };
}

/** A list's rows and total: ranked from the index when `q` has words to search, else from `list()` (newest first). */
export async function listOrSearch<T extends { id: number }>(search: Parameters<typeof searchFiltered<T>>[0], list: () => Promise<readonly [T[], number]>) {
  const found = await searchFiltered(search);
  return found ? ([found.rows, found.total] as const) : list();
}
