import "server-only";
import { db } from "@/lib/db";
import { isPublicReading } from "@/lib/auth/public-pages";
import { originalOfVariant } from "@/lib/files/variants";
import { notHidden } from "@/lib/server/hidden";

/**
 * Whether a signed-out reader may fetch an uploaded file: only when the site is public
 * (PUBLIC_READING=1), and only the PDF of a published article, the picture of a published post
 * (posts exist only while published), with its resized copies (a link preview shows the widest), or
 * of an approved question. A draft's PDF, an exam: sign in first.
 */
export async function isPublishedFile(name: string): Promise<boolean> {
  if (!isPublicReading()) return false;
  const path = `/uploads/${originalOfVariant(name) ?? name}`;
  const counts = await Promise.all([
    db.article.count({ where: { pdfPath: path, status: "published", ...notHidden } }),
    db.post.count({ where: { OR: [{ imagePath: path }, { imageUrl: path }] } }),
    db.question.count({ where: { imagePath: path, status: "approved", ...notHidden } }),
  ]);
  return counts.some((n) => n > 0);
}
