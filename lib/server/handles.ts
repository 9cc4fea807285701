import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { firstFreeHandle, HANDLE_HOLD_MS, handleBaseOf, isReservedHandle } from "@/lib/users/handles";
import { isHidden, notHidden } from "@/lib/server/hidden";

type Tx = Pick<Prisma.TransactionClient, "user" | "releasedHandle">;

// A handle a member gives up is held for them for HANDLE_HOLD_MS (lib/users/handles.ts): nobody
// else may take it, so an address that was shared or cited cannot be taken over, and its old
// addresses (the researcher page, get.php) lead to the member meanwhile. The member may take it back.

const holdStart = () => new Date(Date.now() - HANDLE_HOLD_MS);

/** A handle nobody holds yet, made from the member's username, name or e-mail (lib/users/handles.ts); never a reserved or held one. */
export async function freeHandleFor(tx: Tx, who: { username?: string | null; name: string; email: string }): Promise<string> {
  const base = handleBaseOf(who.username, who.name, who.email);
  const [taken, held] = await Promise.all([
    tx.user.findMany({ where: { handle: { startsWith: base } }, select: { handle: true } }),
    tx.releasedHandle.findMany({ where: { handle: { startsWith: base }, releasedAt: { gt: holdStart() } }, select: { handle: true } }),
  ]);
  return firstFreeHandle(base, [...taken.map((t) => t.handle!), ...held.map((h) => h.handle)]);
}

const handleTaken = () => new AppError("CONFLICT", "This handle is taken", { reason: "HANDLE_TAKEN" });

/**
 * Throws unless member `userId` may take `handle` now: not reserved (409 HANDLE_RESERVED), held by
 * nobody else (409 HANDLE_TAKEN: a member has it, or gave it up less than the hold ago).
 */
export async function assertHandleFree(tx: Tx, { handle, userId }: { handle: string; userId: string }) {
  if (isReservedHandle(handle)) throw new AppError("CONFLICT", "This handle is reserved", { reason: "HANDLE_RESERVED" });
  const [holder, hold] = await Promise.all([
    tx.user.findUnique({ where: { handle }, select: { id: true } }),
    tx.releasedHandle.findUnique({ where: { handle }, select: { userId: true, releasedAt: true } }),
  ]);
  if (holder && holder.id !== userId) throw handleTaken();
  if (hold && hold.userId !== userId && hold.releasedAt > holdStart()) throw handleTaken();
}

/** In the transaction that moves a member from `from` to `to`: `from` is held for them, and any old hold of `to` ends. */
export async function recordHandleChange(tx: Tx, { from, to, userId }: { from: string | null; to: string; userId: string }) {
  await tx.releasedHandle.deleteMany({ where: { handle: to } });
  if (from) await tx.releasedHandle.upsert({ where: { handle: from }, create: { handle: from, userId }, update: { userId, releasedAt: new Date() } });
}

/** The current handle of the member who gave up `handle` less than the hold ago; null when nobody did (or they are gone or hidden). */
export async function handleNowOf(handle: string): Promise<string | null> {
  const hold = await db.releasedHandle.findUnique({
    where: { handle },
    select: { releasedAt: true, user: { select: { handle: true, deletedAt: true, hiddenAt: true } } },
  });
  if (!hold || hold.releasedAt <= holdStart() || hold.user.deletedAt || isHidden(hold.user)) return null;
  return hold.user.handle;
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
    ? await db.user.findMany({ where: { id: { in: wanted }, deletedAt: null, ...notHidden, handle: { not: null } }, select: { id: true, handle: true } })
    : [];
  const map = new Map(rows.map((r) => [r.id, r.handle!]));
  return (id) => (id ? (map.get(id) ?? null) : null);
}
