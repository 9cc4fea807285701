import { randomUUID } from "node:crypto";
import { upsertUserWithPassword } from "../../prisma/users";
import { testDb, type Role, type TestUser } from "../fixtures";

/** A fresh account of the given role, unique to the calling test; its e-mail is verified unless `verified: false`. */
export async function createUser(
  role: Role = "user",
  overrides: Partial<{ name: string; email: string; password: string; verified: boolean }> = {},
): Promise<TestUser> {
  const db = await testDb();
  const tag = randomUUID().slice(0, 8);
  const user = {
    email: overrides.email ?? `${role}-${tag}@e2e.test`,
    name: overrides.name ?? `عضو ${tag}`,
    password: overrides.password ?? `pass-${tag}`,
    role,
  };
  const id = await upsertUserWithPassword(db, { ...user, emailVerified: overrides.verified ?? true });
  return { id, ...user };
}
