import { beforeEach, describe, expect, it, vi } from "vitest";

// Item 4 of the hardening issue: the admin sign-in does the same password work for an admin, a
// member and an unknown e-mail, so its answer time does not reveal who is an admin. The database,
// better-auth and the rate limiter are stand-ins; the verifier is counted, never timed.
const users: Record<string, { id: string; role: string; hash: string }> = {
  "admin@x.test": { id: "a1", role: "admin", hash: "hash-of:Right-Pass-1" },
  "member@x.test": { id: "m1", role: "user", hash: "hash-of:Right-Pass-1" },
};
const { verifyPassword } = vi.hoisted(() => ({
  verifyPassword: vi.fn(async (args: { hash: string; password: string }) => args.hash === `hash-of:${args.password}`),
}));

vi.mock("@/lib/auth/password", () => ({
  hashPassword: vi.fn(async (p: string) => `hash-of:${p}`),
  verifyPassword: (args: { hash: string; password: string }) => verifyPassword(args),
}));
vi.mock("@/lib/db", () => ({
  db: {
    user: {
      findUnique: vi.fn(async ({ where }: { where: { email?: string; id?: string } }) => {
        const u = users[where.email ?? ""];
        return u ? { role: u.role, accounts: [{ password: u.hash }] } : null;
      }),
      findUniqueOrThrow: vi.fn(async ({ where }: { where: { id: string } }) => {
        const [email, u] = Object.entries(users).find(([, v]) => v.id === where.id)!;
        return { id: u.id, email, name: email, username: email, role: u.role };
      }),
    },
  },
}));
// better-auth verifies the password of a known user (and hashes for an unknown one)
vi.mock("@/lib/auth/config", () => ({
  auth: () => ({
    api: {
      signInEmail: async ({ body }: { body: { email: string; password: string } }) => {
        const u = users[body.email];
        if (!u || !(await verifyPassword({ hash: u.hash, password: body.password })))
          throw Object.assign(new Error("bad"), { name: "APIError", body: { code: "INVALID_EMAIL_OR_PASSWORD" } });
        return { user: { id: u.id } };
      },
    },
  }),
}));
vi.mock("@/lib/server/rate-limit", () => ({ clientAddress: () => "127.0.0.1" }));
vi.mock("@/lib/server/sign-in-limit", () => ({ beginLoginAttempt: async () => ({ succeeded: async () => {}, failed: async () => {} }) }));

const { signIn } = await import("./auth");
const adminSignIn = (email: string, password: string) => signIn({ input: { email, password }, headers: new Headers(), adminOnly: true });

describe("admin sign-in does the same password work for every e-mail", () => {
  beforeEach(() => {
    verifyPassword.mockClear();
  });

  it.each([
    ["an admin with a wrong password", "admin@x.test", "Wrong-Pass-1"],
    ["a member with the right password", "member@x.test", "Right-Pass-1"],
    ["a member with a wrong password", "member@x.test", "Wrong-Pass-1"],
    ["an unknown e-mail", "nobody@x.test", "Right-Pass-1"],
  ])("%s: refused after exactly one password verification", async (_label, email, password) => {
    await expect(adminSignIn(email, password)).rejects.toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    // an unknown e-mail is verified against a real (dummy) hash, not skipped
    expect(verifyPassword.mock.calls[0][0].hash).toMatch(/^hash-of:/);
  });

  it("an admin with the right password signs in", async () => {
    await expect(adminSignIn("admin@x.test", "Right-Pass-1")).resolves.toMatchObject({ id: "a1", role: "admin" });
    expect(verifyPassword).toHaveBeenCalled();
  });
});
