import { legacyJson, route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { signIn } from "@/lib/server/auth";

// POST /backend/api/auth/login.php: sign in and set the session cookie (anyone; rate limited)
export const POST = route(authApi.login, async ({ req, body }) => {
  const user = await signIn({ input: body, headers: req.headers });
  return legacyJson({ user_id: user.id, username: user.username, role: user.role });
});
