import "server-only";
import { createTranslator } from "next-intl";
import { formatsOf } from "@/lib/i18n/dates";
import { getLocale, getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { appOrigin } from "@/lib/http/origin";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NOTIFICATION_TYPES, type NotificationJson, type NotificationType } from "@/lib/notifications/types";
import type { TMarkReadInput, TNotificationQuery } from "@/lib/schemas/notifications";
import type { Actor } from "@/lib/auth/session";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { mailLocale, mailTranslator, queueMail, renderMail, unsubscribeHeaders, unsubscribeUrl } from "@/lib/server/mail";

// In-app notifications and their e-mail twin. Domain functions call `notify(tx, …)` inside the
// transaction of the change that causes the event, so the event and its notice land together.
// The member's switches decide: `notifyInApp` (profile "notifications") for the bell,
// `notifyEmail` (profile "email notifications") for the mail, which goes through the outbox and
// reaches only a verified address (lib/server/email-verification.ts).

type Tx = Pick<Prisma.TransactionClient, "user" | "notification" | "mailOutbox">;

export type NotifyInput = {
  /** who receives it */
  userId: string;
  /** a key of NOTIFICATION_TYPES: the text is `Notifications.events.<type>.title|body` */
  type: NotificationType;
  /** values for the message placeholders, e.g. { title: "…", name: "…" } */
  params?: Record<string, string>;
  /** where opening it leads: an in-app path starting with "/" */
  link: string;
  /** false: the bell only, when the caller sends a mail of its own (a review invitation with its one-click answers) */
  mail?: boolean;
  /** what the mail says beyond the notice (an editor's comments), in the member's language; the bell keeps the short notice */
  details?: (t: MailTranslator) => string[];
  /** the mail button's words when it leads somewhere more precise than "open" */
  actionLabel?: (t: MailTranslator) => string;
};

type MailTranslator = ReturnType<typeof mailTranslator>;

/**
 * Records one event for one member, as their preferences allow. Never notifies the member who
 * caused it (pass `actorId`), nor a deleted account.
 */
export async function notify(tx: Tx, input: NotifyInput & { actorId?: string }) {
  if (input.actorId && input.actorId === input.userId) return;
  const user = await tx.user.findUnique({
    where: { id: input.userId },
    select: { id: true, email: true, name: true, locale: true, notifyInApp: true, notifyEmail: true, emailVerified: true, deletedAt: true },
  });
  if (!user || user.deletedAt) return;
  const params = input.params ?? {};
  const link = input.link.startsWith("/") ? input.link : "/";
  if (user.notifyInApp) {
    await tx.notification.create({ data: { userId: user.id, type: input.type, params: JSON.stringify(params), link } });
  }
  // mail only to an address the member has verified (an unverified one may be someone else's); the bell still shows the event
  if (user.notifyEmail && user.emailVerified && input.mail !== false) {
    const locale = mailLocale(user.locale);
    const t = mailTranslator(locale);
    const origin = appOrigin();
    const { title, body } = eventText(locale, input.type, params);
    const unsubscribe = unsubscribeUrl(origin, user.id);
    const { text, html } = renderMail({
      locale,
      greeting: t("greeting", { name: user.name }),
      paragraphs: [body, ...(input.details?.(t) ?? [])],
      action: { label: input.actionLabel?.(t) ?? t("open"), url: `${origin}${link}` },
      footer: [t("notificationFooter"), `${t("unsubscribe")}: ${unsubscribe}`],
    });
    await queueMail(tx, { to: user.email, subject: title, text, html, headers: unsubscribeHeaders(unsubscribe) });
  }
}

function eventText(locale: "ar" | "en", type: NotificationType, params: Record<string, string>) {
  return renderEvent(notificationsTranslator(locale), type, params, locale);
}

/** First strong isolate … pop directional isolate: a value keeps its own direction inside the sentence. */
const isolate = (value: string) => (value ? `\u2068${value}\u2069` : value);

type EventTranslator = (key: string, values?: Record<string, string>) => string;

/**
 * The notice's title and body in `locale`. An article's English title (`title_en`) stands for its
 * title in English; the names and titles members wrote are isolated, so an Arabic title in an
 * English sentence (or the other way round) neither reorders the sentence nor mirrors its quotes.
 */
function renderEvent(t: EventTranslator, type: string, params: Record<string, string>, locale: string) {
  const known = (NOTIFICATION_TYPES as readonly string[]).includes(type);
  const key = known ? type : "generic";
  const { title_en: titleEn, ...rest } = params;
  const values = { title: "", name: "", status: "", ...rest };
  if (locale === "en" && titleEn) values.title = titleEn;
  values.title = isolate(values.title);
  values.name = isolate(values.name);
  // a status travels as a key (e.g. "active") and is worded in the reader's language
  if (values.status) values.status = t(`statuses.${values.status}`);
  return { title: t(`events.${key}.title`, values), body: t(`events.${key}.body`, values) };
}

function notificationsTranslator(locale: "ar" | "en"): EventTranslator {
  const t = createTranslator({ locale, formats: formatsOf(), messages: locale === "ar" ? ar : en, namespace: "Notifications" });
  return (key, values) => t(key as never, values as never);
}

// ── reading ─────────────────────────────────────────────────────────────────────────────────

const parseParams = (raw: string): Record<string, string> => {
  try {
    const v = JSON.parse(raw);
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
};

/** The member's own notifications, newest first, in the reader's language, and the unread count. */
export async function findMyNotifications({
  actor,
  query,
}: {
  actor: Actor;
  query: TNotificationQuery;
}): Promise<{ notifications: NotificationJson[]; unread: number }> {
  const [translator, locale] = await Promise.all([getTranslations("Notifications"), getLocale()]);
  const t = translator as unknown as EventTranslator;
  const where = { userId: actor.id, ...(query.unread ? { readAt: null } : {}) };
  const [rows, unread] = await Promise.all([
    db.notification.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: query.limit ?? 20 }),
    countUnreadNotifications(actor),
  ]);
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      type: n.type,
      ...renderEvent(t, n.type, parseParams(n.params), locale),
      link: n.link,
      read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    })),
    unread,
  };
}

/** How many of the member's notifications are unread (the bell's badge, rendered with the page). */
export async function countUnreadNotifications(actor: Actor) {
  // every member page asks (the bell): hand-written, a raw query costs about half of Prisma's count
  const [row] = await db.$queryRaw<
    { unread: number | bigint }[]
  >`SELECT COUNT(*) AS "unread" FROM "Notification" WHERE "userId" = ${actor.id} AND "readAt" IS NULL`;
  return Number(row?.unread ?? 0);
}

/** Marks one (own) notification or all of them read; someone else's is a 404. */
export async function markNotificationsRead({ actor, input }: { actor: Actor; input: TMarkReadInput }) {
  const now = new Date();
  if ("all" in input) {
    await db.notification.updateMany({ where: { userId: actor.id, readAt: null }, data: { readAt: now } });
  } else {
    const { count } = await db.notification.updateMany({ where: { id: input.id, userId: actor.id }, data: { readAt: now } });
    if (count === 0) throw new AppError("NOT_FOUND", "Notification not found");
  }
  return { unread: await db.notification.count({ where: { userId: actor.id, readAt: null } }) };
}
