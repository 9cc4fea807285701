import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { setAcceptedAnswer } from "@/lib/server/qa/answers";

// PUT /backend/api/qa/accept.php: JSON {answer_id,accepted}; the asker or an admin, one accepted answer per question
export const PUT = route(qaApi.accept, async ({ body, user, reply }) => reply(await setAcceptedAnswer({ input: body, actor: user })));
