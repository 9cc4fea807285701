import { AppError } from "@/lib/errors";
import { readFormData, route } from "@/lib/http/route";
import { qaApi } from "@/lib/openapi/domains/qa";
import { QA_IMAGE_MAX_BYTES } from "@/lib/schemas/qa";
import { saveQuestionImage } from "@/lib/server/qa/questions";

const MULTIPART_OVERHEAD = 64 * 1024;

// POST /backend/api/qa/upload_image.php: multipart `image`, an image by content, ≤ 5 MB (members)
export const POST = route(qaApi.uploadImage, async ({ req, user, reply }) => {
  const form = await readFormData(req, QA_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", "No image uploaded");
  return reply({ image_path: await saveQuestionImage({ file, actor: user }) });
});
