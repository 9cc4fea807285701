import { getActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { typesetPdfOf } from "@/lib/server/articles/typeset";

// GET /backend/api/articles/pdf.php?id=: the typeset PDF of a published article (as get.php reads it)
export const GET = route(articlesApi.pdf, async ({ req, query }) => {
  const { key, name } = await typesetPdfOf({ id: query.id, actor: await getActor() });
  const res = await fileResponse(req, { key, name, disposition: "inline", cache: "private, no-cache" });
  if (!res) throw new AppError("NOT_FOUND", "File not found");
  return res;
});
