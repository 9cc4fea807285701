import { describe, expect, it } from "vitest";
import { dateFormatter, DEFAULT_TIME_ZONE, formatLocaleOf, FORMATS, formatsOf, monthStartIn } from "./dates";

// Run under any TZ (the suite is also run with TZ=Pacific/Kiritimati and TZ=America/Los_Angeles):
// nothing here depends on the process's zone.
const late = new Date("2026-11-21T22:53:00Z"); // 00:53 on 22 November in Cairo

describe("the one date path", () => {
  it("prints 2026-11-21T22:53Z as 22 November in Arabic and English, whatever TZ the process has", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Africa/Cairo");
    expect(dateFormatter({ locale: "ar" }).long(late)).toBe("22 نوفمبر 2026");
    expect(dateFormatter({ locale: "en" }).long(late)).toBe("22 November 2026");
    expect(dateFormatter({ locale: "en" }).medium(late)).toBe("22 Nov 2026");
    expect(dateFormatter({ locale: "ar" }).medium(late)).toMatch(/^22.*11.*2026$/);
    expect(dateFormatter({ locale: "ar" }).long(late.toISOString())).toBe("22 نوفمبر 2026");
  });
  it("gives the time with the date where a log needs it, in the same zone", () => {
    expect(dateFormatter({ locale: "en" }).moment(late)).toBe("22 Nov 2026, 00:53");
    expect(dateFormatter({ locale: "ar" }).moment(late)).toMatch(/^22.*11.*2026.*12:53 ص$/);
    expect(dateFormatter({ locale: "en", timeZone: "America/Los_Angeles" }).moment(late)).toBe("21 Nov 2026, 14:53");
  });
  it("follows the configured zone", () => {
    expect(dateFormatter({ locale: "en", timeZone: "America/Los_Angeles" }).long(late)).toBe("21 November 2026");
    expect(dateFormatter({ locale: "en", timeZone: "Pacific/Kiritimati" }).long(late)).toBe("22 November 2026");
  });
  it("uses one digit style in Arabic: Western digits for dates and numbers alike", () => {
    const ar = dateFormatter({ locale: "ar" });
    for (const text of [ar.long(late), ar.medium(late), ar.number(12345)]) expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(ar.number(12345)).toMatch(/^12.?345$/);
    expect(formatLocaleOf("ar")).toBe("ar-EG-u-nu-latn");
    expect(formatLocaleOf("ar", "ar-SA")).toBe("ar-SA-u-nu-latn");
    expect(formatLocaleOf("en")).toBe("en-GB");
  });
  it("shows every number in the digits the member chose, in Arabic and English alike", () => {
    const arab = { calendar: "gregorian", digits: "arab" } as const;
    const ar = dateFormatter({ locale: "ar", preferences: arab });
    expect(ar.number(12345)).toBe("١٢٬٣٤٥");
    expect(ar.number(2.6)).toBe("٣");
    expect(ar.decimal(4.46)).toBe("٤٫٥");
    expect(ar.percent(12)).toBe("١٢٪\u061c");
    expect(ar.percent(12, true)).toBe("\u061c+١٢٪\u061c");
    expect(ar.long(late)).toBe("٢٢ نوفمبر ٢٠٢٦");
    expect(dateFormatter({ locale: "en", preferences: arab }).number(1500)).toBe("١٬٥٠٠");
    const latn = dateFormatter({ locale: "ar" });
    expect([latn.number(1500), latn.decimal(4.46), latn.percent(-5, true)]).toEqual(["1,500", "4.5", "\u200e-5\u200e%\u200e"]);
    expect(dateFormatter({ locale: "en" }).percent(0, true)).toBe("0%");
  });
  it("gives messages the same digits through named number formats", () => {
    for (const digits of ["latn", "arab"] as const) {
      const { number } = formatsOf(digits);
      for (const style of Object.values(number)) expect(style.numberingSystem).toBe(digits);
      expect(Object.keys(number)).toEqual(Object.keys(FORMATS.number));
    }
  });
  it("builds each Intl formatter once per language and zone, however many dates it formats", () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      built++;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      const zone = "Asia/Riyadh"; // a zone no other test here uses: nothing is cached for it yet
      const dates = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 10)));
      for (const d of dates) dateFormatter({ locale: "ar", timeZone: zone }).medium(d);
      expect(built).toBe(1);
      for (const d of dates) dateFormatter({ locale: "en", timeZone: zone }).medium(d);
      expect(built).toBe(2);
      expect(dateFormatter({ locale: "ar", timeZone: zone })).toBe(dateFormatter({ locale: "ar", timeZone: zone }));
      expect(dateFormatter({ locale: "ar", timeZone: zone })).not.toBe(dateFormatter({ locale: "ar", timeZone: "UTC" }));
      expect(dateFormatter({ locale: "en", timeZone: zone }).medium(dates[0])).toBe("10 Jan 2026");
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
  it("names a chart month the same in any zone", () => {
    expect(dateFormatter({ locale: "en" }).month("2026-11")).toBe("Nov");
    expect(dateFormatter({ locale: "ar" }).month("2026-01")).toBe("يناير");
  });
  it("finds month starts on the zone's wall clock", () => {
    expect(monthStartIn(2026, 0, "America/Los_Angeles").toISOString()).toBe("2026-01-01T08:00:00.000Z");
    expect(monthStartIn(2026, -1, "UTC").toISOString()).toBe("2025-12-01T00:00:00.000Z");
    expect(monthStartIn(2026, 6, "Pacific/Kiritimati").toISOString()).toBe("2026-06-30T10:00:00.000Z");
  });
});
