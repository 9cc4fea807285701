import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { transitionArticle } from "@/lib/server/articles/workflow";

// POST /backend/api/articles/transition.php: {id,to,note?} one workflow step (its author or an editor, as the step allows)
export const POST = route(articlesApi.transition, async ({ body, user, reply }) => reply({ article: await transitionArticle({ input: body, actor: user }) }));
