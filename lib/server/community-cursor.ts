import "server-only";

/**
 * `?cursor=<id>` for a community list ordered newest first (createdAt, then id): the rows after
 * that one. An unknown id ends the list. `find` reads the cursor row's creation time.
 */
export async function afterCursor(cursor: number | undefined, find: (id: number) => Promise<{ createdAt: Date } | null>) {
  if (cursor === undefined) return {};
  const row = await find(cursor);
  if (!row) return { id: { lt: 0 } };
  return { OR: [{ createdAt: { lt: row.createdAt } }, { createdAt: row.createdAt, id: { lt: cursor } }] };
}
