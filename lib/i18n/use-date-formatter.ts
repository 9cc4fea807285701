import { useLocale, useTimeZone, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import { dateFormatter, datePreferencesOf } from "@/lib/i18n/dates";

/** The date formatter of a client component: the same language, time zone, calendar and digits the server used. */
export function useDateFormatter(arabic?: "ar-EG" | "ar-SA") {
  const locale = useLocale() as Locale;
  const timeZone = useTimeZone();
  const t = useTranslations("DatePreferences");
  return dateFormatter({ locale, timeZone, arabic, preferences: datePreferencesOf(t("calendar"), t("digits")) });
}
