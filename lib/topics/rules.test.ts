import { describe, expect, it } from "vitest";
import { applyDenial, canManageTopic, canSeeTopic, dayIn, isClosed, isIsoDay } from "./rules";

describe("the deadline rule", () => {
  it("is open through the whole deadline day in the given zone and closed the day after", () => {
    // 22:30 UTC on the 10th is already the 11th in Cairo (UTC+2) but still the 10th in UTC
    const late = new Date("2026-03-10T22:30:00Z");
    expect(dayIn(late, "Africa/Cairo")).toBe("2026-03-11");
    expect(dayIn(late, "UTC")).toBe("2026-03-10");
    expect(isClosed("2026-03-10", late, "Africa/Cairo")).toBe(true);
    expect(isClosed("2026-03-10", late, "UTC")).toBe(false);
    expect(isClosed("2026-03-11", late, "Africa/Cairo")).toBe(false);
  });
  it("a future deadline is open, a past one closed", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(isClosed("2026-06-16", now, "Africa/Cairo")).toBe(false);
    expect(isClosed("2026-06-14", now, "Africa/Cairo")).toBe(true);
  });
});

describe("isIsoDay", () => {
  it.each(["2026-02-28", "2028-02-29"])("accepts the real calendar day %s", (day) => {
    expect(isIsoDay(day)).toBe(true);
  });
  it.each(["2026-02-29", "2026-13-01", "26-01-01", "2026-01-01T00:00"])("refuses %s, not a calendar day", (day) => {
    expect(isIsoDay(day)).toBe(false);
  });
});

describe("topic permissions and applying", () => {
  const member = { id: "u1", role: "user" as const };
  const admin = { id: "a", role: "admin" as const };
  // members (u1) see Active topics and their own; admins all
  it.each([
    ["member", "u2", "Under Review", false],
    ["member", "u1", "Under Review", true],
    ["member", "u2", "Active", true],
    ["admin", "u2", "Under Review", true],
  ] as const)("the %s sees %s's %s topic: %s", (role, userId, status, sees) => {
    expect(canSeeTopic({ member, admin }[role], { userId, status })).toBe(sees);
  });
  it("members manage their own topics only", () => {
    expect(canManageTopic(member, { userId: "u2" })).toBe(false);
    expect(canManageTopic(member, { userId: "u1" })).toBe(true);
  });
  it("applying needs an Active topic whose deadline has not passed", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(applyDenial({ status: "Under Review", deadline: "2026-07-01" }, now, "UTC")).toBe("NOT_ACTIVE");
    expect(applyDenial({ status: "Active", deadline: "2026-06-14" }, now, "UTC")).toBe("CLOSED");
    expect(applyDenial({ status: "Active", deadline: "2026-06-15" }, now, "UTC")).toBeNull();
  });
});
