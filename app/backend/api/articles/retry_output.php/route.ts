import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { retryArticleOutput } from "@/lib/server/articles/outputs";

// POST /backend/api/articles/retry_output.php: an editor tries a failed typeset PDF or Crossref deposit again
export const POST = route(articlesApi.retryOutput, async ({ body, user, reply }) => reply({ outputs: await retryArticleOutput({ input: body, actor: user }) }));
