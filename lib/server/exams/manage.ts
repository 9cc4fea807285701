import "server-only";
import { PDF_KINDS } from "@/lib/files/files";
import { EXAM_PDF_MAX_BYTES } from "@/lib/learning/rules";
import { assertAdmin } from "@/lib/auth/roles";
import type { TExamInput, TExamUpdate } from "@/lib/schemas/exams";
import type { Actor } from "@/lib/auth/session";
import { EXAM_TEXT, getExamOrThrow, keyOf, serializeOne } from "@/lib/server/exams/rows";
import { saveEnglishName } from "@/lib/server/learning-names";
import { deleteLearningItem, documentColumns, saveLearningItem, updatedFields, type ItemFiles } from "@/lib/server/learning-files";

// What the admins do to exams: upload one (a PDF and its details), change it, delete it.

const EXAM_FILES: ItemFiles = {
  purpose: "exam",
  document: { allowed: PDF_KINDS, maxBytes: EXAM_PDF_MAX_BYTES, wrongType: EXAM_TEXT.NOT_PDF, wrongReason: "NOT_PDF" },
  fields: { document: "exam_pdf", cover: "image" },
};

/** upload_exam_pdf.php: a PDF (by content, size-limited, no scripts or automatic actions) and its details. */
export async function createExam({ input, file, image, actor }: { input: TExamInput; file: File | null; image: File | null; actor: Actor }) {
  assertAdmin(actor);
  const row = await saveLearningItem({
    kind: EXAM_FILES,
    actor,
    files: { document: file, cover: image },
    required: EXAM_TEXT.NO_FILE,
    write: async (tx, { document: pdf, cover }) => {
      await saveEnglishName(tx, input.category, input.category_en);
      return tx.exam.create({
        data: {
          name: input.name,
          description: input.description,
          difficulty: input.difficulty,
          category: input.category,
          resources: JSON.stringify(input.resources),
          durationMinutes: input.duration_minutes,
          imagePath: cover?.path ?? null,
          ...documentColumns(pdf!),
          createdById: actor.id,
          searchKey: keyOf(input),
        },
      });
    },
    audit: (exam, { document: pdf }) => ({ action: "exam.create", summary: `${exam.name} (${pdf!.name})` }),
  });
  return serializeOne(row, actor);
}

/** update.php: any of the details, and optionally a new PDF or cover (the old files go). */
export async function updateExam({ input, file, image, actor }: { input: TExamUpdate; file: File | null; image: File | null; actor: Actor }) {
  assertAdmin(actor);
  const before = await getExamOrThrow(input.id);
  const next = updatedFields(before, input, ["name", "description", "difficulty", "category"]);
  const row = await saveLearningItem({
    kind: EXAM_FILES,
    actor,
    files: { document: file, cover: image },
    write: async (tx, { document: pdf, cover }) => {
      await saveEnglishName(tx, next.category, input.category_en, before.category);
      return tx.exam.update({
        where: { id: input.id },
        data: {
          ...next,
          ...(input.resources ? { resources: JSON.stringify(input.resources) } : {}),
          ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
          ...(cover ? { imagePath: cover.path } : {}),
          ...(pdf ? documentColumns(pdf) : {}),
          searchKey: keyOf(next),
        },
      });
    },
    audit: (exam) => ({ action: "exam.update", summary: exam.name }),
    replacing: { document: before.fileKey, cover: before.imagePath },
  });
  return serializeOne(row, actor);
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
