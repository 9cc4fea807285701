import "server-only";
import { searchTermsOf } from "@/lib/search/arabic";
import { pageOfRanking, rankedSql, RANKING_KEPT, type Ranking, type SearchPage, type SearchTable } from "@/lib/search/search-query";
import { db, isPostgresUrl } from "@/lib/db";
import { env } from "@/lib/env";
import { Lru } from "@/lib/lru";

// The one search of every list, so every list finds the same words the same way. Each searchable table stores its prepared text in
// `searchKey` (lib/search/arabic.ts `indexedKeyOf`: normalized, lightly stemmed, "title | everything").
// SQLite indexes it with FTS5 (a "<Table>_search" table kept in step by triggers, ranked by bm25 with
// the title weighted; it also holds the row's "createdAt" as `at`, so ranking never reads the table),
// PostgreSQL with a weighted `searchVector` tsvector (GIN); both rank by relevance, then newest, then
// id. Migrations: 20261123024606_full_text_search, 20261123054500_search_rank_at and, for the rankings
// kept below, 20261123202057_search_versions. Prisma does not know the search objects: ids come from
// raw SQL here, rows from Prisma in the callers.

const pg = () => isPostgresUrl(env().DATABASE_URL);

const idsOf = (rows: { id: number | bigint | null }[]) => rows.map((r) => Number(r.id));

/** One ranked page straight from the index. */
async function rankedPage(table: SearchTable, terms: string[][], page: SearchPage): Promise<Ranking> {
  const { sql, params } = rankedSql(table, terms, page, pg());
  const rows = await db.$queryRawUnsafe<{ id: number | bigint | null; n: number | bigint }[]>(sql, ...params);
  return { ids: idsOf(rows.filter((r) => r.id !== null)), total: Number(rows[0].n) };
}

/**
 * Ranking every match of a common word is most of a search's cost (100–150 ms for a word in all of
 * 100,000 articles), and a common word is searched again and again: each process keeps the first
 * RANKING_KEPT ids of its recent searches with the table's search version, which database triggers
 * raise in the same transaction as every write that changes the index (migration search_versions).
 * A page is cut from them while the version has not moved (a one-row read); otherwise, or past them,
 * it comes from the index. Searches that miss together wait for one ranking.
 */
const rankings = new Lru<string, { version: number; best: Promise<Ranking> }>(256);

async function searchVersion(table: SearchTable) {
  const rows = await db.$queryRaw<{ version: number | bigint }[]>`SELECT "version" FROM "SearchVersion" WHERE "table" = ${table}`;
  return rows.length ? Number(rows[0].version) : undefined;
}

async function ranked(table: SearchTable, terms: string[][], page: SearchPage): Promise<Ranking> {
  // read before the ranking: a write committed in between raises the version, so the next search ranks anew
  const version = await searchVersion(table);
  if (version === undefined) return rankedPage(table, terms, page);
  const key = `${table} ${JSON.stringify(terms)}`;
  let kept = rankings.get(key);
  if (kept?.version !== version) {
    const best = rankedPage(table, terms, { limit: RANKING_KEPT });
    rankings.set(key, (kept = { version, best }));
    best.catch(() => rankings.get(key)?.best === best && rankings.delete(key));
  }
  return pageOfRanking(await kept.best, page) ?? rankedPage(table, terms, page);
}

/**
 * One page of a table's search, from the index: the matching ids, best first (then newest), and
 * how many match. `null` for a blank query (nothing but spaces and marks: the caller lists
 * unfiltered); a query with no letters or digits at all ('%', '"*') matches nothing.
 */
export async function searchPage({ table, q, ...page }: { table: SearchTable; q: string | null | undefined } & SearchPage) {
  const terms = searchTermsOf(q);
  if (terms === null) return null;
  if (terms.length === 0) return { ids: [], total: 0 };
  return ranked(table, terms, page);
}

// Prisma's `contains`, `startsWith` and `endsWith` become LIKE without escaping, so a '%' or '_'
// in a filter's text is a wildcard there (a tag '%' matched every tagged row). A text with one of
// them is matched here instead, by LIKE with an escape character, on both engines alike; texts
// without them keep Prisma's filters (and their indexes).
const LIKE_SPECIAL = /[%_\\]/;

/** True when Prisma's LIKE would read part of `text` as a wildcard. */
export const hasLikeWildcard = (text: string) => LIKE_SPECIAL.test(text);

const escapeLike = (text: string) => text.replace(/[%_\\]/g, "\\$&");

/** A literal text's LIKE pattern: where it may stand in the column's value. */
export type LiteralMatch = { equals: string } | { contains: string } | { startsWith: string } | { endsWith: string };

const likeOf = (m: LiteralMatch) =>
  "equals" in m
    ? m.equals
    : "contains" in m
      ? `%${escapeLike(m.contains)}%`
      : "startsWith" in m
        ? `${escapeLike(m.startsWith)}%`
        : `%${escapeLike(m.endsWith)}`;

/** The text columns matched literally (SQL names; never taken from input). */
const LITERAL_COLUMNS = {
  "Article.keywords": ["Article", "keywords"],
  "ResearchProject.tags": ["ResearchProject", "tags"],
  "User.handle": ["user", "handle"],
  "User.name": ["user", "name"],
  "AuditEntry.actorEmail": ["AuditEntry", "actorEmail"],
  "AuditEntry.action": ["AuditEntry", "action"],
} as const;
type LiteralColumn = keyof typeof LITERAL_COLUMNS;

/**
 * The distinct values of a text column (the id, for `select: "id"`) where it matches one of
 * `matches` literally, '%' and '_' included; at most `limit` of them when given, in the column's
 * order. For the rare filter text that holds a wildcard (see hasLikeWildcard); the caller narrows
 * its own query with them (`id: { in }`).
 */
export async function literalMatches<T extends string | number>({
  column,
  matches,
  select,
  limit,
}: {
  column: LiteralColumn;
  matches: LiteralMatch[];
  select: "id" | "value";
  limit?: number;
}): Promise<T[]> {
  const [table, col] = LITERAL_COLUMNS[column];
  if (matches.length === 0) return [];
  const placeholder = (i: number) => (pg() ? `$${i + 1}` : "?");
  const where = matches.map((m, i) => `"${col}" ${"equals" in m ? "=" : "LIKE"} ${placeholder(i)}${"equals" in m ? "" : ` ESCAPE '\\'`}`).join(" OR ");
  const out = select === "id" ? `"id"` : `DISTINCT "${col}"`;
  const sql = `SELECT ${out} AS v FROM "${table}" WHERE ${where} ORDER BY v${limit !== undefined ? ` LIMIT ${Math.trunc(limit)}` : ""}`;
  const rows = await db.$queryRawUnsafe<{ v: T | bigint }[]>(sql, ...matches.map(likeOf));
  return rows.map((r) => (typeof r.v === "bigint" ? (Number(r.v) as T) : r.v));
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
