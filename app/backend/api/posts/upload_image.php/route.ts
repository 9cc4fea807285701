import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import { IMAGE_MAX_BYTES } from "@/lib/files";
import { errorResponse, legacyJson } from "@/lib/route";
import { requireAdmin } from "@/lib/session";
import { IMAGE_SIZE_ERROR, saveArticleImage } from "@/lib/server/posts";
import { isCrossSite } from "@/lib/http";

const MULTIPART_OVERHEAD = 64 * 1024;

// POST /backend/api/posts/upload_image.php: multipart `image`, JPEG/PNG/GIF/WebP by content, ≤ 5 MB (admin)
export async function POST(req: NextRequest) {
  try {
    if (isCrossSite(req.headers)) throw new AppError("CROSS_SITE");
    const actor = await requireAdmin();
    if (Number(req.headers.get("content-length") ?? 0) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) throw new AppError("TOO_LARGE", IMAGE_SIZE_ERROR);
    const form = await req.formData().catch(() => { throw new AppError("BAD_REQUEST", "Expected multipart/form-data with an image"); });
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", "No image uploaded");
    return legacyJson({ image_path: await saveArticleImage({ file, actor }) });
  } catch (e) {
    return errorResponse(e);
  }
}
