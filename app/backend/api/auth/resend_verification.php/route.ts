import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { resendVerification } from "@/lib/server/email-verification";

// POST /backend/api/auth/resend_verification.php: a new verification link to the member's address; 409 when verified, 429 when too frequent (member)
export const POST = route(authApi.resendVerification, async ({ user, reply }) => {
  await resendVerification({ actor: user });
  return reply({ message: "Verification link sent" });
});
