import { legacyJson, route } from "@/lib/http/route";
import { ZApplyInput } from "@/lib/schemas/topics";
import { applyToTopic } from "@/lib/server/topics/applications";

// POST /backend/api/topics/apply.php: JSON {topic_id,motivation}; members, once each, Active and open topics only
export const POST = route({ auth: "user", body: ZApplyInput }, async ({ body, user }) =>
  legacyJson({ message: "Application sent", ...(await applyToTopic({ input: body, actor: user })) }, 201),
);
