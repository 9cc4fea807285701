import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { createAnswer } from "@/lib/server/qa/answers";

// POST /backend/api/qa/answer.php: JSON {question_id,text}; members, on approved questions only
export const POST = route(qaApi.answer, async ({ body, user, reply }) =>
  reply({ message: "Answer posted", answer: await createAnswer({ input: body, actor: user }) }, 201),
);
