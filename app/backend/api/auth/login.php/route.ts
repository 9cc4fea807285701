import { legacyJson, route } from "@/lib/http/route";
import { ZLoginInput } from "@/lib/schemas/auth";
import { signIn } from "@/lib/server/auth";

// POST /backend/api/auth/login.php: sign in and set the session cookie (anyone; rate limited)
export const POST = route({ auth: "public", body: ZLoginInput }, async ({ req, body }) => {
  const user = await signIn({ input: body, headers: req.headers });
  return legacyJson({ user_id: user.id, username: user.username, role: user.role });
});
