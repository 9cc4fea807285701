import { describe, expect, it } from "vitest";
import { dateFormatter, datePreferencesOf, formatLocaleOf } from "./dates";

// Dates published in the Umm al-Qura calendar (the Saudi official calendar), each checked against the
// formatter at hours where the day differs between zones: the member's day is the day in the app's
// zone (Africa/Cairo), whatever zone the process runs in (the suite also runs under
// TZ=Pacific/Kiritimati and TZ=America/Los_Angeles).
const PUBLISHED = [
  { at: "2026-02-18T10:00:00Z", en: "1 Ramadan 1447 AH", ar: "1 رمضان 1447 هـ" },
  { at: "2026-03-20T10:00:00Z", en: "1 Shawwal 1447 AH", ar: "1 شوال 1447 هـ" },
  { at: "2026-06-16T10:00:00Z", en: "1 Muharram 1448 AH", ar: "1 محرم 1448 هـ" },
  { at: "2025-06-26T10:00:00Z", en: "1 Muharram 1447 AH", ar: "1 محرم 1447 هـ" },
  { at: "2024-03-11T10:00:00Z", en: "1 Ramadan 1445 AH", ar: "1 رمضان 1445 هـ" },
];
const hijri = { calendar: "hijri", digits: "latn" } as const;

describe("the Hijri (Umm al-Qura) calendar", () => {
  it.each(PUBLISHED)("$at is $en", ({ at, en, ar }) => {
    expect(dateFormatter({ locale: "en", preferences: hijri }).long(at)).toBe(en);
    expect(dateFormatter({ locale: "ar", preferences: hijri }).long(at)).toBe(ar);
  });

  it("takes the day in the app's zone: 22:30 UTC on 17 February is already 1 Ramadan in Cairo, still 29 Sha'ban in Los Angeles", () => {
    const late = "2026-02-17T22:30:00Z";
    expect(dateFormatter({ locale: "en", preferences: hijri }).long(late)).toBe("1 Ramadan 1447 AH");
    expect(dateFormatter({ locale: "en", timeZone: "America/Los_Angeles", preferences: hijri }).long(late)).toMatch(/^29 Sha.ban 1447 AH$/);
  });

  it("both calendars side by side, Gregorian first", () => {
    const both = dateFormatter({ locale: "en", preferences: { calendar: "both", digits: "latn" } });
    expect(both.long("2026-06-16T10:00:00Z")).toBe("16 June 2026 · 1 Muharram 1448 AH");
    expect(dateFormatter({ locale: "ar", preferences: { calendar: "both", digits: "latn" } }).long("2026-02-18T10:00:00Z")).toBe(
      "18 فبراير 2026 · 1 رمضان 1447 هـ",
    );
  });
});

describe("digits", () => {
  it("Arabic-Indic digits in dates and numbers when chosen, in both languages", () => {
    const arab = { calendar: "gregorian", digits: "arab" } as const;
    expect(dateFormatter({ locale: "ar", preferences: arab }).long("2026-02-18T10:00:00Z")).toBe("١٨ فبراير ٢٠٢٦");
    expect(dateFormatter({ locale: "ar", preferences: { calendar: "hijri", digits: "arab" } }).long("2026-02-18T10:00:00Z")).toBe("١ رمضان ١٤٤٧ هـ");
    expect(dateFormatter({ locale: "ar", preferences: arab }).number(1447)).toMatch(/^١[٬,]?٤٤٧$/);
    expect(dateFormatter({ locale: "en", preferences: arab }).long("2026-02-18T10:00:00Z")).toBe("١٨ February ٢٠٢٦");
    // what the profile's Hijri and Arabic-Indic choice prints on an English page
    expect(dateFormatter({ locale: "en", preferences: { calendar: "hijri", digits: "arab" } }).long("2026-02-18T10:00:00Z")).toBe("١ Ramadan ١٤٤٧ AH");
    expect(dateFormatter({ locale: "en", preferences: { calendar: "both", digits: "arab" } }).medium("2026-02-18T10:00:00Z")).toBe(
      "١٨ Feb ٢٠٢٦ · ١ Ram. ١٤٤٧ AH",
    );
  });

  it("the locale tags carry the calendar and the digits", () => {
    expect(formatLocaleOf("ar", "ar-EG", "arab", true)).toBe("ar-EG-u-ca-islamic-umalqura-nu-arab");
    expect(formatLocaleOf("en", "ar-EG", "latn", true)).toBe("en-GB-u-ca-islamic-umalqura");
    expect(formatLocaleOf("en", "ar-EG", "arab")).toBe("en-GB-u-nu-arab");
  });

  it("unknown stored values fall back to the defaults", () => {
    expect(datePreferencesOf("julian", "roman")).toEqual({ calendar: "gregorian", digits: "latn" });
    expect(datePreferencesOf("both", "arab")).toEqual({ calendar: "both", digits: "arab" });
  });
});
