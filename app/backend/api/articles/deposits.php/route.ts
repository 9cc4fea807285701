import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { findArticleDeposits } from "@/lib/server/crossref/deposits";

// GET /backend/api/articles/deposits.php?id=: the article's Crossref deposits and their outcome (editors)
export const GET = route(articlesApi.deposits, async ({ query, user, reply }) => reply({ deposits: await findArticleDeposits({ id: query.id, actor: user }) }));
