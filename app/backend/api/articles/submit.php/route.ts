import { readJsonOrForm } from "@/lib/http/form-body";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { ARTICLE_PDF_MAX_BYTES } from "@/lib/articles/rules";
import { ZArticleInput } from "@/lib/schemas/articles";
import { createArticle } from "@/lib/server/articles/articles";

const FORM_OVERHEAD = 1024 * 1024;

// POST /backend/api/articles/submit.php: a new draft, JSON or multipart with `pdf` (members with a verified e-mail)
export const POST = route(articlesApi.submit, async ({ req, user, reply }) => {
  const { fields, file } = await readJsonOrForm(req, { file: "pdf", limit: ARTICLE_PDF_MAX_BYTES + FORM_OVERHEAD });
  const article = await createArticle({ input: ZArticleInput.parse(fields), pdf: file, actor: user });
  return reply({ article }, 201);
});
