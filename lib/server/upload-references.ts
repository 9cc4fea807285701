// Which records name a stored upload. The file service's domain (lib/server/uploads.ts), the
// orphan sweep (lib/server/upload-sweep.ts) and the crash test (e2e/scale/crash.spec.ts) ask the
// same question of a client they pass in; the columns that may name an upload are listed here once.
// No "server-only" mark: the test imports it outside Next, with its own client.
import type { Prisma, PrismaClient } from "../generated/prisma/client";

type Client = PrismaClient | Prisma.TransactionClient;

const STORED = /^(?:\/uploads\/)?([a-f0-9]{32}\.[a-z]+)$/;

/**
 * How many records name the stored `key` right now: avatars, post images (image_path and
 * image_url), project attachments, question images, exam PDFs and covers, book documents and
 * covers, resource documents, article PDFs, the PDFs their kept versions were submitted with,
 * their typeset PDFs and reviews' attachments.
 * Each count uses an index on its column.
 */
export async function countRecordsNaming(db: Client, key: string): Promise<number> {
  const path = `/uploads/${key}`;
  const counts = [
    await db.user.count({ where: { image: path } }),
    await db.post.count({ where: { imagePath: path } }),
    await db.post.count({ where: { imageUrlKey: key } }),
    await db.researchProject.count({ where: { fileUrl: path } }),
    await db.question.count({ where: { imagePath: path } }),
    await db.exam.count({ where: { fileKey: key } }),
    await db.exam.count({ where: { imagePath: path } }),
    await db.book.count({ where: { fileKey: key } }),
    await db.book.count({ where: { coverPath: path } }),
    await db.learningResource.count({ where: { fileKey: key } }),
    await db.article.count({ where: { pdfPath: path } }),
    await db.articleVersion.count({ where: { pdfPath: path } }),
    await db.articlePdf.count({ where: { path } }),
    await db.review.count({ where: { attachmentPath: path } }),
  ];
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Every stored key (`<32 hex>.<ext>`) the database keeps: the ones a record names, and standalone
 * uploads still inside the hour in which a record may claim them (uploaded after `keepSince`).
 */
export async function referencedUploadKeys(db: PrismaClient, { keepSince = new Date(Date.now() - 60 * 60 * 1000) } = {}): Promise<Set<string>> {
  const [users, posts, projects, questions, exams, books, resources, articles, versions, typeset, reviews, fresh] = await Promise.all([
    db.user.findMany({ where: { image: { not: null } }, select: { image: true } }),
    db.post.findMany({
      where: { OR: [{ imagePath: { startsWith: "/uploads/" } }, { imageUrlKey: { not: null } }] },
      select: { imagePath: true, imageUrlKey: true },
    }),
    db.researchProject.findMany({ where: { fileUrl: { not: null } }, select: { fileUrl: true } }),
    db.question.findMany({ where: { imagePath: { not: null } }, select: { imagePath: true } }),
    db.exam.findMany({ select: { imagePath: true, fileKey: true } }),
    db.book.findMany({ select: { coverPath: true, fileKey: true } }),
    db.learningResource.findMany({ where: { fileKey: { not: null } }, select: { fileKey: true } }),
    db.article.findMany({ where: { pdfPath: { not: null } }, select: { pdfPath: true } }),
    db.articleVersion.findMany({ where: { pdfPath: { not: null } }, select: { pdfPath: true } }),
    db.articlePdf.findMany({ where: { path: { not: null } }, select: { path: true } }),
    db.review.findMany({ where: { attachmentPath: { not: null } }, select: { attachmentPath: true } }),
    db.upload.findMany({ where: { claimedAt: null, createdAt: { gte: keepSince } }, select: { key: true } }),
  ]);
  const values = [
    ...users.map((r) => r.image),
    ...posts.flatMap((r) => [r.imagePath, r.imageUrlKey]),
    ...projects.map((r) => r.fileUrl),
    ...questions.map((r) => r.imagePath),
    ...exams.flatMap((r) => [r.imagePath, r.fileKey]),
    ...books.flatMap((r) => [r.coverPath, r.fileKey]),
    ...resources.map((r) => r.fileKey),
    ...articles.map((r) => r.pdfPath),
    ...versions.map((r) => r.pdfPath),
    ...typeset.map((r) => r.path),
    ...reviews.map((r) => r.attachmentPath),
    ...fresh.map((r) => r.key),
  ];
  return new Set(values.flatMap((v) => STORED.exec(v ?? "")?.[1] ?? []));
}
