import { AppError, isAppError } from "@/lib/errors";
import { IMAGE_MAX_BYTES } from "@/lib/files/files";
import { readFormData, route } from "@/lib/http/route";
import { postsApi } from "@/lib/openapi/domains/posts";
import { IMAGE_SIZE_ERROR, saveArticleImage } from "@/lib/server/posts";

const MULTIPART_OVERHEAD = 64 * 1024;

// POST /backend/api/posts/upload_image.php: multipart `image`, JPEG/PNG/GIF/WebP by content, ≤ 5 MB (admin)
export const POST = route(postsApi.uploadImage, async ({ req, user, reply }) => {
  const form = await readFormData(req, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD).catch((e) => {
    throw isAppError(e) && e.code === "TOO_LARGE" ? new AppError("TOO_LARGE", IMAGE_SIZE_ERROR) : e;
  });
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", "No image uploaded");
  return reply({ image_path: await saveArticleImage({ file, actor: user }) });
});
