import { dateLocaleOf, type Locale } from "@/lib/i18n/config";

// Spec §2/§5: article dates in ar-EG (en-GB in English), in the app's time zone so the server
// and the browser print the same text.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatArticleDate(iso: string, locale: string): string {
  const key = dateLocaleOf(locale as Locale);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(key, { year: "numeric", month: "long", day: "numeric", timeZone: "Africa/Cairo" })));
  return f.format(new Date(iso));
}
