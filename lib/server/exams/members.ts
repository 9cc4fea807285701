import "server-only";
import { db } from "@/lib/db";
import { distinctCategories } from "@/lib/learning/rules";
import type { TExamListQuery, TRateInput } from "@/lib/schemas/exams";
import type { Actor } from "@/lib/auth/session";
import { countedDownload } from "@/lib/server/item-uses";
import { englishNames } from "@/lib/server/learning-names";
import { findPage } from "@/lib/server/paging";
import { getExamOrThrow, serializeExam, statsOf } from "@/lib/server/exams/rows";

// What members do with exams: list and search them, download one (which enrolls them), rate one.

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
  const categories = distinctCategories(cats.map((c) => c.category));
  const [stats, names] = await Promise.all([
    statsOf(
      rows.map((r) => r.id),
      actor,
    ),
    englishNames([...categories, ...rows.map((r) => r.category)]),
  ]);
  return { exams: rows.map((r) => serializeExam(r, stats, names)), categories, names, ...paging };
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
