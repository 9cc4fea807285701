import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { similarityReport } from "@/lib/server/reviews/similarity";

// GET /backend/api/articles/similarity.php?id=: how much of a submission appears elsewhere (editors)
export const GET = route(articlesApi.similarity, async ({ query, user, reply }) => reply(await similarityReport({ id: query.id, actor: user })));
