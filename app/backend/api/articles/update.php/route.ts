import { readJsonOrForm } from "@/lib/http/form-body";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { ARTICLE_PDF_MAX_BYTES } from "@/lib/articles/rules";
import { ZArticleUpdateInput } from "@/lib/schemas/articles";
import { updateArticle } from "@/lib/server/articles/articles";

const FORM_OVERHEAD = 1024 * 1024;

// PUT /backend/api/articles/update.php: {id,…fields}, JSON or multipart with a new `pdf` (its author while draft or revisions requested; editors)
export const PUT = route(articlesApi.update, async ({ req, user, reply }) => {
  const { fields, file } = await readJsonOrForm(req, { file: "pdf", limit: ARTICLE_PDF_MAX_BYTES + FORM_OVERHEAD });
  const article = await updateArticle({ input: ZArticleUpdateInput.parse(fields), pdf: file, actor: user });
  return reply({ article });
});
