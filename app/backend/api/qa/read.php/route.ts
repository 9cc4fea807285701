import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { findQuestions } from "@/lib/server/qa/questions";

// GET /backend/api/qa/read.php: approved questions and the member's own; ?admin=true (admins) all
export const GET = route(qaApi.read, async ({ query, user, reply }) => reply(await findQuestions({ query, actor: user })));
