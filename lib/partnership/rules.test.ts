import { describe, expect, it } from "vitest";
import { canMove } from "@/lib/moderation/transitions";
import {
  OPPORTUNITY_TRANSITIONS,
  canManage,
  canSeeOpportunity,
  joinDenial,
  normalizeTags,
  parseTags,
  splitTags,
  statusAfterEdit,
  statusMessageKey,
  visibleTags,
} from "./rules";

const owner = { id: "u1", role: "user" as const };
const other = { id: "u2", role: "user" as const };
const admin = { id: "a1", role: "admin" as const };
const superadmin = { id: "s1", role: "superadmin" as const };
const row = (status: string) => ({ userId: "u1", status });

describe("status transitions", () => {
  // pending becomes approved or rejected; approved or rejected only go back to pending
  it.each([
    ["pending", "approved", true],
    ["pending", "rejected", true],
    ["approved", "pending", true],
    ["rejected", "pending", true],
    ["pending", "pending", false],
    ["approved", "rejected", false],
    ["rejected", "approved", false],
    ["approved", "approved", false],
  ] as const)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canMove(OPPORTUNITY_TRANSITIONS, from, to)).toBe(allowed);
  });
  it.each(["approved", "rejected", "pending"])("status messages: %s has its own", (status) => {
    expect(statusMessageKey(status)).toBe(status);
  });
  it("status messages: any other status reads as pending", () => {
    expect(statusMessageKey("weird")).toBe("pending");
  });
  it("a member's edit sends it back to review, an admin's keeps the status", () => {
    expect(statusAfterEdit(owner, "approved")).toBe("pending");
    expect(statusAfterEdit(admin, "approved")).toBe("approved");
    expect(statusAfterEdit(superadmin, "rejected")).toBe("rejected");
  });
});

describe("tags", () => {
  it("are trimmed, empty dropped, duplicates dropped, order kept", () => {
    expect(normalizeTags(["  ذكاء اصطناعي ", "", "   ", "تعليم", "ذكاء اصطناعي", "AI", "ai"])).toEqual(["ذكاء اصطناعي", "تعليم", "AI"]);
  });
  it("drop non-strings and collapse inner whitespace", () => {
    expect(normalizeTags(["a  b", null, {}, 5])).toEqual(["a b", "5"]);
  });
  it("accept an array, a JSON string or comma-separated text", () => {
    expect(parseTags(["x", "y"])).toEqual(["x", "y"]);
    expect(parseTags('["x"," y ","x"]')).toEqual(["x", "y"]);
    expect(parseTags("x, y ،z,,")).toEqual(["x", "y", "z"]);
    expect(parseTags("[broken")).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual(['{"a":1}']);
  });
  it("split the admin's comma-separated text", () => {
    expect(splitTags("صحة, تعليم ,، ,صحة")).toEqual(["صحة", "تعليم"]);
  });
  it("show at most three on a card, then +N", () => {
    expect(visibleTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });
});

describe("who may do what", () => {
  it("the owner or an admin manages; another member does not", () => {
    for (const user of [owner, admin, superadmin]) expect(canManage(user, row("pending"))).toBe(true);
    expect(canManage(other, row("approved"))).toBe(false);
  });
  // members see approved ones and their own; admins all
  it.each([
    ["other", "approved", true],
    ["owner", "rejected", true],
    ["admin", "pending", true],
    ["other", "pending", false],
    ["other", "rejected", false],
  ] as const)("the %s sees one that is %s: %s", (who, status, allowed) => {
    expect(canSeeOpportunity({ owner, admin, other }[who], row(status))).toBe(allowed);
  });
  it("nobody joins their own or a non-approved opportunity", () => {
    expect(joinDenial(owner, row("approved"))).toBe("OWN");
    expect(joinDenial(other, row("pending"))).toBe("NOT_APPROVED");
    expect(joinDenial(other, row("rejected"))).toBe("NOT_APPROVED");
    expect(joinDenial(admin, row("pending"))).toBe("NOT_APPROVED");
    expect(joinDenial(other, row("approved"))).toBeNull();
  });
});
