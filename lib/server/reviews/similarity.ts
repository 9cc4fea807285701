import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertAdmin } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/session";
import { htmlToText } from "@/lib/posts/text";
import { recordAudit } from "@/lib/server/audit";
import { compareTexts, coveredWords, percentOf, tokenize } from "@/lib/reviews/similarity";
import type { SimilarityJson } from "@/lib/reviews/types";

// The similarity report an editor reads before sending a submission out for review: how much of its
// text reappears in published articles and in other submissions, with the shared passages side by side.

/** Published (or retracted after publication) articles are the record; any other article past its draft is a submission. */
const RECORD = ["published", "retracted"];
/** The most matches one report lists, most overlapping first. */
const MAX_MATCHES = 20;
/** The most articles one report reads: the newest first. */
const MAX_COMPARED = 5000;

type TextFields = { title: string; titleEn: string | null; abstractAr: string; abstractEn: string | null; body: string };
const TEXT_SELECT = { title: true, titleEn: true, abstractAr: true, abstractEn: true, body: true } as const;
/** The words compared: titles, abstracts and body, as one text (paragraph ends become line breaks). */
const textOf = (a: TextFields) => [a.title, a.titleEn, a.abstractAr, a.abstractEn, htmlToText(a.body)].filter(Boolean).join("\n");

/** similarity.php: editors only. Each reading is in the audit log (who read it, of which article), since it shows other members' unpublished text. */
export async function similarityReport({ id, actor }: { id: number; actor: Actor }): Promise<SimilarityJson> {
  assertAdmin(actor);
  const article = await db.article.findUnique({ where: { id }, select: TEXT_SELECT });
  if (!article) throw new AppError("NOT_FOUND", "Article not found");
  await recordAudit(db, actor, { action: "review.similarity", targetType: "article", targetId: id, summary: article.title });
  const sub = tokenize(textOf(article));
  const others = await db.article.findMany({
    where: { id: { not: id }, status: { not: "draft" } },
    select: { id: true, status: true, ...TEXT_SELECT },
    orderBy: { id: "desc" },
    take: MAX_COMPARED,
  });
  const covered = new Set<number>();
  const matches: SimilarityJson["matches"] = [];
  for (const o of others) {
    const { runs, overlap, passages } = compareTexts(sub, tokenize(textOf(o)));
    if (!runs.length) continue;
    coveredWords(runs, covered);
    matches.push({ kind: RECORD.includes(o.status) ? "article" : "submission", id: o.id, title: o.title, overlap, passages });
  }
  matches.sort((x, y) => y.overlap - x.overlap || y.id - x.id);
  return { overlap: percentOf(covered.size, sub.words.length), words: sub.words.length, matches: matches.slice(0, MAX_MATCHES) };
}
