import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { IMAGE_KINDS, PDF_KINDS } from "@/lib/files/files";
import { COVER_MAX_BYTES, distinctCategories, EXAM_PDF_MAX_BYTES, parseExamResources, type Difficulty } from "@/lib/learning/rules";
import type { ExamJson } from "@/lib/learning/types";
import { assertAdmin } from "@/lib/auth/roles";
import type { TExamInput, TExamListQuery, TExamUpdate, TRateInput } from "@/lib/schemas/exams";
import type { Actor } from "@/lib/auth/session";
import { recordAudit } from "@/lib/server/audit";
import { countedDownload, countMembers } from "@/lib/server/item-uses";
import { findPage } from "@/lib/server/paging";
import { claimUpload, releaseUploads } from "@/lib/server/uploads";
import { deleteLearningItem, storeOrExplain, withStoredFiles } from "@/lib/server/learning-files";
import { takeUploadLimit } from "@/lib/server/write-limits";

// Preparatory exams (spec §2, DESIGN §2a/§2b): the legacy list and upload, and the real data
// that replaces the spec's decorative figures: ratings, a duration and enrollments.

export const EXAM_TEXT = {
  NO_FILE: "Please select a PDF file to upload.",
  NOT_PDF: "Please select a PDF file.",
  NOT_FOUND: "Exam not found",
} as const;

type ExamRow = {
  id: number;
  name: string;
  description: string;
  difficulty: string;
  category: string;
  resources: string;
  durationMinutes: number | null;
  imagePath: string | null;
  fileName: string;
};
type ExamStats = { enrollments: Map<number, number>; ratings: Map<number, { avg: number; count: number }>; mine: Map<number, number> };

export const examDownloadPath = (e: Pick<ExamRow, "id" | "fileName">) => `/backend/api/prep_exams/download.php/${encodeURIComponent(e.fileName)}?id=${e.id}`;

function serializeExam(e: ExamRow, s: ExamStats): ExamJson {
  const r = s.ratings.get(e.id);
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    difficulty: e.difficulty as Difficulty,
    enrollments: s.enrollments.get(e.id) ?? 0,
    category: e.category,
    image_url: e.imagePath,
    resources: parseExamResources(e.resources),
    download_url: examDownloadPath(e),
    duration_minutes: e.durationMinutes,
    rating: r ? Math.round(r.avg * 10) / 10 : 0,
    rating_count: r?.count ?? 0,
    my_rating: s.mine.get(e.id) ?? null,
  };
}

async function statsOf(ids: number[], actor: Actor): Promise<ExamStats> {
  const [enrollments, grouped, mine] = await Promise.all([
    countMembers("exam", ids),
    ids.length ? db.examRating.groupBy({ by: ["examId"], where: { examId: { in: ids } }, _avg: { rating: true }, _count: { _all: true } }) : [],
    ids.length ? db.examRating.findMany({ where: { examId: { in: ids }, userId: actor.id }, select: { examId: true, rating: true } }) : [],
  ]);
  return {
    enrollments,
    ratings: new Map(grouped.map((g) => [g.examId, { avg: g._avg.rating ?? 0, count: g._count._all }])),
    mine: new Map(mine.map((m) => [m.examId, m.rating])),
  };
}

async function serializeOne(row: ExamRow, actor: Actor) {
  return serializeExam(row, await statsOf([row.id], actor));
}

const keyOf = (e: { name: string; description: string; category: string; difficulty: string }) => indexedKeyOf(e.name, e.description, e.category, e.difficulty);

/** read.php: every exam, newest first (called bare it answers all of them, as old clients expect). */
export async function findExams({ query, actor }: { query: TExamListQuery; actor: Actor }) {
  const where = query.category ? { category: query.category } : {};
  const [{ rows, paging }, cats] = await Promise.all([
    findPage({
      query,
      search: "Exam",
      legacyAll: true,
      rows: (narrowing, window) => db.exam.findMany({ where: { AND: [where, narrowing] }, ...window }),
      count: () => db.exam.count({ where }),
    }),
    db.exam.findMany({ distinct: ["category"], select: { category: true } }),
  ]);
  const stats = await statsOf(
    rows.map((r) => r.id),
    actor,
  );
  return { exams: rows.map((r) => serializeExam(r, stats)), categories: distinctCategories(cats.map((c) => c.category)), ...paging };
}

async function getExamOrThrow(id: number) {
  const row = await db.exam.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", EXAM_TEXT.NOT_FOUND);
  return row;
}

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

/** download.php: the PDF; the member is enrolled (counted once per day, however many requests). */
export async function downloadExam({ id, actor }: { id: number; actor: Actor }) {
  const row = await getExamOrThrow(id);
  return countedDownload({ key: row.fileKey, name: row.fileName }, { itemType: "exam", itemId: id, userId: actor.id });
}

/** rate.php: 1–5, one per member (a new rating replaces theirs). */
export async function rateExam({ input, actor }: { input: TRateInput; actor: Actor }) {
  await getExamOrThrow(input.exam_id);
  await db.examRating.upsert({
    where: { examId_userId: { examId: input.exam_id, userId: actor.id } },
    create: { examId: input.exam_id, userId: actor.id, rating: input.rating },
    update: { rating: input.rating },
  });
  const s = await statsOf([input.exam_id], actor);
  const r = s.ratings.get(input.exam_id);
  return { rating: r ? Math.round(r.avg * 10) / 10 : 0, rating_count: r?.count ?? 0, my_rating: s.mine.get(input.exam_id) ?? null };
}
