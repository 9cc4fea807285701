import { errorResponse, legacyError } from "@/lib/http/route";
import { requireUser } from "@/lib/auth/session";
import { fileResponse } from "@/lib/http/file-response";
import { assertArticlePdfReadable } from "@/lib/server/articles/articles";

// GET /uploads/{name}: an uploaded file, to members only (images and PDFs shown in place, the rest
// downloaded); an unpublished article's PDF to its author and the editors only
async function serve(req: Request, { params }: { params: Promise<{ name: string }> }) {
  try {
    const actor = await requireUser();
    const { name } = await params;
    await assertArticlePdfReadable({ name, actor });
    const inline = /\.(jpg|png|gif|webp|pdf)$/.test(name);
    const res = await fileResponse(req, { key: name, name, disposition: inline ? "inline" : "attachment", cache: "private, max-age=86400, immutable" });
    return res ?? legacyError("NOT_FOUND");
  } catch (e) {
    return errorResponse(e);
  }
}
export const GET = serve;
export const HEAD = serve;
