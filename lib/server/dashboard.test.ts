import { describe, expect, it } from "vitest";
import { monthRanges } from "./dashboard";

const keys = (ranges: { month: string }[]) => ranges.map((r) => r.month);

describe("monthRanges", () => {
  it("returns 7 months ending with the current one, each ending where the next begins", () => {
    const ranges = monthRanges(new Date("2026-11-22T10:00:00Z"), 7, "UTC");
    expect(keys(ranges)).toEqual(["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i].gte.getTime()).toBe(ranges[i - 1].lt.getTime());
    expect(ranges[0].gte.toISOString()).toBe("2026-05-01T00:00:00.000Z");
    expect(ranges[6].lt.toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
  it("crosses year boundaries", () => {
    expect(keys(monthRanges(new Date("2027-02-10T00:00:00Z"), 3, "UTC"))).toEqual(["2026-12", "2027-01", "2027-02"]);
  });
  it("cuts months on the app time zone's calendar, not UTC's nor the process's", () => {
    const now = new Date("2026-11-30T23:00:00Z"); // already 1 December in Cairo (UTC+2)
    const cairo = monthRanges(now, 3, "Africa/Cairo");
    expect(keys(cairo)).toEqual(["2026-10", "2026-11", "2026-12"]);
    expect(cairo[2].gte.toISOString()).toBe("2026-11-30T22:00:00.000Z"); // 1 December 00:00 in Cairo
    expect(monthRanges(now, 7, "Africa/Cairo")[0].gte.toISOString()).toBe("2026-05-31T21:00:00.000Z"); // 1 June 00:00 (summer time, UTC+3)
    // 22:30 UTC on 31 October falls in Cairo's November, UTC's October
    const lateOctober = new Date("2026-10-31T22:30:00Z").getTime();
    const holding = (ranges: ReturnType<typeof monthRanges>) => ranges.find((r) => r.gte.getTime() <= lateOctober && lateOctober < r.lt.getTime())?.month;
    expect(holding(cairo)).toBe("2026-11");
    expect(holding(monthRanges(now, 3, "UTC"))).toBe("2026-10");
  });
});
