import { createFormatter, type Formats } from "use-intl/core";
import type { Locale } from "@/lib/i18n/config";

// The one date path. Every date on every screen is formatted by next-intl's formatter,
// in the app's one time zone (APP_TIME_ZONE, default Africa/Cairo) and with fixed locale tags:
// ar-EG (ar-SA on the profile's join date) in Arabic, en-GB in English. A member may choose the
// calendar (Gregorian by default, the Hijri Umm al-Qura calendar, or both side by side) and the
// digits (Western 0-9 by default, or Arabic-Indic ٠-٩); both are part of the locale tag
// (`-u-ca-islamic-umalqura`, `-u-nu-arab`), so dates and the numbers beside them read alike. This is
// the only module that may build an Intl date formatter (an ESLint rule says so).

export const CALENDARS = ["gregorian", "hijri", "both"] as const;
export type CalendarPreference = (typeof CALENDARS)[number];
export const DIGIT_STYLES = ["latn", "arab"] as const;
export type DigitPreference = (typeof DIGIT_STYLES)[number];
/** The date styles every formatter offers (FORMATS.dateTime but the chart's month): a day, a day in short, a day and its time. */
export type DateStyle = Exclude<keyof (typeof FORMATS)["dateTime"], "month">;
export type DatePreferences = { calendar: CalendarPreference; digits: DigitPreference };
export const DEFAULT_DATE_PREFERENCES: DatePreferences = { calendar: "gregorian", digits: "latn" };

/** Stored or sent text as a preference (anything unknown is the default). */
export function datePreferencesOf(calendar: unknown, digits: unknown): DatePreferences {
  return {
    calendar: CALENDARS.includes(calendar as CalendarPreference) ? (calendar as CalendarPreference) : "gregorian",
    digits: DIGIT_STYLES.includes(digits as DigitPreference) ? (digits as DigitPreference) : "latn",
  };
}

type NumberFormat = NonNullable<Formats["number"]>[string];

export const DEFAULT_TIME_ZONE = "Africa/Cairo";

/** The BCP 47 tag dates and numbers are formatted with: the language's tag, the calendar and the digits. */
export function formatLocaleOf(locale: Locale, arabic: "ar-EG" | "ar-SA" = "ar-EG", digits: DigitPreference = "latn", hijri = false): string {
  const calendar = hijri ? "-ca-islamic-umalqura" : "";
  if (locale === "ar") return `${arabic}-u${calendar}-nu-${digits}`;
  return calendar || digits !== "latn" ? `en-GB-u${calendar}${digits !== "latn" ? `-nu-${digits}` : ""}` : "en-GB";
}

/** Named formats, shared by the server and the browser. */
export const FORMATS = {
  dateTime: {
    /** 22 نوفمبر 2026 · 22 November 2026 (articles, the profile) */
    long: { year: "numeric", month: "long", day: "numeric" },
    /** 22‏/11‏/2026 · 22 Nov 2026 (cards, panels, tables) */
    medium: { dateStyle: "medium" },
    /** the medium date and the time: 22‏/11‏/2026، 6:50 م · 22 Nov 2026, 18:50 (logs, messages) */
    moment: { dateStyle: "medium", timeStyle: "short" },
    /** a chart's month: نوفمبر · Nov */
    month: { month: "short" },
  },
  /** integer: 1,234 · decimal: 4.5 · plain: a year or an article number, ungrouped (2026) */
  number: { integer: { maximumFractionDigits: 0 }, decimal: { maximumFractionDigits: 1 }, plain: { maximumFractionDigits: 0, useGrouping: false } },
} satisfies Formats;

/**
 * The named formats with the member's digits, for next-intl's request configuration: every number
 * inside a message is written `{count, number, integer}` (or `decimal`) and so follows the digits
 * the member chose, like the dates. The Intl tag of a message is the bare language ("ar"), whose
 * default digits differ between engines, hence the explicit numbering system; and a plural's `#`
 * ignores named formats, so messages spell the number out in each branch instead of `#`.
 */
export function formatsOf(digits: DigitPreference = "latn") {
  const number = (options: NumberFormat): NumberFormat => ({ ...options, numberingSystem: digits });
  return {
    dateTime: FORMATS.dateTime,
    number: { integer: number(FORMATS.number.integer), decimal: number(FORMATS.number.decimal), plain: number(FORMATS.number.plain) },
  } satisfies Formats;
}

// One formatter per language, time zone, Arabic tag and preferences, kept for the process (or the
// tab): building an Intl formatter costs far more than using one, and next-intl caches them per
// formatter only, so a formatter per card would build them again for every card.
const formatters = new Map<string, ReturnType<typeof buildFormatter>>();

/** The one formatter of dates and numbers (views, likes, counts, pages, statistics alike), with the spec's locale tag, the app's time zone and the member's calendar and digits. */
export function dateFormatter({
  locale,
  timeZone = DEFAULT_TIME_ZONE,
  arabic,
  preferences = DEFAULT_DATE_PREFERENCES,
}: {
  locale: Locale;
  timeZone?: string;
  arabic?: "ar-EG" | "ar-SA";
  preferences?: DatePreferences;
}) {
  const key = `${formatLocaleOf(locale, arabic)} ${timeZone} ${preferences.calendar} ${preferences.digits}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = buildFormatter(locale, arabic, timeZone, preferences)));
  return formatter;
}

function buildFormatter(locale: Locale, arabic: "ar-EG" | "ar-SA" | undefined, timeZone: string, { calendar, digits }: DatePreferences) {
  // next-intl types a formatter's locale as one of the app's languages; Intl takes the whole tag
  // (region, calendar and digits), and its language is one of them
  const tag = (hijri: boolean) => formatLocaleOf(locale, arabic, digits, hijri) as Locale;
  const formats = formatsOf(digits);
  const gregorian = createFormatter({ locale: tag(false), timeZone, formats });
  const hijri = calendar === "gregorian" ? null : createFormatter({ locale: tag(true), timeZone, formats });
  // both calendars: the Gregorian date first, the Hijri one beside it
  const date = (date: Date | string, style: DateStyle) => {
    const d = new Date(date);
    if (!hijri) return gregorian.dateTime(d, style);
    if (calendar === "hijri") return hijri.dateTime(d, style);
    return `${gregorian.dateTime(d, style)} · ${hijri.dateTime(d, style)}`;
  };
  return {
    long: (d: Date | string) => date(d, "long"),
    medium: (d: Date | string) => date(d, "medium"),
    moment: (d: Date | string) => date(d, "moment"),
    /** A `YYYY-MM` month key (as the dashboard counts them, by Gregorian month) as its short month name. */
    month: (key: string) => gregorian.dateTime(new Date(`${key}-15T12:00:00Z`), { ...FORMATS.dateTime.month, timeZone: "UTC" }),
    /** The same month with its year, in the member's digits: نوفمبر ٢٠٢٦ · November 2026. */
    monthYear: (key: string) => gregorian.dateTime(new Date(`${key}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" }),
    /** A whole number (a count, a page, a rank) in the member's digits: 1,234 · ١٬٢٣٤. */
    number: (value: number) => gregorian.number(value, "integer"),
    /** A number with at most one decimal (a rating, a median): 4.5 · ٤٫٥. */
    decimal: (value: number) => gregorian.number(value, "decimal"),
    /** A percentage given as its number of hundredths, signed where asked: 12% · +١٢٪. */
    percent: (value: number, signed = false) =>
      gregorian.number(value / 100, { style: "percent", maximumFractionDigits: 0, numberingSystem: digits, signDisplay: signed ? "exceptZero" : "auto" }),
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

/** The calendar day of a moment (month 1-12) on the wall clock of the time zone. */
export function zoneDateParts(date: Date, timeZone: string) {
  const { year, month, day } = zoneParts(date, timeZone);
  return { year, month, day };
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
