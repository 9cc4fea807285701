import { AppError } from "@/lib/errors";
import { contentDisposition } from "@/lib/files/files";
import { openStored } from "@/lib/files/storage";
import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { reviewAttachmentOf } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/attachment.php?id=: a review's attachment for those who may read it
// (its reviewer, the editors, the author once the decision was sent), under a neutral name; the
// stored copy was stripped of its metadata when it was kept
export const GET = route(reviewsApi.attachment, async ({ query, user }) => {
  const { path, name } = await reviewAttachmentOf({ id: query.id, actor: user });
  const file = await openStored(path);
  const stream = file ? await file.read() : null;
  if (!file || !stream) throw new AppError("NOT_FOUND", "File not found");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Response(new Uint8Array(Buffer.concat(chunks)), {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": contentDisposition(name, "attachment"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
});
