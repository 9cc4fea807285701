import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { upsertUserWithPassword } from "../../prisma/users";
import { testDb, type Role, type TestUser } from "../fixtures";

// argon2id at its smallest cost: a test member's password is checked at sign-in like any other (the
// cost travels in the stored hash), in a few milliseconds instead of the real cost's hundreds, paid
// on a busy two-core machine once when the member is made and again at each sign-in
const cheapHash = (password: string) => hash(password, { algorithm: 2 /* Argon2id */, memoryCost: 1024, timeCost: 1, parallelism: 1 });

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
  const id = await upsertUserWithPassword(db, { ...user, emailVerified: overrides.verified ?? true, passwordHash: cheapHash });
  return { id, ...user };
}
