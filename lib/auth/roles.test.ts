import { describe, expect, it } from "vitest";
import { assertAdmin, deleteUserDenial, denialError, setRoleDenial } from "./roles";

const superadmin = { id: "s", role: "superadmin" as const };
const admin = { id: "a", role: "admin" as const };
const otherAdmin = { id: "a2", role: "admin" as const };
const member = { id: "m", role: "user" as const };
const otherMember = { id: "m2", role: "user" as const };

describe("deleteUserDenial", () => {
  it("lets an admin delete a member", () => expect(deleteUserDenial(admin, member)).toBeNull());
  it("lets a superadmin delete an admin", () => expect(deleteUserDenial(superadmin, admin)).toBeNull());
  it("refuses deleting oneself", () => {
    expect(deleteUserDenial(admin, admin)).toBe("SELF");
    expect(deleteUserDenial(superadmin, superadmin)).toBe("SELF");
  });
  it("refuses deleting a superadmin", () => expect(deleteUserDenial(admin, superadmin)).toBe("SUPERADMIN_TARGET"));
  it("refuses an admin deleting another admin", () => expect(deleteUserDenial(admin, otherAdmin)).toBe("NEEDS_SUPERADMIN"));
  it("refuses a member", () => expect(deleteUserDenial(member, otherMember)).toBe("NOT_ADMIN"));
});

describe("setRoleDenial", () => {
  it("only a superadmin grants admin", () => {
    expect(setRoleDenial(superadmin, member, "admin")).toBeNull();
    expect(setRoleDenial(admin, member, "admin")).toBe("NEEDS_SUPERADMIN");
  });
  it("only a superadmin removes admin", () => {
    expect(setRoleDenial(superadmin, admin, "user")).toBeNull();
    expect(setRoleDenial(otherAdmin, admin, "user")).toBe("NEEDS_SUPERADMIN");
  });
  it("never demotes a superadmin, nor lets anyone change themselves", () => {
    expect(setRoleDenial(superadmin, { id: "s2", role: "superadmin" }, "user")).toBe("SUPERADMIN_TARGET");
    expect(setRoleDenial(superadmin, superadmin, "user")).toBe("SELF");
  });
  it("refuses members", () => expect(setRoleDenial(member, otherMember, "admin")).toBe("NOT_ADMIN"));
});

describe("assertAdmin", () => {
  it("refuses a member with FORBIDDEN and lets admins through", () => {
    expect(() => assertAdmin(member)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(() => assertAdmin(admin)).not.toThrow();
    expect(() => assertAdmin(superadmin)).not.toThrow();
  });
});

describe("denialError", () => {
  it("is a 403 whose reason the pages translate; a member's refusal stays a plain FORBIDDEN", () => {
    expect(denialError("NEEDS_SUPERADMIN")).toMatchObject({ code: "FORBIDDEN", status: 403, details: { reason: "NEEDS_SUPERADMIN" } });
    expect(denialError("SUPERADMIN_TARGET").details.reason).toBe("SUPERADMIN_TARGET");
    expect(denialError("SELF").details.reason).toBe("OWN_ACCOUNT");
    expect(denialError("NOT_ADMIN").details).toEqual({});
  });
});
