import "server-only";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appOrigin } from "@/lib/http/origin";
import { dateFormatter, datePreferencesOf } from "@/lib/i18n/dates";
import { RESPOND_PAGE, reviewPagePath } from "@/lib/reviews/types";
import { mailLocale, mailTranslator, queueMail, renderMail } from "@/lib/server/mail";
import { assignmentToken } from "@/lib/server/reviews/tokens";

// The mails of a review assignment, each in the reviewer's own language (their profile's, never
// the sender's) and dated by the one formatter with the reviewer's calendar and digits. An
// invitation's link opens a page whose buttons post the token: opening it answers nothing, so a
// mail scanner that follows links accepts nothing.

type Tx = Pick<Prisma.TransactionClient, "mailOutbox">;
type Reviewer = { email: string; name: string; locale: string; calendar: string; digits: string; emailVerified: boolean; deletedAt: Date | null };
type Assignment = { id: number; title: string; tokenSalt: string; dueAt: Date; message: string | null };

export const respondUrl = (a: Pick<Assignment, "id" | "tokenSalt">) => `${appOrigin()}${RESPOND_PAGE}?token=${assignmentToken(a.id, a.tokenSalt)}`;

function reviewerDates(r: Reviewer) {
  const locale = mailLocale(r.locale);
  return {
    locale,
    t: mailTranslator(locale),
    date: dateFormatter({ locale, timeZone: env().APP_TIME_ZONE, preferences: datePreferencesOf(r.calendar, r.digits) }),
  };
}

/** The kinds of mail a reviewer receives about one assignment. */
export type ReviewMailKind = "invitation" | "invitation_reminder" | "due_soon" | "overdue";

export async function mailReviewer(tx: Tx, kind: ReviewMailKind, reviewer: Reviewer, a: Assignment) {
  // an unverified address may be someone else's: the bell still shows the event
  if (!reviewer.emailVerified || reviewer.deletedAt) return;
  const { locale, t, date } = reviewerDates(reviewer);
  const values = { title: a.title, due: date.long(a.dueAt) };
  const answering = kind === "invitation" || kind === "invitation_reminder";
  const paragraphs = [t(`review.${kind}.intro`, values)];
  if (kind === "invitation" && a.message) paragraphs.push(t("review.message", { message: a.message }));
  if (answering) paragraphs.push(t("review.oneClick"));
  const action = answering ? { label: t("review.answer"), url: respondUrl(a) } : { label: t("review.write"), url: `${appOrigin()}${reviewPagePath(a.id)}` };
  const { text, html } = renderMail({ locale, greeting: t("greeting", { name: reviewer.name }), paragraphs, action, footer: [t("review.footer")] });
  await queueMail(tx, { to: reviewer.email, subject: t(`review.${kind}.subject`, values), text, html });
}
