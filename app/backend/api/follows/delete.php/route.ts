import { route } from "@/lib/http/route";
import { followsApi } from "@/lib/openapi/domains/follows";
import { unfollowTarget } from "@/lib/server/follows/follows";

// DELETE /backend/api/follows/delete.php: JSON {type researcher|tag,target}; a member stops following (200 even if they did not follow)
export const DELETE = route(followsApi.delete, async ({ body, user, reply }) => {
  await unfollowTarget({ input: body, actor: user });
  return reply({ message: "Not following" });
});
