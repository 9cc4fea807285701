import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { requestPasswordReset } from "@/lib/server/password-reset";

const FORGOT_PASSWORD_ANSWER = "If an account exists for this email, a link to reset the password has been sent.";

// POST /backend/api/auth/forgot_password.php: {email} → always the same 200 answer; rate limited (anyone)
export const POST = route(authApi.forgotPassword, async ({ req, body, reply }) => {
  await requestPasswordReset({ input: body, headers: req.headers });
  return reply({ message: FORGOT_PASSWORD_ANSWER });
});
