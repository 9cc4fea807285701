import "server-only";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { yearMonthIn } from "@/lib/i18n/dates";
import type { Journal } from "@/lib/articles/journal";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/**
 * The journal every published article appears in, from the configuration: without it the site's
 * name stands in, its publisher is the journal itself, and no ISSN is claimed.
 */
export function journal(): Journal {
  const { JOURNAL_TITLE_AR, JOURNAL_TITLE_EN, JOURNAL_PUBLISHER, JOURNAL_ISSN, DOI_PREFIX } = env();
  const title = JOURNAL_TITLE_AR || ar.Common.appName;
  return {
    title,
    titleEn: JOURNAL_TITLE_EN || en.Common.appName,
    publisher: JOURNAL_PUBLISHER || title,
    issn: JOURNAL_ISSN ?? null,
    doiPrefix: DOI_PREFIX ?? null,
  };
}

/**
 * Gives a newly published article its place in the journal, once: the volume of its year of
 * publication (on the configured time zone's calendar) and the next number in that volume. The
 * number is drawn from the volume's row, which the publication's transaction locks while it
 * increments it (PostgreSQL holds concurrent publications at that row until this one commits;
 * SQLite writes one transaction at a time), and the pair is unique besides. An article that
 * already has its number (published again after a withdrawal of the post) keeps it.
 */
export async function assignArticleNumber(tx: Prisma.TransactionClient, articleId: number, publishedAt: Date): Promise<void> {
  const article = await tx.article.findUniqueOrThrow({ where: { id: articleId }, select: { volume: true, articleNumber: true } });
  if (article.volume !== null && article.articleNumber !== null) return;
  const { year } = yearMonthIn(publishedAt, env().APP_TIME_ZONE);
  await tx.$executeRaw`INSERT INTO "JournalVolume" ("year", "lastNumber") VALUES (${year}, 0) ON CONFLICT DO NOTHING`;
  const [row] = await tx.$queryRaw<{ lastNumber: number | bigint }[]>`
    UPDATE "JournalVolume" SET "lastNumber" = "lastNumber" + 1 WHERE "year" = ${year} RETURNING "lastNumber"`;
  await tx.article.update({ where: { id: articleId }, data: { volume: year, articleNumber: Number(row.lastNumber) } });
}
