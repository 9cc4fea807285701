import { route } from "@/lib/http/route";
import { topicsApi } from "@/lib/openapi/domains/topics";
import { setTopicStatus } from "@/lib/server/topics/suggestions";

// PUT /backend/api/topics/update_status.php: JSON {id,status 'Under Review'|'Active'}; admins
export const PUT = route(topicsApi.updateStatus, async ({ body, user, reply }) =>
  reply({ message: "Status updated", topic: await setTopicStatus({ input: body, actor: user }) }),
);
