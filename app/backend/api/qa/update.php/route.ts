import { legacyJson, route } from "@/lib/http/route";
import { ZUpdateQuestionInput } from "@/lib/schemas/qa";
import { updateQuestion } from "@/lib/server/qa/questions";

// PUT /backend/api/qa/update.php: the asker while pending, or an admin
export const PUT = route({ auth: "user", body: ZUpdateQuestionInput }, async ({ body, user }) =>
  legacyJson({ message: "Question updated", question: await updateQuestion({ input: body, actor: user }) }),
);
