import { useLocale, useTimeZone } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import { dateFormatter } from "@/lib/i18n/dates";

/** The date formatter of a client component: the same language and time zone the server used. */
export function useDateFormatter(arabic?: "ar-EG" | "ar-SA") {
  const locale = useLocale() as Locale;
  const timeZone = useTimeZone();
  return dateFormatter({ locale, timeZone, arabic });
}
