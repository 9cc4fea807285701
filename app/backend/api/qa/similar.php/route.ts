import { route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { findSimilarQuestions } from "@/lib/server/qa/questions";

// GET /backend/api/qa/similar.php?q=: up to five approved questions like a title being typed (members)
export const GET = route(qaApi.similar, async ({ query, user, reply }) => reply({ questions: await findSimilarQuestions({ q: query.q, actor: user }) }));
