import "server-only";
import { auth } from "@/lib/auth/config";
import { searchKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { assignHandle } from "@/lib/server/handles";
import { requestLocale } from "@/lib/server/mail";
import { AppError } from "@/lib/errors";
import type { TLoginInput, TRegisterInput } from "@/lib/schemas/auth";
import { PASSWORD_MIN } from "@/lib/schemas/limits";
import { isAdminRole, type Role } from "@/lib/auth/role-names";
import { assertUncommonPassword, hashPassword, verifyPassword } from "@/lib/auth/password";
import { queueVerificationMail } from "@/lib/server/email-verification";
import { clientAddress } from "@/lib/server/rate-limit";
import { beginLoginAttempt } from "@/lib/server/sign-in-limit";
import { takeAddressLimit } from "@/lib/server/write-limits";

/** better-auth's APIError (checked by shape: the class may come from another module copy). */
function apiErrorCode(e: unknown): string | null {
  if (!e || typeof e !== "object" || (e as { name?: string }).name !== "APIError") return null;
  return String((e as { body?: { code?: string } }).body?.code ?? "");
}

export type SignedInUser = { id: string; email: string; name: string; username: string; role: Role };

let dummyHash: Promise<string> | null = null;
/** A real argon2id hash of a random password, made once: what unknown e-mails are verified against. */
const dummyPasswordHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

/**
 * The admin screen's check, the same work for every e-mail: the password is verified against the
 * stored hash (or a dummy one for an unknown e-mail), so the answer time does not tell whether the
 * address belongs to an admin, a member or nobody. Only an admin with the right password passes.
 */
export async function verifyAdminCredentials(input: TLoginInput): Promise<boolean> {
  const found = await db.user.findUnique({
    where: { email: input.email },
    select: { role: true, accounts: { where: { providerId: "credential" }, select: { password: true }, take: 1 } },
  });
  const stored = found?.accounts[0]?.password ?? null;
  const valid = await verifyPassword({ hash: stored ?? (await dummyPasswordHash()), password: input.password }).catch(() => false);
  return valid && stored !== null && isAdminRole(found?.role);
}

/**
 * The one way to sign in (pages and /backend/api/auth/login.php): count the attempt (rate limit),
 * then better-auth, which sets the httpOnly session cookie. Unknown e-mail and wrong password
 * answer the same. `adminOnly` refuses members with the same answer (the admin login screen).
 */
export async function signIn({ input, headers, adminOnly = false }: { input: TLoginInput; headers: Headers; adminOnly?: boolean }): Promise<SignedInUser> {
  const attempt = await beginLoginAttempt({ email: input.email, ip: clientAddress(headers) });
  if (adminOnly && !(await verifyAdminCredentials(input))) {
    await attempt.failed();
    throw new AppError("INVALID_CREDENTIALS");
  }
  try {
    const result = await auth(headers).api.signInEmail({ body: { email: input.email, password: input.password }, headers });
    await attempt.succeeded();
    const user = await db.user.findUniqueOrThrow({ where: { id: result.user.id } });
    return { id: user.id, email: user.email, name: user.name, username: user.username ?? user.name, role: user.role as Role };
  } catch (e) {
    if (apiErrorCode(e) !== null) {
      await attempt.failed();
      throw new AppError("INVALID_CREDENTIALS");
    }
    throw e;
  }
}

/**
 * Registration always creates a plain member; the role is never taken from input. Counted per
 * client address (`ip`, from clientAddress) before anything else.
 */
export async function registerUser({ input, image, ip }: { input: TRegisterInput; image?: string | null; ip: string }) {
  await takeAddressLimit("register", ip);
  const name = (input.name || input.username)!;
  assertUncommonPassword(input.password, "password");
  // better-auth answers a taken e-mail with a synthetic success (anti-enumeration); the spec's
  // clients need 'Email already exists', so ask first (a concurrent twin fails on update below)
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw new AppError("EMAIL_EXISTS");
  try {
    const result = await auth().api.signUpEmail({
      body: { email: input.email, password: input.password, name, username: input.username || name, phone: input.phone, image: image ?? undefined },
    });
    const locale = await requestLocale();
    await db.$transaction(async (tx) => {
      const user = await tx.user.update({
        where: { id: result.user.id },
        data: {
          role: "user",
          emailVerified: false,
          searchKey: searchKeyOf(name, input.email, input.username),
          ...(locale ? { locale } : {}),
        },
        select: { id: true, email: true, name: true, locale: true },
      });
      // the address is verified by the mailed link (until then no notification mail goes to it)
      await queueVerificationMail(tx, user);
    });
    await assignHandle(result.user.id, { username: input.username, name, email: input.email });
    return { userId: result.user.id };
  } catch (e) {
    const code = apiErrorCode(e) ?? "";
    const prismaCode = (e as { code?: string }).code;
    if (code.startsWith("USER_ALREADY_EXISTS") || prismaCode === "P2002" || prismaCode === "P2025") throw new AppError("EMAIL_EXISTS");
    // A twin registered the same e-mail between our check and better-auth's insert: better-auth
    // swallows the unique-constraint error (P2002) and answers 422 FAILED_TO_CREATE_USER.
    if (code === "FAILED_TO_CREATE_USER" && (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })))
      throw new AppError("EMAIL_EXISTS");
    if (code === "PASSWORD_TOO_SHORT") throw new AppError("BAD_REQUEST", `Password must be at least ${PASSWORD_MIN} characters`);
    throw e;
  }
}

export async function signOut({ headers }: { headers: Headers }) {
  try {
    await auth(headers).api.signOut({ headers });
  } catch (e) {
    if (apiErrorCode(e) === null) throw e; // no session: nothing to end
  }
}
