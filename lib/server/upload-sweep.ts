import "server-only";
import { db } from "@/lib/db";
import { keyOf, storage } from "@/lib/storage";

// A crash (or a failed request) between keeping a file and committing the row that names it, or
// between deleting a row and its file, leaves a file no row names. Every start sweeps such files
// away, and the temporary files of interrupted writes, once they are older than ORPHAN_GRACE_MS:
// younger ones may belong to an upload another instance is finishing right now.
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/** Every stored key a row names (images, covers, attachments, documents). */
async function referencedKeys(): Promise<Set<string>> {
  const [users, posts, postImages, projects, questions, exams, books, resources] = await Promise.all([
    db.user.findMany({ where: { image: { not: null } }, select: { image: true } }),
    db.post.findMany({ select: { imagePath: true, imageUrl: true } }),
    db.postImage.findMany({ select: { path: true } }),
    db.researchProject.findMany({ where: { fileUrl: { not: null } }, select: { fileUrl: true } }),
    db.question.findMany({ where: { imagePath: { not: null } }, select: { imagePath: true } }),
    db.exam.findMany({ select: { imagePath: true, fileKey: true } }),
    db.book.findMany({ select: { coverPath: true, fileKey: true } }),
    db.learningResource.findMany({ where: { fileKey: { not: null } }, select: { fileKey: true } }),
  ]);
  const values = [
    ...users.map((r) => r.image),
    ...posts.flatMap((r) => [r.imagePath, r.imageUrl]),
    ...postImages.map((r) => r.path),
    ...projects.map((r) => r.fileUrl),
    ...questions.map((r) => r.imagePath),
    ...exams.flatMap((r) => [r.imagePath, r.fileKey]),
    ...books.flatMap((r) => [r.coverPath, r.fileKey]),
    ...resources.map((r) => r.fileKey),
  ];
  return new Set(values.map(keyOf).filter((k): k is string => k !== null));
}

/** Removes stored files no row names and leftover temporary files, older than the grace period. */
export async function sweepOrphanUploads({ now = new Date(), graceMs = ORPHAN_GRACE_MS } = {}): Promise<string[]> {
  const driver = storage();
  const referenced = await referencedKeys();
  const removed: string[] = [];
  for await (const { key, modified } of driver.list()) {
    if (now.getTime() - modified.getTime() < graceMs) continue;
    // only our own names: a shared bucket or directory may hold other things
    const ours = keyOf(key) !== null || key.startsWith(".tmp-");
    if (!ours || referenced.has(key)) continue;
    await driver.delete(key);
    removed.push(key);
  }
  return removed;
}
