import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { applyToTopic } from "@/lib/server/topics/applications";

// POST /backend/api/topics/apply.php: JSON {topic_id,motivation}; members, once each, Active and open topics only
export const POST = route(topicsApi.apply, async ({ body, user, reply }) =>
  reply({ message: "Application sent", ...(await applyToTopic({ input: body, actor: user })) }, 201),
);
