import { legacyJson, route } from "@/lib/http/route";
import { ZSimilarQuery } from "@/lib/schemas/qa";
import { findSimilarQuestions } from "@/lib/server/qa/questions";

// GET /backend/api/qa/similar.php?q=: up to five approved questions like a title being typed (members)
export const GET = route({ auth: "user", query: ZSimilarQuery }, async ({ query, user }) =>
  legacyJson({ questions: await findSimilarQuestions({ q: query.q, actor: user }) }),
);
