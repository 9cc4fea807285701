import { AppError } from "@/lib/errors";
import { IMAGE_MAX_BYTES } from "@/lib/files/files";
import { readFormData, route } from "@/lib/http/route";
import { profileApi } from "@/lib/openapi/domains/profile";
import { setAvatar } from "@/lib/server/profile";

const MULTIPART_OVERHEAD = 64 * 1024;

// POST /backend/api/profile/avatar.php: multipart `image`, any image by content, ≤ 5 MB → `image` (member)
export const POST = route(profileApi.avatar, async ({ req, user, reply }) => {
  const form = await readFormData(req, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) throw new AppError("BAD_REQUEST", "No image uploaded");
  return reply({ image: await setAvatar({ actor: user, file }) });
});
