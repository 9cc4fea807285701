// Which stored uploads the rows name: the start-up orphan sweep (lib/server/upload-sweep.ts) and
// the crash test (e2e/scale/crash.spec.ts) ask the same question of a client they pass in.
import type { PrismaClient } from "../lib/generated/prisma/client";

const STORED = /^(?:\/uploads\/)?([a-f0-9]{32}\.[a-z]+)$/;

/** Every stored key (`<32 hex>.<ext>`) a row names: images, covers, attachments, documents. */
export async function referencedUploadKeys(db: PrismaClient): Promise<Set<string>> {
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
  return new Set(values.flatMap((v) => STORED.exec(v ?? "")?.[1] ?? []));
}
