import { route } from "@/lib/http/route";
import { authApi } from "@/lib/openapi/domains/auth";
import { registerUser } from "@/lib/server/auth";
import { clientAddress } from "@/lib/server/rate-limit";

// POST /backend/api/auth/register.php: create a member account (anyone; limited per client address)
export const POST = route(authApi.register, async ({ req, body, reply }) => {
  const { userId } = await registerUser({ input: body, ip: clientAddress(req.headers) });
  return reply({ user_id: userId }, 201);
});
