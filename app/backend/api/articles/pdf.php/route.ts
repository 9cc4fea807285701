import { getActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { articlesApi } from "@/lib/openapi/domains/articles";
import { typesetPdfOf } from "@/lib/server/articles/typeset";
import { recordUsage } from "@/lib/server/usage";

// GET /backend/api/articles/pdf.php?id=: the typeset PDF of a published article (as get.php reads it);
// each one sent is one of its downloads (robots and repeats within 30 s left out)
export const GET = route(articlesApi.pdf, async ({ req, query }) => {
  const actor = await getActor();
  const { key, name } = await typesetPdfOf({ id: query.id, actor });
  const res = await fileResponse(req, { key, name, disposition: "inline", cache: "private, no-cache" });
  if (!res) throw new AppError("NOT_FOUND", "File not found");
  if (req.method === "GET" && res.ok) await recordUsage({ articleId: query.id, kind: "download", request: req, actor });
  return res;
});
