import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getLocale } from "next-intl/server";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TVerifyEmailInput } from "@/lib/schemas/auth";
import type { Actor } from "@/lib/auth/session";
import { appOrigin } from "@/lib/http/origin";
import { mailLocale, mailTranslator, queueMail, renderMail } from "@/lib/server/mail";
import { takeRateLimit } from "@/lib/server/rate-limit";

// E-mail verification, so notification mail reaches only an address its owner controls. A single-use link is mailed at registration and to every new
// address a member sets; the token is random, valid 24 hours, stored only as its SHA-256, and bound
// to the address it was sent to (a link for an old address verifies nothing after a change). Until
// verified a member signs in, reads, asks and answers, but receives no notification mail.
// better-auth's own verification (a stateless JWT link, usable again until it expires) is not used:
// only its `emailVerified` column, which this module sets.

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_RESEND_MAX = 3;
export const VERIFY_RESEND_WINDOW_MS = 60 * 60 * 1000;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

type Tx = Pick<Prisma.TransactionClient, "emailVerificationToken" | "mailOutbox">;
type Recipient = { id: string; email: string; name: string; locale?: string | null };

/** The interface language of this request, else the member's stored one (Arabic by default). */
async function localeFor(user: Recipient) {
  return mailLocale((await getLocale().catch(() => null)) ?? user.locale);
}

/**
 * Issues a new link for `user.email` inside the caller's transaction (the registration, the e-mail
 * change): earlier unused links stop working, and the mail goes through the outbox.
 */
export async function queueVerificationMail(tx: Tx, user: Recipient, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const locale = await localeFor(user);
  const t = mailTranslator(locale);
  const url = `${appOrigin()}/verify-email?token=${token}`;
  const { text, html } = renderMail({
    locale,
    greeting: t("greeting", { name: user.name }),
    paragraphs: [t("verify.intro"), t("verify.validity", { hours: VERIFY_TOKEN_TTL_MS / 3_600_000 })],
    action: { label: t("verify.action"), url },
    footer: [t("verify.ignore")],
  });
  await tx.emailVerificationToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
  await tx.emailVerificationToken.create({
    data: { userId: user.id, email: user.email, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS) },
  });
  await queueMail(tx, { to: user.email, subject: t("verify.subject"), text, html });
}

const invalidToken = () => new AppError("BAD_REQUEST", "This verification link is invalid or has expired", { reason: "VERIFY_TOKEN_INVALID" });

/** Marks the address verified from a valid link and uses the link up; anything else is a 400. */
export async function verifyEmail({ input, now = new Date() }: { input: TVerifyEmailInput; now?: Date }) {
  const row = await db.emailVerificationToken.findUnique({
    where: { tokenHash: sha256(input.token) },
    select: { id: true, userId: true, email: true, usedAt: true, expiresAt: true, user: { select: { email: true, deletedAt: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now || row.user.deletedAt || row.user.email !== row.email) throw invalidToken();
  await db.$transaction(async (tx) => {
    // the condition on usedAt makes two simultaneous uses of one link succeed at most once
    const { count } = await tx.emailVerificationToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) throw invalidToken();
    // and the condition on the e-mail keeps a change made meanwhile unverified
    const { count: verified } = await tx.user.updateMany({ where: { id: row.userId, email: row.email, deletedAt: null }, data: { emailVerified: true } });
    if (verified === 0) throw invalidToken();
  });
  return { email: row.email };
}

/** A new link for the signed-in member's address, a few times an hour (429 beyond). */
export async function resendVerification({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  const user = await db.user.findUnique({
    where: { id: actor.id },
    select: { id: true, email: true, name: true, locale: true, emailVerified: true, deletedAt: true },
  });
  if (!user || user.deletedAt) throw new AppError("UNAUTHORIZED");
  if (user.emailVerified) throw new AppError("CONFLICT", "This e-mail address is already verified", { reason: "EMAIL_ALREADY_VERIFIED" });
  await takeRateLimit({
    key: `verify:${user.id}`,
    max: VERIFY_RESEND_MAX,
    windowMs: VERIFY_RESEND_WINDOW_MS,
    reason: "VERIFY_RATE_LIMITED",
    now,
  });
  await db.$transaction((tx) => queueVerificationMail(tx, user, now));
  return { email: user.email };
}
