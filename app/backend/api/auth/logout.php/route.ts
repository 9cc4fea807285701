import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { signOut } from "@/lib/server/auth";

// POST /backend/api/auth/logout.php: end the session (member)
export const POST = route(authApi.logout, async ({ req, reply }) => {
  await signOut({ headers: req.headers });
  return reply({});
});
