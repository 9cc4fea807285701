import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { assertUncommonPassword, isCommonPassword } from "./password";

describe("the common-password list", () => {
  it("holds the 10,000 most common passwords, whatever their case", () => {
    for (const p of ["123456", "password", "password1", "qwerty123", "iloveyou", "Password1", "PASSWORD", "letmein"]) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ["pass-1a2b3c4d", "منارة-البحث-2026", "correct horse battery staple", "Qm7#vT2!zL"]) expect(isCommonPassword(p), p).toBe(false);
  });
  it("refuses a common password as a validation issue of the given field", () => {
    expect(() => assertUncommonPassword("reset-pass-1", "password")).not.toThrow();
    try {
      assertUncommonPassword("password1", "new_password");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ZodError);
      expect((e as ZodError).issues.map((i) => [i.path.join("."), i.message])).toEqual([["new_password", "passwordCommon"]]);
    }
  });
});
