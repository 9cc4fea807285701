import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { after } from "next/server";
import { createTranslator } from "next-intl";
import { formatsOf } from "@/lib/i18n/dates";
import { getLocale } from "next-intl/server";
import { db } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { logger } from "@/lib/logger";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

// The one mailer. Every message is first a MailOutbox row written in the caller's
// transaction, so it is never lost and never fails the request that caused it; `drainOutbox`
// then sends it over SMTP (nodemailer, SMTP_URL) with retries and backoff, or, with no SMTP
// configured, logs it and keeps the row (status "logged") so a fresh install works and tests can
// read the link from the table.

type Tx = Pick<Prisma.TransactionClient, "mailOutbox">;

export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

/** Backoff between attempts (the last entry repeats); a message is given up after MAX_ATTEMPTS. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const MAX_ATTEMPTS = 8;
/** A claimed row is someone's for this long: another instance picks it up if that one died. */
const CLAIM_MS = 2 * 60_000;

export async function queueMail(tx: Tx, msg: MailMessage) {
  await tx.mailOutbox.create({
    data: { to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, headers: JSON.stringify(msg.headers ?? {}) },
  });
  scheduleDrain();
}

type Transport = { sendMail(m: { from: string; to: string; subject: string; text: string; html: string; headers: Record<string, string> }): Promise<unknown> };
const globalForMail = globalThis as unknown as {
  manaraTransport?: Transport;
  manaraDrainTimer?: ReturnType<typeof setInterval>;
  manaraDraining?: Promise<number>;
};

async function transport(): Promise<Transport | null> {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (!globalForMail.manaraTransport) {
    const nodemailer = await import("nodemailer");
    globalForMail.manaraTransport = nodemailer.createTransport(url) as Transport;
  }
  return globalForMail.manaraTransport;
}

/**
 * Sends what is due. Each row is claimed first (a conditional update), so two app instances never
 * send the same message. Returns how many rows were handled.
 */
export async function drainOutbox({ now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {}): Promise<number> {
  const due = await db.mailOutbox.findMany({ where: { status: "pending", nextAttemptAt: { lte: now } }, orderBy: { id: "asc" }, take: limit });
  const smtp = await transport();
  let handled = 0;
  for (const row of due) {
    const claimed = await db.mailOutbox.updateMany({
      where: { id: row.id, status: "pending", nextAttemptAt: row.nextAttemptAt },
      data: { nextAttemptAt: new Date(now.getTime() + CLAIM_MS) },
    });
    if (claimed.count === 0) continue;
    handled++;
    if (!smtp) {
      // the text is not logged: it may carry a single-use link (reset, verification)
      logger().info({ mail_id: row.id, subject: row.subject }, "no SMTP_URL: mail kept in the MailOutbox table");
      await db.mailOutbox.update({ where: { id: row.id }, data: { status: "logged", attempts: row.attempts + 1 } });
      continue;
    }
    try {
      await smtp.sendMail({ from: env().MAIL_FROM, to: row.to, subject: row.subject, text: row.text, html: row.html, headers: JSON.parse(row.headers) });
      await db.mailOutbox.update({ where: { id: row.id }, data: { status: "sent", attempts: row.attempts + 1, sentAt: new Date(), lastError: null } });
    } catch (e) {
      const attempts = row.attempts + 1;
      const wait = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)];
      logger().error({ err: e, mail_id: row.id, attempt: attempts }, "sending mail failed");
      await db.mailOutbox.update({
        where: { id: row.id },
        data: {
          attempts,
          lastError: String((e as Error)?.message ?? e).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + wait),
        },
      });
    }
  }
  return handled;
}

function drainSoon() {
  globalForMail.manaraDraining ??= drainOutbox()
    .catch((e) => {
      logger().error({ err: e }, "mail drain failed");
      return 0;
    })
    .finally(() => {
      globalForMail.manaraDraining = undefined;
    });
}

/**
 * Drains after the current response is sent (after the caller's transaction committed), and keeps
 * a slow timer so that retries happen even when no new mail is queued.
 */
export function scheduleDrain() {
  try {
    after(drainSoon);
  } catch {
    setTimeout(drainSoon, 0).unref?.();
  }
  if (!globalForMail.manaraDrainTimer) {
    globalForMail.manaraDrainTimer = setInterval(drainSoon, 60_000);
    globalForMail.manaraDrainTimer.unref?.();
  }
}

// ── rendering ───────────────────────────────────────────────────────────────────────────────

const MESSAGES = { ar, en } as const;
/** The interface language of this request, remembered so e-mails reach the member in it. */
export async function requestLocale(): Promise<string | undefined> {
  try {
    const l = await getLocale();
    return isLocale(l) ? l : undefined;
  } catch {
    return undefined;
  }
}

export const mailLocale = (value: string | null | undefined): Locale => (isLocale(value) ? value : "ar");

export function mailTranslator(locale: Locale) {
  return createTranslator({ locale, formats: formatsOf(), messages: MESSAGES[locale], namespace: "Mail" });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text and HTML of one message: a greeting, paragraphs, one button-like link, a footer. */
export function renderMail({
  locale,
  greeting,
  paragraphs,
  action,
  footer,
}: {
  locale: Locale;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string[];
}) {
  const t = mailTranslator(locale);
  const sign = t("signature");
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    sign,
    ...(footer?.length ? ["", ...footer] : []),
  ].join("\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;line-height:1.6;color:#1f2937;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;text-align:${dir === "rtl" ? "right" : "left"}">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(action.url)}</p>` : ""}
<p>${escapeHtml(sign)}</p>
${footer?.length ? `<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#64748b">${footer.map(escapeHtml).join("<br>")}</p>` : ""}
</div></body></html>`;
  return { text, html };
}

// ── one-click unsubscribe (RFC 8058) ───────────────────────────────────────────────────────

/** What a link unsubscribes from: notification mail, or only the weekly digest (signed apart, so one link cannot be turned into the other). */
export type MailList = "notifications" | "digest";

const unsubscribeSignature = (userId: string, list: MailList) =>
  createHmac("sha256", authSecret())
    .update(list === "notifications" ? `unsubscribe:${userId}` : `unsubscribe:${list}:${userId}`)
    .digest("base64url");

export function verifyUnsubscribe(userId: string, signature: string, list: MailList = "notifications"): boolean {
  const expected = Buffer.from(unsubscribeSignature(userId, list));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(origin: string, userId: string, list: MailList = "notifications") {
  const base = `${origin}/backend/api/notifications/unsubscribe.php?u=${encodeURIComponent(userId)}&t=${unsubscribeSignature(userId, list)}`;
  return list === "notifications" ? base : `${base}&list=${list}`;
}

/** The headers that let a mail client offer "unsubscribe" and POST it without a visit. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
