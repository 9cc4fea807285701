import "server-only";
import { getLocale, getTimeZone } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";
import { dateFormatter } from "@/lib/i18n/dates";

/** The date formatter of a server component: the request's language, the app's time zone. */
export async function getDateFormatter(arabic?: "ar-EG" | "ar-SA") {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  return dateFormatter({ locale: locale as Locale, timeZone, arabic });
}
