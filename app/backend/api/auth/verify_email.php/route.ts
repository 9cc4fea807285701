import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { verifyEmail } from "@/lib/server/email-verification";

// POST /backend/api/auth/verify_email.php: {token} → 200, or 400 for an unknown, used or expired link (anyone)
export const POST = route(authApi.verifyEmail, async ({ body, reply }) => {
  await verifyEmail({ input: body });
  return reply({ message: "E-mail address verified" });
});
