import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZResetPasswordForm, ZSignupForm } from "./auth";
import { fieldErrorsOf } from "./field-errors";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a failed parse");
  return fieldErrorsOf(parsed.error);
};

describe("fieldErrorsOf", () => {
  it("names each failing field once, with its first message key", () => {
    expect(errorsOf(ZSignupForm, { fullName: "", email: "nope", phone: "", password: "short", confirmPassword: "" })).toEqual({
      fullName: "required",
      email: "emailInvalid",
      phone: "required",
      password: "passwordMin",
      confirmPassword: "passwordsMismatch",
    });
  });

  it("keeps a field's first message when it breaks several rules", () => {
    const password = z.string().min(8, "passwordMin").regex(/\d/, "invalid");
    expect(password.safeParse("abc").error?.issues).toHaveLength(2);
    expect(errorsOf(z.object({ password }), { password: "abc" })).toEqual({ password: "passwordMin" });
  });

  it("puts a rule over two fields under the field its path names", () => {
    expect(errorsOf(ZResetPasswordForm, { password: "long-enough-1", confirmPassword: "long-enough-2" })).toEqual({ confirmPassword: "passwordsMismatch" });
  });

  it("joins a nested path and keeps a whole-input issue under _", () => {
    const schema = z.object({ author: z.object({ name: z.string().min(1, "required"), orcid: z.string().min(1, "orcidInvalid") }) });
    expect(errorsOf(schema, { author: { name: "", orcid: "" } })).toEqual({ "author.name": "required", "author.orcid": "orcidInvalid" });
    expect(
      errorsOf(
        z.string().refine(() => false, "invalid"),
        "x",
      ),
    ).toEqual({ _: "invalid" });
  });
});
