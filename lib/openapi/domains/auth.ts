import { z } from "zod";
import { ROLES } from "@/lib/auth/role-names";
import { apiFolder, ok, okMessage, type ApiOperation } from "@/lib/openapi/registry";
import { ZForgotPasswordInput, ZLoginInput, ZRegisterInput, ZResetPasswordInput, ZVerifyEmailInput } from "@/lib/schemas/auth";

const AUTH = "/backend/api/auth";

const auth = apiFolder(AUTH);

export const authApi = {
  login: auth.post("login.php", "public", "Sign in and set the session cookie (rate limited)", {
    body: ZLoginInput,
    responses: { 200: ok({ user_id: z.string(), username: z.string(), role: z.enum(ROLES) }) },
    errors: [401, 429],
  }),
  register: auth.post("register.php", "public", "Create a member account (limited per client address)", {
    body: ZRegisterInput,
    responses: { 201: ok({ user_id: z.string() }) },
    errors: [409, 429],
  }),
  logout: auth.post("logout.php", "user", "End the session", { responses: { 200: ok({}) } }),
  forgotPassword: auth.post("forgot_password.php", "public", "Mail a password reset link; always the same answer (rate limited)", {
    body: ZForgotPasswordInput,
    responses: { 200: okMessage() },
    errors: [429],
  }),
  resetPassword: auth.post("reset_password.php", "public", "Set a new password with a mailed token (400 for an unknown, used or expired one)", {
    body: ZResetPasswordInput,
    responses: { 200: okMessage() },
    errors: [429],
  }),
  verifyEmail: auth.post("verify_email.php", "public", "Verify the e-mail address with its mailed token", {
    body: ZVerifyEmailInput,
    responses: { 200: okMessage() },
  }),
  resendVerification: auth.post("resend_verification.php", "user", "Mail a new verification link (409 when verified, 429 when too frequent)", {
    responses: { 200: okMessage() },
    errors: [409, 429],
  }),
};

export const authOperations: ApiOperation[] = [...Object.values(authApi)];
