import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { resetPassword } from "@/lib/server/password-reset";

// POST /backend/api/auth/reset_password.php: {token,password} → 200, or 400 for an unknown, used or expired token (anyone)
export const POST = route(authApi.resetPassword, async ({ body, reply }) => {
  await resetPassword({ input: body });
  return reply({ message: "Password updated. Please sign in." });
});
