import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getLocale } from "next-intl/server";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { appOrigin } from "@/lib/http/origin";
import { assertUncommonPassword, hashPassword } from "@/lib/auth/password";
import type { TForgotPasswordInput, TResetPasswordInput } from "@/lib/schemas/auth";
import { mailLocale, mailTranslator, queueMail, renderMail } from "@/lib/server/mail";
import { setCredentialPassword } from "@/lib/server/profile";
import { clientAddress } from "@/lib/server/rate-limit";
import { liftSignInLimits } from "@/lib/server/sign-in-limit";
import { takeGuardLimit } from "@/lib/server/write-limits";

// Password reset by e-mail. The answer to "forgot password" is the same for every e-mail, known
// or not, and costs about the same (the same token generation and hashing, the same rate-limit
// write; the mail is sent after the response). The token is random, valid one hour, single use,
// and stored only as its SHA-256.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** Requests are counted per e-mail and per client address (the budgets of lib/server/write-limits.ts). */
async function assertResetAllowed(email: string, ip: string) {
  const byEmail = await takeGuardLimit("resetEmail", email.trim().toLowerCase());
  try {
    await takeGuardLimit("resetAddress", ip);
  } catch (e) {
    await byEmail.release();
    throw e;
  }
}

export async function requestPasswordReset({ input, headers, now = new Date() }: { input: TForgotPasswordInput; headers: Headers; now?: Date }) {
  await assertResetAllowed(input.email, clientAddress(headers));
  const token = randomBytes(32).toString("base64url");
  const tokenHash = sha256(token);
  const found = await db.user.findUnique({ where: { email: input.email }, select: { id: true, name: true, email: true, locale: true, deletedAt: true } });
  const user = found && !found.deletedAt ? found : null;
  // the same work for an unknown e-mail (render, one write transaction), so timing tells nothing
  const locale = mailLocale((await getLocale().catch(() => null)) ?? user?.locale);
  const t = mailTranslator(locale);
  const url = `${appOrigin()}/reset-password?token=${token}`;
  const { text, html } = renderMail({
    locale,
    greeting: t("greeting", { name: user?.name ?? input.email }),
    paragraphs: [t("reset.intro"), t("reset.validity")],
    action: { label: t("reset.action"), url },
    footer: [t("reset.ignore")],
  });
  await db.$transaction(async (tx) => {
    // only the newest link works
    await tx.passwordResetToken.updateMany({ where: { userId: user?.id ?? "", usedAt: null }, data: { usedAt: now } });
    if (!user) return;
    await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) } });
    await queueMail(tx, { to: user.email, subject: t("reset.subject"), text, html });
  });
}

const invalidToken = () => new AppError("BAD_REQUEST", "This reset link is invalid or has expired", { reason: "RESET_TOKEN_INVALID" });

/** Sets the new password from a valid token, uses the token up and ends every session. */
export async function resetPassword({ input, now = new Date() }: { input: TResetPasswordInput; now?: Date }) {
  assertUncommonPassword(input.password, "password");
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: sha256(input.token) },
    select: { id: true, userId: true, usedAt: true, expiresAt: true, user: { select: { deletedAt: true, email: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now || row.user.deletedAt) throw invalidToken();
  const hash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    // the condition on usedAt makes two simultaneous uses of one token succeed at most once
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) throw invalidToken();
    await setCredentialPassword(tx, row.userId, hash);
    await tx.session.deleteMany({ where: { userId: row.userId } });
  });
  // the mailbox is proved: guesses by others no longer keep the owner out
  await liftSignInLimits(row.user.email);
}
