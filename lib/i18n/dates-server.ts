import "server-only";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";
import { dateFormatter, datePreferencesOf } from "@/lib/i18n/dates";

/** The date formatter of a server component: the request's language, the app's time zone, the member's calendar and digits. */
export async function getDateFormatter(arabic?: "ar-EG" | "ar-SA") {
  const [locale, timeZone, t] = await Promise.all([getLocale(), getTimeZone(), getTranslations("DatePreferences")]);
  return dateFormatter({ locale: locale as Locale, timeZone, arabic, preferences: datePreferencesOf(t("calendar"), t("digits")) });
}
