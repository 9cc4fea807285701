import { createFormatter, type Formats } from "use-intl/core";
import type { Locale } from "@/lib/i18n/config";

// The one date path. Every date on every screen is formatted by next-intl's formatter,
// in the app's one time zone (APP_TIME_ZONE, default Africa/Cairo) and with fixed locale tags:
// ar-EG (ar-SA on the profile's join date) in Arabic, en-GB in English. Digits: one style per
// language: Western digits (0-9) in Arabic too, as the counts, pages and typed numbers already use,
// so a date, a count and 'صفحة 1 من 2' read alike. This is the only module that may build an Intl
// date formatter (an ESLint rule says so).

export const DEFAULT_TIME_ZONE = "Africa/Cairo";

/** The BCP 47 tag dates and numbers are formatted with. */
export const formatLocaleOf = (locale: Locale, arabic: "ar-EG" | "ar-SA" = "ar-EG") => (locale === "ar" ? `${arabic}-u-nu-latn` : "en-GB");

/** Named formats, shared by the server and the browser. */
export const FORMATS = {
  dateTime: {
    /** 22 نوفمبر 2026 · 22 November 2026 (articles, the profile) */
    long: { year: "numeric", month: "long", day: "numeric" },
    /** 22‏/11‏/2026 · 22 Nov 2026 (cards, panels, tables) */
    medium: { dateStyle: "medium" },
    /** a chart's month: نوفمبر · Nov */
    month: { month: "short" },
  },
  number: { integer: { maximumFractionDigits: 0 } },
} satisfies Formats;

// One formatter per language, time zone and Arabic tag, kept for the process (or the tab): building
// an Intl formatter costs far more than using one, and next-intl caches them per formatter only, so
// a formatter per card would build them again for every card.
const formatters = new Map<string, ReturnType<typeof buildFormatter>>();

/** next-intl's formatter for dates and numbers, with the language's locale tag and the app's time zone. */
export function dateFormatter({ locale, timeZone = DEFAULT_TIME_ZONE, arabic }: { locale: Locale; timeZone?: string; arabic?: "ar-EG" | "ar-SA" }) {
  const tag = formatLocaleOf(locale, arabic);
  const key = `${tag} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = buildFormatter(tag, timeZone)));
  return formatter;
}

function buildFormatter(tag: string, timeZone: string) {
  // next-intl types a formatter's locale as one of the app's languages; Intl takes the whole tag
  // (region and digits), and its language is one of them
  const format = createFormatter({ locale: tag as Locale, timeZone, formats: FORMATS });
  return {
    long: (date: Date | string) => format.dateTime(new Date(date), "long"),
    medium: (date: Date | string) => format.dateTime(new Date(date), "medium"),
    /** A `YYYY-MM` month key (as the dashboard counts them) as its short month name. */
    month: (key: string) => format.dateTime(new Date(`${key}-15T12:00:00Z`), { ...FORMATS.dateTime.month, timeZone: "UTC" }),
    number: (value: number) => format.number(value, "integer"),
  };
}

function zoneParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute"), second: get("second") };
}

/** The first moment of a month (`monthIndex` may run over or under 0-11) in the time zone. */
export function monthStartIn(year: number, monthIndex: number, timeZone: string): Date {
  const wall = Date.UTC(year, monthIndex, 1);
  let guess = wall;
  // the zone's offset at the guess; twice, in case the month starts across a DST change
  for (let i = 0; i < 2; i++) {
    const p = zoneParts(new Date(guess), timeZone);
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
    guess = wall - offset;
  }
  return new Date(guess);
}

/** The year and month (0-11) of a moment, on the wall clock of the time zone. */
export function yearMonthIn(date: Date, timeZone: string) {
  const { year, month } = zoneParts(date, timeZone);
  return { year, monthIndex: month - 1 };
}
