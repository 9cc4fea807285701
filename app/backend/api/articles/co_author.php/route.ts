import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { answerCoAuthorship } from "@/lib/server/articles/co-authors";

// POST /backend/api/articles/co_author.php: {id,accept} the member named as a co-author accepts or declines
export const POST = route(articlesApi.coAuthor, async ({ body, user, reply }) => reply({ co_author: await answerCoAuthorship({ input: body, actor: user }) }));
