import { getActor } from "@/lib/auth/session";
import { legacyJson, route } from "@/lib/http/route";
import { ZArticleIdQuery } from "@/lib/schemas/articles";
import { getArticle } from "@/lib/server/articles/articles";

// GET /backend/api/articles/get.php?id=: the article; reviews for its author and editors (as read.php)
export const GET = route({ auth: "public", query: ZArticleIdQuery }, async ({ query }) =>
  legacyJson({ article: await getArticle({ id: query.id, actor: await getActor() }) }),
);
