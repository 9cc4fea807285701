import { describe, expect, it } from "vitest";
import { countByMonth } from "./dashboard";

describe("countByMonth", () => {
  it("returns 7 months ending with the current one, counting each date once", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const buckets = countByMonth([new Date("2026-11-01T00:00:00Z"), new Date("2026-11-30T23:00:00Z"), new Date("2026-05-15T00:00:00Z"), new Date("2026-04-30T00:00:00Z")], now);
    expect(buckets.map((b) => b.month)).toEqual(["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(buckets.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 2]);
  });
  it("crosses year boundaries", () => {
    expect(countByMonth([], new Date("2027-02-10T00:00:00Z"), 3).map((b) => b.month)).toEqual(["2026-12", "2027-01", "2027-02"]);
  });
});
