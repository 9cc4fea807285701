import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { createTopic } from "@/lib/server/topics/suggestions";

// POST /backend/api/topics/create.php: JSON {title,author,requirements,deadline}; members (Under Review)
export const POST = route(topicsApi.create, async ({ body, user, reply }) =>
  reply({ message: "Topic submitted for review", topic: await createTopic({ input: body, actor: user }) }, 201),
);
