import { legacyJson, route } from "@/lib/route";
import { ZRegisterInput } from "@/lib/schemas/auth";
import { registerUser } from "@/lib/server/auth";

// POST /backend/api/auth/register.php: create a member account (anyone)
export const POST = route({ auth: "public", body: ZRegisterInput }, async ({ body }) => {
  const { userId } = await registerUser({ input: body });
  return legacyJson({ user_id: userId }, 201);
});
