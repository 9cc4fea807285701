import "server-only";
import { PAGE_LIMIT_DEFAULT, type TPageQuery } from "@/lib/schemas/common";
import type { SearchTable } from "@/lib/search/search-query";
import { searchFiltered } from "@/lib/server/search";

/**
 * The page, the limit and the paging fields of an answer. A `legacyAll` list answers every row
 * when called without page or limit, as the old clients that never paged expect.
 */
export function pageArgs(query: Pick<TPageQuery, "page" | "limit">, { defaultLimit = PAGE_LIMIT_DEFAULT, legacyAll = false } = {}) {
  const paged = !legacyAll || query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? defaultLimit;
  const page = query.page ?? 1;
  return {
    paged,
    page,
    limit,
    /** the paging fields of the answer, given the total */
    meta: (total: number) => ({ total, page, limit: paged ? limit : total }),
  };
}

/** Newest first, the id breaking ties between rows created in the same millisecond (or oldest first, as a queue reads). */
const NEWEST: [{ createdAt: "desc" }, { id: "desc" }] = [{ createdAt: "desc" }, { id: "desc" }];
const OLDEST: [{ createdAt: "asc" }, { id: "asc" }] = [{ createdAt: "asc" }, { id: "asc" }];

/**
 * The rows after the cursor row in newest-first order. An unknown id (deleted meanwhile) ends the
 * list rather than starting it again.
 */
async function afterCursor(cursor: number, createdAtOf: (id: number) => Promise<{ createdAt: Date } | null>, oldest = false) {
  const row = await createdAtOf(cursor);
  if (!row) return { id: { lt: 0 } };
  if (oldest) return { OR: [{ createdAt: { gt: row.createdAt } }, { createdAt: row.createdAt, id: { gt: cursor } }] };
  return { OR: [{ createdAt: { lt: row.createdAt } }, { createdAt: row.createdAt, id: { lt: cursor } }] };
}

/** The clause `rows` adds to the list's own filter: the searched ids, or the rows after a cursor. */
type Narrowing = { id: { in: number[] } } | Awaited<ReturnType<typeof afterCursor>> | Record<string, never>;
type Window = { orderBy?: typeof NEWEST | typeof OLDEST; skip?: number; take?: number };

/**
 * One page of a list, newest first (`oldest`: oldest first) or, when `query.q` has words to search
 * and the list has a `search` table, in the search index's rank order (the same filter applies to
 * both; a list without one filters `q` itself in `rows` and `count`). Paged by `page` and `limit`, or by `cursor` (the
 * last id shown) for lists that pass `createdAtOf`. `paging` holds the answer's `total`, `page` and
 * `limit` (a `legacyAll` list called without paging answers every row, and `limit` is then the
 * total); `nextCursor` is the last row's id while more follow.
 *
 * `rows(narrowing, window)` reads the list's rows passing its filter AND `narrowing`, ordered and
 * windowed by `window`; `count()` counts the rows passing the filter.
 */
export async function findPage<T extends { id: number }>({
  query,
  search,
  rows,
  count,
  createdAtOf,
  defaultLimit,
  legacyAll,
  oldest = false,
}: {
  query: Pick<TPageQuery, "page" | "limit" | "cursor" | "q">;
  search?: SearchTable;
  rows: (narrowing: Narrowing, window: Window) => Promise<T[]>;
  count: () => Promise<number>;
  createdAtOf?: (id: number) => Promise<{ createdAt: Date } | null>;
  defaultLimit?: number;
  legacyAll?: boolean;
  oldest?: boolean;
}) {
  const { paged, page, limit, meta } = pageArgs(query, { defaultLimit, legacyAll });
  const cursor = createdAtOf ? query.cursor : undefined;
  const found =
    search &&
    (await searchFiltered({
      table: search,
      q: query.q,
      find: (ids) => rows({ id: { in: ids } }, {}),
      page,
      limit: paged ? limit : undefined,
      cursor,
    }));
  if (found) return { rows: found.rows, nextCursor: found.nextCursor, paging: meta(found.total) };

  const after = cursor !== undefined && createdAtOf ? await afterCursor(cursor, createdAtOf, oldest) : {};
  // one row more than the page tells whether another page follows
  const window = paged ? { skip: cursor === undefined ? (page - 1) * limit : 0, take: limit + 1 } : {};
  const [list, total] = await Promise.all([rows(after, { orderBy: oldest ? OLDEST : NEWEST, ...window }), count()]);
  const items = paged ? list.slice(0, limit) : list;
  const more = paged && list.length > limit;
  return { rows: items, nextCursor: more ? items[items.length - 1].id : null, paging: meta(total) };
}
