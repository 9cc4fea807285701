import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { toggleVote } from "@/lib/server/qa/answers";

// POST /backend/api/qa/vote.php: JSON {answer_id} toggles the member's vote (never on one's own answer)
export const POST = route(qaApi.vote, async ({ body, user, reply }) => reply(await toggleVote({ answerId: body.answer_id, actor: user })));
