import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { findTopicApplications } from "@/lib/server/topics/applications";

// GET /backend/api/topics/applications.php?id=: an admin or the member who suggested the topic
export const GET = route(topicsApi.applications, async ({ query, user, reply }) =>
  reply({ applications: await findTopicApplications({ id: query.id, actor: user }) }),
);
