import "server-only";
import { APIError } from "better-auth/api";
import { auth } from "@/lib/auth";
import { searchKeyOf } from "@/lib/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { TLoginInput, TRegisterInput } from "@/lib/schemas/auth";
import { isAdminRole, type Role } from "@/lib/schemas/users";
import { assertLoginAllowed, clientAddress, recordLoginFailure } from "@/lib/server/rate-limit";

export type SignedInUser = { id: string; email: string; name: string; username: string; role: Role };

/**
 * The one way to sign in (pages and /backend/api/auth/login.php): rate limit, then better-auth,
 * which sets the httpOnly session cookie. Unknown e-mail and wrong password answer the same.
 * `adminOnly` refuses members with the same answer (the admin login screen).
 */
export async function signIn({ input, headers, adminOnly = false }: { input: TLoginInput; headers: Headers; adminOnly?: boolean }): Promise<SignedInUser> {
  const ip = clientAddress(headers);
  await assertLoginAllowed({ email: input.email, ip });
  if (adminOnly) {
    const found = await db.user.findUnique({ where: { email: input.email }, select: { role: true } });
    if (!found || !isAdminRole(found.role)) {
      await recordLoginFailure({ email: input.email, ip });
      throw new AppError("INVALID_CREDENTIALS");
    }
  }
  try {
    const result = await auth().api.signInEmail({ body: { email: input.email, password: input.password }, headers });
    const user = await db.user.findUniqueOrThrow({ where: { id: result.user.id } });
    return { id: user.id, email: user.email, name: user.name, username: user.username ?? user.name, role: user.role as Role };
  } catch (e) {
    if (e instanceof APIError) {
      await recordLoginFailure({ email: input.email, ip });
      throw new AppError("INVALID_CREDENTIALS");
    }
    throw e;
  }
}

/** Registration always creates a plain member; the role is never taken from input. */
export async function registerUser({ input, image }: { input: TRegisterInput; image?: string | null }) {
  const name = (input.name || input.username)!;
  try {
    const result = await auth().api.signUpEmail({
      body: { email: input.email, password: input.password, name, username: input.username || name, phone: input.phone, image: image ?? undefined },
    });
    await db.user.update({
      where: { id: result.user.id },
      data: { role: "user", searchKey: searchKeyOf(name, input.email, input.username) },
    });
    return { userId: result.user.id };
  } catch (e) {
    const code = e instanceof APIError ? String((e.body as { code?: string } | undefined)?.code ?? "") : "";
    const prismaCode = (e as { code?: string }).code;
    if (code.startsWith("USER_ALREADY_EXISTS") || prismaCode === "P2002") throw new AppError("EMAIL_EXISTS");
    if (code === "PASSWORD_TOO_SHORT") throw new AppError("BAD_REQUEST", "Password must be at least 6 characters");
    throw e;
  }
}

export async function signOut({ headers }: { headers: Headers }) {
  try {
    await auth().api.signOut({ headers });
  } catch (e) {
    if (!(e instanceof APIError)) throw e; // no session: nothing to end
  }
}
