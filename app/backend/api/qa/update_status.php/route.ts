import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { setQuestionStatus } from "@/lib/server/qa/questions";

// PUT /backend/api/qa/update_status.php: JSON {id,status pending|approved|rejected}; admins
export const PUT = route(qaApi.updateStatus, async ({ body, user, reply }) =>
  reply({ message: "Status updated", question: await setQuestionStatus({ input: body, actor: user }) }),
);
