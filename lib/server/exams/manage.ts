import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { IMAGE_KINDS, PDF_KINDS } from "@/lib/files/files";
import { COVER_MAX_BYTES, EXAM_PDF_MAX_BYTES } from "@/lib/learning/rules";
import { assertAdmin } from "@/lib/auth/roles";
import type { TExamInput, TExamUpdate } from "@/lib/schemas/exams";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { EXAM_TEXT, getExamOrThrow, keyOf, serializeOne } from "@/lib/server/exams/rows";
import { deleteLearningItem, storeOrExplain, withStoredFiles } from "@/lib/server/learning-files";
import { claimUpload, releaseUploads } from "@/lib/server/uploads";
import { takeUploadLimit } from "@/lib/server/write-limits";

// What the admins do to exams: upload one (a PDF and its details), change it, delete it.

const storePdf = (actor: Actor) => (file: File) =>
  storeOrExplain({
    file,
    allowed: PDF_KINDS,
    maxBytes: EXAM_PDF_MAX_BYTES,
    wrongType: EXAM_TEXT.NOT_PDF,
    wrongReason: "NOT_PDF",
    purpose: "exam",
    uploader: actor,
  });
const storeCover = (actor: Actor) => (file: File) =>
  storeOrExplain({
    purpose: "exam",
    uploader: actor,
    file,
    allowed: IMAGE_KINDS,
    maxBytes: COVER_MAX_BYTES,
    wrongType: "The cover must be an image (JPEG, PNG, GIF, WebP)",
    wrongReason: "NOT_IMAGE",
  });

/** upload_exam_pdf.php: a PDF (by content, size-limited, no scripts or automatic actions) and its details. */
export async function createExam({ input, file, image, actor }: { input: TExamInput; file: File | null; image: File | null; actor: Actor }) {
  assertAdmin(actor);
  await takeUploadLimit(actor, [file, image]);
  if (!file) throw new AppError("BAD_REQUEST", EXAM_TEXT.NO_FILE, { reason: "NO_FILE" });
  return withStoredFiles({ pdf: { file, store: storePdf(actor) }, cover: { file: image, store: storeCover(actor) } }, async ({ pdf: stored, cover }) => {
    const pdf = stored!;
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: pdf.path, purpose: "exam", actor, field: "exam_pdf" });
      await claimUpload(tx, { value: cover?.path, purpose: "exam", actor, field: "image" });
      const exam = await tx.exam.create({
        data: {
          name: input.name,
          description: input.description,
          difficulty: input.difficulty,
          category: input.category,
          resources: JSON.stringify(input.resources),
          durationMinutes: input.duration_minutes,
          imagePath: cover?.path ?? null,
          fileKey: pdf.key,
          fileName: pdf.name,
          fileSize: pdf.size,
          createdById: actor.id,
          searchKey: keyOf(input),
        },
      });
      await recordAudit(tx, actor, { action: "exam.create", targetType: "exam", targetId: exam.id, summary: `${exam.name} (${pdf.name})` });
      return exam;
    });
    return serializeOne(row, actor);
  });
}

/** update.php: any of the details, and optionally a new PDF or cover (the old files go). */
export async function updateExam({ input, file, image, actor }: { input: TExamUpdate; file: File | null; image: File | null; actor: Actor }) {
  assertAdmin(actor);
  await takeUploadLimit(actor, [file, image]);
  const before = await getExamOrThrow(input.id);
  return withStoredFiles({ pdf: { file, store: storePdf(actor) }, cover: { file: image, store: storeCover(actor) } }, async ({ pdf, cover }) => {
    const next = {
      name: input.name ?? before.name,
      description: input.description ?? before.description,
      difficulty: input.difficulty ?? before.difficulty,
      category: input.category ?? before.category,
    };
    const row = await db.$transaction(async (tx) => {
      await claimUpload(tx, { value: pdf?.path, purpose: "exam", actor, field: "exam_pdf" });
      await claimUpload(tx, { value: cover?.path, purpose: "exam", actor, field: "image" });
      const exam = await tx.exam.update({
        where: { id: input.id },
        data: {
          ...next,
          ...(input.resources ? { resources: JSON.stringify(input.resources) } : {}),
          ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
          ...(cover ? { imagePath: cover.path } : {}),
          ...(pdf ? { fileKey: pdf.key, fileName: pdf.name, fileSize: pdf.size } : {}),
          searchKey: keyOf(next),
        },
      });
      await recordAudit(tx, actor, { action: "exam.update", targetType: "exam", targetId: exam.id, summary: exam.name });
      return exam;
    });
    await releaseUploads([pdf ? before.fileKey : null, cover ? before.imagePath : null]);
    return serializeOne(row, actor);
  });
}

/** delete.php: the exam, its ratings, its download records, its PDF and its uploaded cover. */
export async function deleteExam({ id, actor }: { id: number; actor: Actor }) {
  assertAdmin(actor);
  const row = await getExamOrThrow(id);
  await deleteLearningItem({
    itemType: "exam",
    id,
    summary: row.name,
    files: [row.fileKey, row.imagePath],
    auditBy: actor,
    remove: (tx) => tx.exam.delete({ where: { id } }),
  });
}
