import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { signIn } from "@/lib/server/auth";

// POST /backend/api/auth/login.php: sign in and set the session cookie (anyone; rate limited)
export const POST = route(authApi.login, async ({ req, body, reply }) => {
  const user = await signIn({ input: body, headers: req.headers });
  return reply({ user_id: user.id, username: user.username, role: user.role });
});
