import "server-only";
import { hasWordCharacter, searchNeedle } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { deleteUserDenial, denialError, setRoleDenial } from "@/lib/auth/roles";
import type { TUpdateUserRoleInput, TUserListQuery } from "@/lib/schemas/users";
import type { Actor } from "@/lib/auth/session";
import { anonymizeAccount, purgeAccount } from "@/lib/server/account-removal";
import { recordAudit } from "@/lib/server/audit";
import { releaseUploads } from "@/lib/server/uploads";
import type { AdminUserRow } from "@/lib/users/types";

const select = { id: true, email: true, name: true, role: true } as const;

/** Newest first. Without page/limit (old clients) it returns every user, as before. */
export async function findUsers({ query }: { query: TUserListQuery }) {
  const q = searchNeedle(query.q);
  // deleted accounts stay only as anonymous authors (lib/server/profile.ts deleteAccount); a search
  // with no letter or digit in it finds nobody
  const search = !q ? {} : hasWordCharacter(q) ? { searchKey: { contains: q } } : { id: { in: [] } };
  const where = { deletedAt: null, ...search };
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? 20;
  const page = query.page ?? 1;
  const [users, total] = await Promise.all([
    db.user.findMany({
      where,
      select,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...(paged ? { skip: (page - 1) * limit, take: limit } : {}),
    }),
    db.user.count({ where }),
  ]);
  return { users: users as AdminUserRow[], total, page, limit: paged ? limit : total };
}

/** A live account (a removed one is gone for the admin screens: 404); `removed` also finds tombstones. */
async function getTargetOrThrow(id: string, { removed = false } = {}) {
  const target = await db.user.findUnique({ where: { id }, select: { ...select, image: true, deletedAt: true } });
  if (!target || (target.deletedAt && !removed)) throw new AppError("NOT_FOUND", "User not found");
  return target as AdminUserRow & { image: string | null; deletedAt: Date | null };
}

/**
 * An admin's removal: the account is anonymized exactly as when a member deletes themselves
 * (lib/server/account-removal.ts), so their questions, answers and articles stay, attributed to
 * 'عضو محذوف'. Nobody removes themselves or a superadmin here; only a superadmin removes an admin.
 */
export async function deleteUser({ id, actor }: { id: string; actor: Actor }) {
  const target = await getTargetOrThrow(id);
  const denial = deleteUserDenial(actor, target);
  if (denial) throw denialError(denial);
  await db.$transaction(async (tx) => {
    await anonymizeAccount(tx, { id, name: target.name });
    await recordAudit(tx, actor, { action: "user.delete", targetType: "user", targetId: id, summary: target.email });
  });
  await releaseUploads([target.image]);
}

/**
 * Purging a spam account: the account and everything it wrote go (a separate, confirmed action on
 * the admin screen), recorded in the audit log with what was removed. The same rules as a removal
 * decide who may; an account its member already deleted can still be purged.
 */
export async function purgeUser({ id, actor }: { id: string; actor: Actor }) {
  const target = await getTargetOrThrow(id, { removed: true });
  const denial = deleteUserDenial(actor, target);
  if (denial) throw denialError(denial);
  const removed = await db.$transaction(async (tx) => {
    const counts = await purgeAccount(tx, id);
    const what = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(", ");
    await recordAudit(tx, actor, { action: "user.purge", targetType: "user", targetId: id, summary: `${target.email}${what ? `: ${what}` : ""}` });
    return counts;
  });
  await releaseUploads([target.image]);
  return removed;
}

export async function setUserRole({ input, actor }: { input: TUpdateUserRoleInput; actor: Actor }) {
  const target = await getTargetOrThrow(input.id);
  const denial = setRoleDenial(actor, target, input.role);
  if (denial) throw denialError(denial);
  const user = await db.$transaction(async (tx) => {
    const row = await tx.user.update({ where: { id: input.id }, data: { role: input.role }, select });
    await recordAudit(tx, actor, {
      action: "user.role",
      targetType: "user",
      targetId: input.id,
      summary: target.email,
      detail: { from: target.role, to: input.role },
    });
    return row;
  });
  return user as AdminUserRow;
}
