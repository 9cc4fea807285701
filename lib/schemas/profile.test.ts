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

describe("researcher fields", () => {
  const base = { name: "Laila", bio: "", location: "", phone: "" };
  it("a handle is lower-cased without its '@'; a bad one is handleInvalid", () => {
    expect(ZProfileUpdateInput.parse({ ...base, handle: " @Laila_H " }).handle).toBe("laila_h");
    const bad = ZProfileUpdateInput.safeParse({ ...base, handle: "لي" });
    expect(bad.success ? null : bad.error.issues[0].message).toBe("handleInvalid");
  });
  it("an ORCID iD is checked and canonical; empty clears it; a wrong check digit is orcidInvalid", () => {
    expect(ZProfileUpdateInput.parse({ ...base, orcid: "https://orcid.org/0000-0002-1825-0097" }).orcid).toBe("0000-0002-1825-0097");
    expect(ZProfileUpdateInput.parse({ ...base, orcid: "" }).orcid).toBe("");
    const bad = ZProfileUpdateInput.safeParse({ ...base, orcid: "0000-0002-1825-0098" });
    expect(bad.success ? null : bad.error.issues[0].message).toBe("orcidInvalid");
    expect(ZProfileUpdateInput.parse(base).orcid).toBeUndefined();
  });
  it("interests: an array or comma-separated text, trimmed, without duplicates", () => {
    expect(ZProfileUpdateInput.parse({ ...base, interests: ["AI", " AI ", "فيزياء"] }).interests).toEqual(["AI", "فيزياء"]);
    expect(ZProfileUpdateInput.parse({ ...base, interests: "أ، ب,ج" }).interests).toEqual(["أ", "ب", "ج"]);
  });
});
