import { describe, expect, it } from "vitest";
import { ZLoginInput, ZRegisterInput, ZResetPasswordForm, ZResetPasswordInput, ZSignupForm } from "./auth";
import { ZUpdateUserRoleInput } from "./users";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];

describe("auth schemas", () => {
  it("normalizes the e-mail and requires a password", () => {
    expect(ZLoginInput.parse({ email: " Ali@Example.COM ", password: "x" }).email).toBe("ali@example.com");
    expect(firstMessage(ZLoginInput.safeParse({ email: "nope", password: "x" }))?.message).toBe("emailInvalid");
    expect(firstMessage(ZLoginInput.safeParse({ email: "a@b.co", password: "" }))?.message).toBe("required");
  });
  it("needs at least 8 password characters for every new password (register, sign-up, reset)", () => {
    expect(firstMessage(ZRegisterInput.safeParse({ email: "a@b.co", password: "short", name: "A" }))?.message).toBe("passwordMin");
    expect(firstMessage(ZRegisterInput.safeParse({ email: "a@b.co", password: "1234567", name: "A" }))?.message).toBe("passwordMin");
    expect(ZRegisterInput.safeParse({ email: "a@b.co", password: "12345678", username: "A" }).success).toBe(true);
    const signup = { fullName: "علي", email: "a@b.co", phone: "+966 55 555 0000" };
    expect(firstMessage(ZSignupForm.safeParse({ ...signup, password: "abc1234", confirmPassword: "abc1234" }))?.message).toBe("passwordMin");
    expect(ZSignupForm.safeParse({ ...signup, password: "abc12345", confirmPassword: "abc12345" }).success).toBe(true);
    expect(firstMessage(ZResetPasswordInput.safeParse({ token: "t", password: "short" }))?.message).toBe("passwordMin");
    expect(firstMessage(ZResetPasswordForm.safeParse({ password: "1234567", confirmPassword: "1234567" }))?.message).toBe("passwordMin");
    expect(firstMessage(ZRegisterInput.safeParse({ email: "a@b.co", password: "x".repeat(257), name: "A" }))?.message).toBe("tooLong");
  });
  it("signing in keeps accepting old, shorter passwords", () => {
    expect(ZLoginInput.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
  });
  it("needs a name or a username", () => {
    expect(firstMessage(ZRegisterInput.safeParse({ email: "a@b.co", password: "12345678" }))?.path).toEqual(["name"]);
  });
  it("reports mismatching confirmation on confirmPassword", () => {
    const r = ZSignupForm.safeParse({ fullName: "علي", email: "a@b.co", phone: "+966 55 555 0000", password: "12345678", confirmPassword: "123456789" });
    expect(firstMessage(r)).toMatchObject({ message: "passwordsMismatch", path: ["confirmPassword"] });
  });
  it("requires every sign-up field", () => {
    const r = ZSignupForm.safeParse({ fullName: " ", email: "a@b.co", phone: "", password: "12345678", confirmPassword: "12345678" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["fullName", "phone"]));
  });
  it("accepts only user or admin as a role, and numeric or string ids", () => {
    expect(ZUpdateUserRoleInput.safeParse({ id: 5, role: "admin" }).data).toEqual({ id: "5", role: "admin" });
    expect(ZUpdateUserRoleInput.safeParse({ id: "x", role: "superadmin" }).success).toBe(false);
  });
});
