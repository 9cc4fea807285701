import { legacyJson, route } from "@/lib/http/route";
import { ZUpdateTopicInput } from "@/lib/schemas/topics";
import { updateTopic } from "@/lib/server/topics/suggestions";

// PUT /backend/api/topics/update.php: JSON {id,title,author,requirements,deadline}; admins
export const PUT = route({ auth: "admin", body: ZUpdateTopicInput }, async ({ body, user }) =>
  legacyJson({ message: "Topic updated", topic: await updateTopic({ input: body, actor: user }) }),
);
