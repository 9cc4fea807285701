import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { updateTopic } from "@/lib/server/topics/suggestions";

// PUT /backend/api/topics/update.php: JSON {id,title,author,requirements,deadline}; admins
export const PUT = route(topicsApi.update, async ({ body, user, reply }) =>
  reply({ message: "Topic updated", topic: await updateTopic({ input: body, actor: user }) }),
);
