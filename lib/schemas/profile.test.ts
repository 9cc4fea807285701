import { describe, expect, it } from "vitest";
import { ZResetPasswordForm } from "./auth";
import { ZMarkReadInput } from "./notifications";
import { ZPasswordChangeInput, ZPreferencesInput, ZProfileUpdateInput } from "./profile";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);

describe("profile schemas", () => {
  it("password change: the current one, ≥ 8 characters, a matching confirmation", () => {
    expect(issues(ZPasswordChangeInput.safeParse({ current_password: "", new_password: "1234567", confirm_password: "x" }))).toEqual(
      expect.arrayContaining(["current_password:required", "new_password:passwordMin"]),
    );
    expect(issues(ZPasswordChangeInput.safeParse({ current_password: "a", new_password: "12345678", confirm_password: "123456789" }))).toEqual([
      "confirm_password:passwordsMismatch",
    ]);
    expect(ZPasswordChangeInput.safeParse({ current_password: "a", new_password: "12345678", confirm_password: "12345678" }).success).toBe(true);
  });

  it("profile update: trims, lower-cases the e-mail, empty optional fields become empty strings", () => {
    const v = ZProfileUpdateInput.parse({ name: "  سارة ", bio: null, email: " Sara@Uni.EDU " });
    expect(v).toEqual({ name: "سارة", bio: "", location: "", phone: "", email: "sara@uni.edu" });
    expect(issues(ZProfileUpdateInput.safeParse({ name: " " }))).toEqual(["name:required"]);
    expect(issues(ZProfileUpdateInput.safeParse({ name: "x", phone: "call me" }))).toEqual(["phone:phoneInvalid"]);
  });

  it("preferences: only dark or light, and real booleans", () => {
    expect(ZPreferencesInput.safeParse({ theme: "light", notifications: false, email_notifications: true }).success).toBe(true);
    expect(ZPreferencesInput.safeParse({ theme: "blue", notifications: false, email_notifications: true }).success).toBe(false);
    expect(ZPreferencesInput.safeParse({ theme: "dark", notifications: "false", email_notifications: true }).success).toBe(false);
  });

  it("mark read: an id or all:true", () => {
    expect(ZMarkReadInput.parse({ id: "7" })).toEqual({ id: 7 });
    expect(ZMarkReadInput.parse({ all: true })).toEqual({ all: true });
    expect(ZMarkReadInput.safeParse({ all: false }).success).toBe(false);
    expect(ZMarkReadInput.safeParse({}).success).toBe(false);
  });

  it("reset form: the confirmation must match", () => {
    expect(issues(ZResetPasswordForm.safeParse({ password: "12345678", confirmPassword: "87654321" }))).toEqual(["confirmPassword:passwordsMismatch"]);
  });
});
