import { AppError } from "@/lib/errors";
import { contentDisposition } from "@/lib/files/files";
import { openStored } from "@/lib/files/storage";
import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { blankPdfMetadata } from "@/lib/reviews/pdf-metadata";
import { manuscriptPdfOf } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/pdf.php?id=: the PDF under review for the assignment's reviewer and editors,
// its author metadata blanked when the review is anonymous; served under a neutral name
export const GET = route(reviewsApi.pdf, async ({ query, user }) => {
  const { path, anonymous } = await manuscriptPdfOf({ id: query.id, actor: user });
  const file = await openStored(path);
  const stream = file ? await file.read() : null;
  if (!stream) throw new AppError("NOT_FOUND", "File not found");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  const body = anonymous ? blankPdfMetadata(bytes) : bytes;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(`manuscript-${query.id}.pdf`, "inline"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
});
