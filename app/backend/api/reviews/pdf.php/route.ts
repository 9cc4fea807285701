import { AppError } from "@/lib/errors";
import { contentDisposition } from "@/lib/files/files";
import { openStored } from "@/lib/files/storage";
import { route } from "@/lib/http/route";
import { reviewsApi } from "@/lib/openapi/domains/reviews";
import { removePdfMetadata } from "@/lib/reviews/pdf-metadata";
import { manuscriptPdfOf } from "@/lib/server/reviews/reviews";

// GET /backend/api/reviews/pdf.php?id=: the PDF under review for the assignment's reviewer and editors,
// written anew without its author metadata when the review is anonymous; served under a neutral name.
// A PDF that cannot be cleaned (protected by a password, or unreadable) is not served in that case.
export const GET = route(reviewsApi.pdf, async ({ query, user }) => {
  const { path, anonymous } = await manuscriptPdfOf({ id: query.id, actor: user });
  const file = await openStored(path);
  const stream = file ? await file.read() : null;
  if (!stream) throw new AppError("NOT_FOUND", "File not found");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  const body = anonymous
    ? await removePdfMetadata(bytes, { decrypt: true }).catch(() => {
        throw new AppError("CONFLICT", "The manuscript's PDF cannot be cleaned of its author metadata, so it is not served anonymously", {
          reason: "PDF_NOT_ANONYMIZABLE",
        });
      })
    : bytes;
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
