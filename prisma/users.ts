// Creating accounts outside a request (seed, test fixtures), stored exactly as better-auth stores
// a credential account: the same argon2id hash, provider "credential". They are verified by
// default (the seed's demo members, the configured superadmin, most test members).
import { randomUUID } from "node:crypto";
import { searchKeyOf } from "../lib/search/arabic";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { hashPassword } from "../lib/auth/password";
import { firstFreeHandle, handleBaseOf } from "../lib/users/handles";

export async function upsertUserWithPassword(
  db: PrismaClient,
  {
    email,
    name,
    role,
    password,
    phone,
    emailVerified = true,
    passwordHash,
  }: {
    email: string;
    name: string;
    role: string;
    password: string;
    phone?: string;
    emailVerified?: boolean;
    passwordHash?: (password: string) => Promise<string>;
  },
) {
  const hash = await (passwordHash ?? hashPassword)(password);
  const existing = await db.user.findUnique({ where: { email } });
  if (existing) {
    await db.user.update({ where: { id: existing.id }, data: { role, emailVerified } });
    await db.account.updateMany({ where: { userId: existing.id, providerId: "credential" }, data: { password: hash } });
    return existing.id;
  }
  const id = randomUUID();
  const base = handleBaseOf(name, email);
  const taken = await db.user.findMany({ where: { handle: { startsWith: base } }, select: { handle: true } });
  await db.user.create({
    data: {
      id,
      email,
      name,
      role,
      username: name,
      handle: firstFreeHandle(
        base,
        taken.map((t) => t.handle!),
      ),
      phone,
      emailVerified,
      searchKey: searchKeyOf(name, email),
      accounts: { create: { id: randomUUID(), accountId: id, providerId: "credential", password: hash } },
    },
  });
  return id;
}
