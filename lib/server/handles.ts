import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { firstFreeHandle, handleBaseOf } from "@/lib/users/handles";

type Tx = Pick<Prisma.TransactionClient, "user">;

/** A handle nobody holds yet, made from the member's username, name or e-mail (lib/users/handles.ts). */
export async function freeHandleFor(tx: Tx, who: { username?: string | null; name: string; email: string }): Promise<string> {
  const base = handleBaseOf(who.username, who.name, who.email);
  const taken = await tx.user.findMany({ where: { handle: { startsWith: base } }, select: { handle: true } });
  return firstFreeHandle(
    base,
    taken.map((t) => t.handle!),
  );
}

/** Gives a new member a free handle; a twin registering the same name at the same moment makes it try the next one. */
export async function assignHandle(userId: string, who: { username?: string | null; name: string; email: string }) {
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await freeHandleFor(db, who);
      await db.user.update({ where: { id: userId }, data: { handle } });
      return handle;
    } catch (e) {
      if ((e as { code?: string }).code !== "P2002" || attempt >= 4) throw e;
    }
  }
}

/**
 * The handles of the members who wrote a list's items, for links to their researcher pages: one
 * query per list. A member without a handle, or a removed or hidden one, has none (their name stays plain text).
 */
export async function handlesOf(ids: Iterable<string | null | undefined>): Promise<(id: string | null | undefined) => string | null> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const rows = wanted.length
    ? await db.user.findMany({ where: { id: { in: wanted }, deletedAt: null, hiddenAt: null, handle: { not: null } }, select: { id: true, handle: true } })
    : [];
  const map = new Map(rows.map((r) => [r.id, r.handle!]));
  return (id) => (id ? (map.get(id) ?? null) : null);
}
