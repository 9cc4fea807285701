import "server-only";
import { searchNeedle } from "@/lib/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { DENIAL_TEXT, deleteUserDenial, setRoleDenial } from "@/lib/roles";
import type { TUpdateUserRoleInput, TUserListQuery } from "@/lib/schemas/users";
import type { Actor } from "@/lib/session";
import type { AdminUserRow } from "@/lib/users/types";

export type { AdminUserRow };

const select = { id: true, email: true, name: true, role: true } as const;

/** Newest first. Without page/limit (old clients) it returns every user, as before. */
export async function findUsers({ query }: { query: TUserListQuery }) {
  const q = searchNeedle(query.q);
  const where = q ? { searchKey: { contains: q } } : {};
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
  await db.user.delete({ where: { id } }); // sessions and accounts cascade
}

export async function setUserRole({ input, actor }: { input: TUpdateUserRoleInput; actor: Actor }) {
  const target = await getTargetOrThrow(input.id);
  const denial = setRoleDenial(actor, target, input.role);
  if (denial) throw new AppError("FORBIDDEN", DENIAL_TEXT[denial]);
  const user = await db.user.update({ where: { id: input.id }, data: { role: input.role }, select });
  return user as AdminUserRow;
}
