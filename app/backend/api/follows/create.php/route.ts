import { route } from "@/lib/http/route";
import { followsApi } from "@/lib/openapi/domains/follows";
import { followTarget } from "@/lib/server/follows/follows";

// POST /backend/api/follows/create.php: JSON {type researcher|tag,target}; a member follows (201, or 200 when already following)
export const POST = route(followsApi.create, async ({ body, user, reply }) => {
  const { created, follow } = await followTarget({ input: body, actor: user });
  return reply({ message: created ? "Following" : "Already following", follow }, created ? 201 : 200);
});
