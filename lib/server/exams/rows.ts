import "server-only";
import { indexedKeyOf } from "@/lib/search/arabic";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parseExamResources, type Difficulty } from "@/lib/learning/rules";
import type { ExamJson } from "@/lib/learning/types";
import type { Actor } from "@/lib/auth/session";
import type { Exam } from "@/lib/generated/prisma/client";
import { countMembers } from "@/lib/server/item-uses";
import { englishNames } from "@/lib/server/learning-names";
import type { EnglishNames } from "@/lib/learning/names";

// An exam as the use cases read it and its JSON shape: the legacy fields, and the figures a page of
// exam models shows from real data rather than made-up ones: ratings, a duration and enrollments
// (members who downloaded it).

export const EXAM_TEXT = {
  NO_FILE: "Please select a PDF file to upload.",
  NOT_PDF: "Please select a PDF file.",
  NOT_FOUND: "Exam not found",
} as const;

type ExamRow = Pick<Exam, "id" | "name" | "description" | "difficulty" | "category" | "resources" | "durationMinutes" | "imagePath" | "fileName">;
type ExamStats = { enrollments: Map<number, number>; ratings: Map<number, { avg: number; count: number }>; mine: Map<number, number> };

const examDownloadPath = (e: Pick<ExamRow, "id" | "fileName">) => `/backend/api/prep_exams/download.php/${encodeURIComponent(e.fileName)}?id=${e.id}`;

export function serializeExam(e: ExamRow, s: ExamStats, names: EnglishNames): ExamJson {
  const r = s.ratings.get(e.id);
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    difficulty: e.difficulty as Difficulty,
    enrollments: s.enrollments.get(e.id) ?? 0,
    category: e.category,
    category_en: names[e.category.trim()] ?? null,
    image_url: e.imagePath,
    resources: parseExamResources(e.resources),
    download_url: examDownloadPath(e),
    duration_minutes: e.durationMinutes,
    rating: r ? Math.round(r.avg * 10) / 10 : 0,
    rating_count: r?.count ?? 0,
    my_rating: s.mine.get(e.id) ?? null,
  };
}

export async function statsOf(ids: number[], actor: Actor): Promise<ExamStats> {
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

export async function serializeOne(row: ExamRow, actor: Actor) {
  const [stats, names] = await Promise.all([statsOf([row.id], actor), englishNames([row.category])]);
  return serializeExam(row, stats, names);
}

/** The search key of an exam: its words, normalized, the name weighted. */
export const keyOf = (e: { name: string; description: string; category: string; difficulty: string }) =>
  indexedKeyOf(e.name, e.description, e.category, e.difficulty);

export async function getExamOrThrow(id: number) {
  const row = await db.exam.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND", EXAM_TEXT.NOT_FOUND);
  return row;
}
