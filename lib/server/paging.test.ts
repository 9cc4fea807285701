import { describe, expect, it } from "vitest";
import { findPage } from "./paging";

// A list in memory standing in for a table: `rows` applies the narrowing and window findPage asks for.
type Row = { id: number; createdAt: Date };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
// ids 1–7; 3, 4 and 5 created in the same minute (the id breaks the tie)
const TABLE: Row[] = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, createdAt: at(id >= 3 && id <= 5 ? 3 : id) }));

function matches(row: Row, n: Record<string, unknown>): boolean {
  if ("OR" in n) return (n.OR as Record<string, unknown>[]).some((c) => matches(row, c));
  const id = n.id as { in?: number[]; lt?: number; gt?: number } | undefined;
  if (id?.in && !id.in.includes(row.id)) return false;
  if (id?.lt !== undefined && !(row.id < id.lt)) return false;
  if (id?.gt !== undefined && !(row.id > id.gt)) return false;
  const created = n.createdAt as Date | { lt?: Date; gt?: Date } | undefined;
  if (created instanceof Date && row.createdAt.getTime() !== created.getTime()) return false;
  if (created && !(created instanceof Date) && created.lt && !(row.createdAt < created.lt)) return false;
  if (created && !(created instanceof Date) && created.gt && !(row.createdAt > created.gt)) return false;
  return true;
}

const list = (query: { page?: number; limit?: number; cursor?: number }, opts: { legacyAll?: boolean; withCursor?: boolean; oldest?: boolean } = {}) =>
  findPage({
    query,
    search: "Topic",
    legacyAll: opts.legacyAll,
    oldest: opts.oldest,
    rows: async (narrowing, window) => {
      const kept = TABLE.filter((r) => matches(r, narrowing));
      const sign = window.orderBy?.[0].createdAt === "asc" ? -1 : 1;
      const sorted = window.orderBy ? kept.sort((a, b) => sign * (b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)) : kept;
      const from = window.skip ?? 0;
      return sorted.slice(from, window.take === undefined ? undefined : from + window.take);
    },
    count: async () => TABLE.length,
    createdAtOf: opts.withCursor === false ? undefined : async (id) => TABLE.find((r) => r.id === id) ?? null,
  });

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("findPage", () => {
  it("pages newest first, the id breaking ties, with the answer's paging fields", async () => {
    const first = await list({ limit: 3 });
    expect(ids(first.rows)).toEqual([7, 6, 5]);
    expect(first.paging).toEqual({ total: 7, page: 1, limit: 3 });
    expect(first.nextCursor).toBe(5);
    const last = await list({ page: 3, limit: 3 });
    expect(ids(last.rows)).toEqual([1]);
    expect(last.nextCursor).toBeNull();
  });

  it("follows cursors through rows created at the same time, each row once", async () => {
    const seen: number[] = [];
    let cursor: number | undefined;
    do {
      const page = await list({ limit: 2, cursor });
      seen.push(...ids(page.rows));
      expect(page.paging.total).toBe(7);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it("ends the list at an unknown cursor rather than starting again", async () => {
    const page = await list({ limit: 2, cursor: 99 });
    expect(page.rows).toEqual([]);
    expect(page.nextCursor).toBeNull();
  });

  it("ignores a cursor on lists paged by number only", async () => {
    expect(ids((await list({ limit: 2, cursor: 5 }, { withCursor: false })).rows)).toEqual([7, 6]);
  });

  it("answers every row of a legacy list called without paging, its limit the total", async () => {
    const all = await list({}, { legacyAll: true });
    expect(ids(all.rows)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(all.paging).toEqual({ total: 7, page: 1, limit: 7 });
    expect(all.nextCursor).toBeNull();
    expect((await list({ limit: 2 }, { legacyAll: true })).paging).toEqual({ total: 7, page: 1, limit: 2 });
  });

  it("pages oldest first when asked (a queue), by page and by cursor, each row once", async () => {
    expect(ids((await list({ limit: 3 }, { oldest: true })).rows)).toEqual([1, 2, 3]);
    expect(ids((await list({ limit: 3, page: 2 }, { oldest: true })).rows)).toEqual([4, 5, 6]);
    const seen: number[] = [];
    let cursor: number | undefined;
    do {
      const page = await list({ limit: 2, cursor }, { oldest: true });
      seen.push(...ids(page.rows));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
