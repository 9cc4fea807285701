import { route } from "@/lib/http/route";
import { profileApi } from "@/lib/openapi/domains/profile";
import { deleteAccount } from "@/lib/server/profile";

// DELETE /backend/api/profile/delete.php: {password}; ends every session; the last superadmin cannot (member)
export const DELETE = route(profileApi.delete, async ({ body, user, reply }) => {
  await deleteAccount({ actor: user, input: body });
  // the sessions are gone; the browser's cookie goes too
  return reply({ message: "Account deleted" }, 200, { headers: { "Set-Cookie": "manara.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" } });
});
