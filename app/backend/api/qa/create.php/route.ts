import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { createQuestion } from "@/lib/server/qa/questions";

// POST /backend/api/qa/create.php: a member asks (pending until an admin approves it)
export const POST = route(qaApi.create, async ({ body, user, reply }) =>
  reply({ message: "Question submitted for review", question: await createQuestion({ input: body, actor: user }) }, 201),
);
