import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { profileApi } from "@/lib/openapi/domains/profile";
import { changePassword } from "@/lib/server/profile";
import { getSession } from "@/lib/auth/session";

// PUT /backend/api/profile/password.php: {current_password,new_password,confirm_password}; ends the other sessions (member)
export const PUT = route(profileApi.password, async ({ body, user, reply }) => {
  const session = await getSession();
  if (!session) throw new AppError("UNAUTHORIZED");
  await changePassword({ actor: user, input: body, sessionId: session.session.id });
  return reply({ message: "Password updated" });
});
