import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { updateQuestion } from "@/lib/server/qa/questions";

// PUT /backend/api/qa/update.php: the asker while pending, or an admin
export const PUT = route(qaApi.update, async ({ body, user, reply }) =>
  reply({ message: "Question updated", question: await updateQuestion({ input: body, actor: user }) }),
);
