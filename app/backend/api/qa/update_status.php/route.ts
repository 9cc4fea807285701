import { legacyJson, route } from "@/lib/http/route";
import { ZQuestionStatusInput } from "@/lib/schemas/qa";
import { setQuestionStatus } from "@/lib/server/qa/questions";

// PUT /backend/api/qa/update_status.php: JSON {id,status pending|approved|rejected}; admins
export const PUT = route({ auth: "admin", body: ZQuestionStatusInput }, async ({ body, user }) =>
  legacyJson({ message: "Status updated", question: await setQuestionStatus({ input: body, actor: user }) }),
);
