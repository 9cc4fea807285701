import { z } from "zod";
import { zDigitText, zEmail, zLine, zText } from "@/lib/schemas/common";
import { PASSWORD_MIN } from "@/lib/schemas/limits";
import { zOptionalPersonName, zPersonName } from "@/lib/schemas/names";

// Issue messages are keys of the `Validation` namespace in messages/*.json: the forms translate
// them, and the legacy JSON API answers with their English text.

/**
 * Every new password (sign-up, change, reset): at least 8 characters. The forms check it in the
 * browser and the server again; the server alone also refuses the 10,000 most common ones
 * (lib/auth/password.ts `assertUncommonPassword`), so that list never reaches a page's bundle.
 */
export const zNewPassword = () => z.string("required").min(PASSWORD_MIN, "passwordMin").max(256, "tooLong");

// names, e-mails and phones are single lines: invisible controls are dropped (common.ts)
const email = zEmail();

export const ZLoginInput = z.object({
  email,
  password: z.string().min(1, "required").max(256, "tooLong"),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** POST /backend/api/auth/register.php: `name` falls back to `username`. */
export const ZRegisterInput = z
  .object({
    email,
    password: zNewPassword(),
    // the name shown is `name`, else `username`: either is a person's name (lib/schemas/names.ts)
    username: zOptionalPersonName(100).optional(),
    name: zOptionalPersonName(100).optional(),
    phone: zDigitText(zLine().trim().max(30, "tooLong")).optional(),
  })
  .refine((v) => (v.name || v.username || "").length > 0, { path: ["name"], message: "required" });
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

/** The sign-up screen: every field the form asks for (the picture travels as a file beside it). */
export const ZSignupForm = z
  .object({
    fullName: zPersonName(100),
    email,
    phone: zDigitText(
      zLine()
        .trim()
        .min(1, "required")
        .max(30, "tooLong")
        .regex(/^[+\d\s()-]{6,30}$/, "phoneInvalid"),
    ),
    password: zNewPassword(),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordsMismatch" });

/** POST /backend/api/auth/forgot_password.php */
export const ZForgotPasswordInput = z.object({ email });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

/** POST /backend/api/auth/verify_email.php: the token of an e-mailed verification link. */
export const ZVerifyEmailInput = z.object({ token: zText(200) });
export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput>;

/** POST /backend/api/auth/reset_password.php (the reset screen adds a confirmation). */
export const ZResetPasswordInput = z.object({
  token: zText(200),
  password: zNewPassword(),
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZResetPasswordForm = z
  .object({ password: zNewPassword(), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordsMismatch" });
