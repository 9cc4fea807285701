import { describe, expect, it } from "vitest";
import { countByMonth, monthBounds } from "./dashboard";

describe("countByMonth", () => {
  it("returns 7 months ending with the current one, counting each date once", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const buckets = countByMonth(
      [new Date("2026-11-01T00:00:00Z"), new Date("2026-11-30T21:00:00Z"), new Date("2026-05-15T00:00:00Z"), new Date("2026-04-30T00:00:00Z")],
      now,
      7,
      "UTC",
    );
    expect(buckets.map((b) => b.month)).toEqual(["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(buckets.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 2]);
  });
  it("crosses year boundaries", () => {
    expect(countByMonth([], new Date("2027-02-10T00:00:00Z"), 3, "UTC").map((b) => b.month)).toEqual(["2026-12", "2027-01", "2027-02"]);
  });
  it("counts months on the app time zone's calendar, not UTC's nor the process's", () => {
    // 22:30 UTC on 31 October is already 1 November in Cairo (UTC+2)
    const lateOctober = new Date("2026-10-31T22:30:00Z");
    const now = new Date("2026-11-30T23:00:00Z"); // 1 December in Cairo
    const cairo = countByMonth([lateOctober], now, 3, "Africa/Cairo");
    expect(cairo.map((b) => b.month)).toEqual(["2026-10", "2026-11", "2026-12"]);
    expect(cairo.map((b) => b.count)).toEqual([0, 1, 0]);
    const utc = countByMonth([lateOctober], now, 3, "UTC");
    expect(utc.map((b) => b.month)).toEqual(["2026-09", "2026-10", "2026-11"]);
    expect(utc.map((b) => b.count)).toEqual([0, 1, 0]);
  });
  it("starts this month and the chart at the zone's midnight", () => {
    const { monthStart, chartStart } = monthBounds(new Date("2026-11-30T23:00:00Z"), "Africa/Cairo");
    expect(monthStart.toISOString()).toBe("2026-11-30T22:00:00.000Z"); // 1 December 00:00 in Cairo
    expect(chartStart.toISOString()).toBe("2026-05-31T21:00:00.000Z"); // 1 June 00:00 (summer time, UTC+3)
    expect(monthBounds(new Date("2026-11-10T00:00:00Z"), "UTC").monthStart.toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });
});
