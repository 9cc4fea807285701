import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { VALIDATION_LIMITS } from "@/lib/schemas/limits";
import ar from "./ar.json";
import en from "./en.json";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
function leaf(obj: object, key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
}

describe("messages", () => {
  it("ar.json and en.json have the same keys", () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });
  it("no message is empty, and placeholders match across languages", () => {
    for (const key of keys(en)) {
      const [a, e] = [String(leaf(ar, key)), String(leaf(en, key))];
      expect(a.trim(), key).not.toBe("");
      expect(e.trim(), key).not.toBe("");
      const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(vars(a), key).toEqual(vars(e));
    }
  });
  it("shows the spec's English texts verbatim in English", () => {
    expect(en.Login.submitting).toBe("Signing In...");
    expect(en.Signup.submitting).toBe("Creating Account...");
    // with the rule's number filled in, as the form shows it
    const t = createTranslator({ locale: "en", messages: en, namespace: "Validation" });
    expect(t("passwordMin", VALIDATION_LIMITS.passwordMin)).toBe("Password must be at least 8 characters");
    expect(en.Validation.passwordsMismatch).toBe("Passwords do not match");
    expect(en.AdminLogin.failed).toBe("Invalid admin credentials. Please try again.");
    expect(en.AdminLogin.success).toBe("Admin login successful!");
    expect(en.ErrorPage.title).toBe("Unexpected Application Error!");
    expect(en.AdminUsers.loading).toBe("Loading users...");
    expect(en.AdminUsers.empty).toBe("No users found.");
  });
});
