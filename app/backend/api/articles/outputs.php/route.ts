import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { articleOutputs } from "@/lib/server/articles/outputs";

// GET /backend/api/articles/outputs.php?id=: the state of the article's typeset PDF and Crossref deposits (editors)
export const GET = route(articlesApi.outputs, async ({ query, user, reply }) => reply({ outputs: await articleOutputs({ id: query.id, actor: user }) }));
