import "server-only";
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { postTagRows } from "@/lib/articles/tags";
import type { PublishedRow } from "@/lib/server/feeds";
import { ARTICLE_DETAIL_INCLUDE, toArticleDetailJson } from "@/lib/server/articles/serialize";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { notHidden } from "@/lib/server/hidden";

// A retracted article keeps its address and its record, marked retracted. Its post is gone, so the
// lists, search, the home feed and likes never show it; what still reads it (its page, the Atom
// feeds, OAI-PMH, the citation metadata) reads the article itself at its address, `pageId`. A
// hidden article stays hidden: a moderator's hiding wins over the notice.

/** The retracted articles that answer at their address: not hidden, published once (so they have one). */
export const RETRACTED_AT_ADDRESS = { status: "retracted", ...notHidden, pageId: { not: null } } satisfies Prisma.ArticleWhereInput;

const RETRACTED_SELECT = {
  pageId: true,
  title: true,
  titleEn: true,
  abstractAr: true,
  abstractEn: true,
  authorName: true,
  keywords: true,
  publishedAt: true,
  volume: true,
  articleNumber: true,
  createdAt: true,
  updatedAt: true,
  doi: true,
  license: true,
  retractedAt: true,
  retractionNote: true,
  coAuthors: { orderBy: { position: "asc" }, select: { name: true } },
} satisfies Prisma.ArticleSelect;

/** A retracted article as the feeds and OAI-PMH read a published one (at its address), with its retraction. */
export type RetractedRow = PublishedRow & { retraction: { at: Date; note: string } };

const ARABIC_COMMA = "، ";

function toRow(a: Prisma.ArticleGetPayload<{ select: typeof RETRACTED_SELECT }>): RetractedRow {
  const published = a.publishedAt ?? a.createdAt;
  return {
    id: a.pageId!,
    title: a.title,
    author: [a.authorName, ...a.coAuthors.map((c) => c.name)].join(ARABIC_COMMA),
    content: a.abstractAr,
    keywords: a.keywords,
    createdAt: published,
    // its last change, the retraction at the latest: what tells a harvester to fetch it again
    updatedAt: a.updatedAt,
    article: {
      titleEn: a.titleEn,
      abstractAr: a.abstractAr,
      abstractEn: a.abstractEn,
      authorName: a.authorName,
      publishedAt: a.publishedAt,
      volume: a.volume,
      articleNumber: a.articleNumber,
      doi: a.doi,
      license: a.license,
      coAuthors: a.coAuthors,
    },
    retraction: { at: a.retractedAt ?? a.updatedAt, note: a.retractionNote ?? "" },
  };
}

/**
 * The retracted articles at their addresses among `where`, newest retraction first unless `orderBy`
 * says otherwise. Retractions are few, so a caller may narrow them further here (`inSet`).
 */
export async function findRetractedRows({
  where = {},
  orderBy,
  take,
}: { where?: Prisma.ArticleWhereInput; orderBy?: Prisma.ArticleOrderByWithRelationInput[]; take?: number } = {}) {
  const rows = await db.article.findMany({
    where: { AND: [RETRACTED_AT_ADDRESS, where] },
    select: RETRACTED_SELECT,
    orderBy: orderBy ?? [{ updatedAt: "desc" }, { id: "desc" }],
    take,
  });
  return rows.map(toRow);
}

/** The one at address `pageId`, or null. */
export async function findRetractedRow(pageId: number) {
  const [row] = await findRetractedRows({ where: { pageId } });
  return row ?? null;
}

/** Whether a retracted row carries the tag `slug` (its keywords slugged as a post's tags are). */
export const hasTagSlug = (r: PublishedRow, slug: string) => postTagRows(r.id, r.keywords).some((t) => t.slug === slug);

/** The keyword of tag `slug` as a retracted article writes it, for a tag that only retracted articles carry (else null). */
export async function findRetractedTagKeyword(slug: string) {
  for (const r of await findRetractedRows()) {
    const tag = postTagRows(r.id, r.keywords).find((t) => t.slug === slug);
    if (tag) return tag.keyword;
  }
  return null;
}

const translators = {
  ar: createTranslator({ locale: "ar", messages: ar, namespace: "Retraction" }),
  en: createTranslator({ locale: "en", messages: en, namespace: "Retraction" }),
};

/** The title as harvesters and citation indexes show a retracted article: "Retracted: …" in the title's language. */
export const retractedTitle = (title: string, lang: "ar" | "en") => `${translators[lang]("titlePrefix")}${title}`;

/** The retraction stated in words, with the editor's public note, for a harvester's description or a feed's summary. */
export const retractionStatement = (note: string, lang: "ar" | "en") => translators[lang]("statement", { note });

/** The article page of a retracted article: the article with its text (readable by anyone who reads published ones). */
export async function findRetractedArticlePage(pageId: number) {
  const row = await db.article.findFirst({ where: { AND: [RETRACTED_AT_ADDRESS, { pageId }] }, include: ARTICLE_DETAIL_INCLUDE });
  // reviews stay between the author and the editors, as on a published article's page
  return row ? toArticleDetailJson(row, { withReviews: false }) : null;
}
