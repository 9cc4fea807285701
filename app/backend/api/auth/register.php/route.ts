import { legacyJson, route } from "@/lib/http/route";
import { ZRegisterInput } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/auth";
import { clientAddress } from "@/lib/server/rate-limit";

// POST /backend/api/auth/register.php: create a member account (anyone; limited per client address)
export const POST = route({ auth: "public", body: ZRegisterInput }, async ({ req, body }) => {
  const { userId } = await registerUser({ input: body, ip: clientAddress(req.headers) });
  return legacyJson({ user_id: userId }, 201);
});
