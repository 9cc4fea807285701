import type { Locale } from "@/lib/i18n/config";
import { dateFormatter } from "@/lib/i18n/dates";

/**
 * An article's date (spec §2/§5), through the one date path. Kept for the admin articles table;
 * new code uses `useDateFormatter().long` / `getDateFormatter()` so the configured time zone applies.
 */
export function formatArticleDate(iso: string, locale: string, timeZone?: string): string {
  return dateFormatter({ locale: locale as Locale, timeZone }).long(iso);
}
