import { errorResponse, legacyError } from "@/lib/http/route";
import { getActor } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { isPublishedFile } from "@/lib/server/public-files";
import { fileResponse } from "@/lib/http/file-response";
import { assertArticlePdfReadable } from "@/lib/server/articles/articles";
import { recordFileDownload } from "@/lib/server/usage";

// GET /uploads/{name}: an uploaded file, to members (and, when the site is public, a published
// article's PDF or picture to anyone); images and PDFs shown in place, the rest downloaded; an
// unpublished article's PDF to its author and the editors only; a published article's PDF sent
// counts as one of its downloads
async function serve(req: Request, { params }: { params: Promise<{ name: string }> }) {
  try {
    const { name } = await params;
    const actor = await getActor();
    if (!actor && !(await isPublishedFile(name))) throw new AppError("UNAUTHORIZED");
    if (actor) await assertArticlePdfReadable({ name, actor });
    const inline = /\.(jpg|png|gif|webp|pdf)$/.test(name);
    const res = await fileResponse(req, { key: name, name, disposition: inline ? "inline" : "attachment", cache: "private, max-age=86400, immutable" });
    if (!res) return legacyError("NOT_FOUND");
    // a published article's PDF sent is one download (robots and repeats within 30 s left out)
    if (req.method === "GET" && res.ok) await recordFileDownload({ name, actor, headers: req.headers });
    return res;
  } catch (e) {
    return errorResponse(e);
  }
}
export const GET = serve;
export const HEAD = serve;
