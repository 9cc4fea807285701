import { z } from "zod";
import { ROLES } from "@/lib/auth/role-names";
import { ok, okMessage, type ApiOperation } from "@/lib/openapi/registry";
import { ZForgotPasswordInput, ZLoginInput, ZRegisterInput, ZResetPasswordInput, ZVerifyEmailInput } from "@/lib/schemas/auth";

const AUTH = "/backend/api/auth";
const tag = "auth";

export const authOperations: ApiOperation[] = [
  {
    method: "post",
    path: `${AUTH}/login.php`,
    tag,
    summary: "Sign in and set the session cookie (rate limited)",
    auth: "public",
    body: ZLoginInput,
    responses: { 200: ok({ user_id: z.string(), username: z.string(), role: z.enum(ROLES) }) },
    errors: [401, 429],
  },
  {
    method: "post",
    path: `${AUTH}/register.php`,
    tag,
    summary: "Create a member account (limited per client address)",
    auth: "public",
    body: ZRegisterInput,
    responses: { 201: ok({ user_id: z.string() }) },
    errors: [409, 429],
  },
  { method: "post", path: `${AUTH}/logout.php`, tag, summary: "End the session", auth: "user", responses: { 200: ok({}) } },
  {
    method: "post",
    path: `${AUTH}/forgot_password.php`,
    tag,
    summary: "Mail a password reset link; always the same answer (rate limited)",
    auth: "public",
    body: ZForgotPasswordInput,
    responses: { 200: okMessage() },
    errors: [429],
  },
  {
    method: "post",
    path: `${AUTH}/reset_password.php`,
    tag,
    summary: "Set a new password with a mailed token (400 for an unknown, used or expired one)",
    auth: "public",
    body: ZResetPasswordInput,
    responses: { 200: okMessage() },
    errors: [429],
  },
  {
    method: "post",
    path: `${AUTH}/verify_email.php`,
    tag,
    summary: "Verify the e-mail address with its mailed token",
    auth: "public",
    body: ZVerifyEmailInput,
    responses: { 200: okMessage() },
  },
  {
    method: "post",
    path: `${AUTH}/resend_verification.php`,
    tag,
    summary: "Mail a new verification link (409 when verified, 429 when too frequent)",
    auth: "user",
    responses: { 200: okMessage() },
    errors: [409, 429],
  },
];
