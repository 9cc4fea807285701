import "server-only";
import { searchNeedle } from "@/lib/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { DENIAL_TEXT, deleteUserDenial, setRoleDenial } from "@/lib/roles";
import type { TUpdateUserRoleInput, TUserListQuery } from "@/lib/schemas/users";
import type { Actor } from "@/lib/session";
import { recordAudit } from "@/lib/server/audit";
import type { AdminUserRow } from "@/lib/users/types";

export type { AdminUserRow };

const select = { id: true, email: true, name: true, role: true } as const;

/** Newest first. Without page/limit (old clients) it returns every user, as before. */
export async function findUsers({ query }: { query: TUserListQuery }) {
  const q = searchNeedle(query.q);
  // deleted accounts stay only as anonymous authors (lib/server/profile.ts deleteAccount)
  const where = { deletedAt: null, ...(q ? { searchKey: { contains: q } } : {}) };
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

async function getTargetOrThrow(id: string) {
  const target = await db.user.findUnique({ where: { id }, select });
  if (!target) throw new AppError("NOT_FOUND", "User not found");
  return target as AdminUserRow;
}

export async function deleteUser({ id, actor }: { id: string; actor: Actor }) {
  const target = await getTargetOrThrow(id);
  const denial = deleteUserDenial(actor, target);
  if (denial) throw new AppError("FORBIDDEN", DENIAL_TEXT[denial]);
  await db.$transaction(async (tx) => {
    await tx.user.delete({ where: { id } }); // sessions and accounts cascade
    await recordAudit(tx, actor, { action: "user.delete", targetType: "user", targetId: id, summary: target.email });
  });
}

export async function setUserRole({ input, actor }: { input: TUpdateUserRoleInput; actor: Actor }) {
  const target = await getTargetOrThrow(input.id);
  const denial = setRoleDenial(actor, target, input.role);
  if (denial) throw new AppError("FORBIDDEN", DENIAL_TEXT[denial]);
  const user = await db.$transaction(async (tx) => {
    const row = await tx.user.update({ where: { id: input.id }, data: { role: input.role }, select });
    await recordAudit(tx, actor, { action: "user.role", targetType: "user", targetId: input.id, summary: `${target.email}: ${target.role} → ${input.role}` });
    return row;
  });
  return user as AdminUserRow;
}
