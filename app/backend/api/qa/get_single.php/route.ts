import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { getQuestion } from "@/lib/server/qa/questions";

// GET /backend/api/qa/get_single.php?id=: a question the member may see, with its answers in order
export const GET = route(qaApi.getSingle, async ({ query, user, reply }) => reply(await getQuestion({ id: query.id, actor: user })));
