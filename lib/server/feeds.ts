import "server-only";
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { postTagRows, tagPath } from "@/lib/articles/tags";
import { researcherPath } from "@/lib/researchers/types";
import { atomXml, feedUpdated, type AtomEntry } from "@/lib/feeds/atom";
import type { DatedXml } from "@/lib/http/xml-response";
import { appOrigin } from "@/lib/http/origin";
import { summaryText } from "@/lib/sanitize";
import { isFeedTokenValid } from "@/lib/server/feed-tokens";
import { publishedArticlesOf } from "@/lib/server/researchers";
import { coAuthoredBy } from "@/lib/server/articles/co-authors";
import ar from "@/messages/ar.json";
import { isPublicReading } from "@/lib/auth/public-pages";
import {
  findRetractedRows,
  findRetractedTagKeyword,
  hasTagSlug,
  retractedTitle,
  retractionStatement,
  type RetractedRow,
} from "@/lib/server/articles/retracted";
import { isHidden } from "@/lib/server/hidden";

// The Atom feeds of published articles: all of them, a tag's, a researcher's. A published article
// is a post (its review workflow's article, when it has one, adds the English title, the abstract,
// the co-authors, the licence and the DOI); an admin's shortcut post is an article with what it has.
// A retracted article has no post, yet stays in its feeds as an updated entry that says so: its
// subscribers already hold the entry and must learn that it was retracted.

export const FEED_SIZE = 50;

/** What a feed and an OAI record read of a published article. */
export const PUBLISHED_SELECT = {
  id: true,
  title: true,
  author: true,
  content: true,
  keywords: true,
  createdAt: true,
  updatedAt: true,
  article: {
    select: {
      titleEn: true,
      abstractAr: true,
      abstractEn: true,
      authorName: true,
      publishedAt: true,
      volume: true,
      articleNumber: true,
      doi: true,
      license: true,
      coAuthors: { orderBy: { position: "asc" }, select: { name: true } },
    },
  },
} satisfies Prisma.PostSelect;
export type PublishedRow = Prisma.PostGetPayload<{ select: typeof PUBLISHED_SELECT }>;

/** The article page of a post. */
export const articleUrl = (id: number) => `${appOrigin()}/article/${id}`;

/** Its authors in order: the article's author and co-authors, or the post's author line. */
export const authorsOf = (r: PublishedRow) => (r.article ? [r.article.authorName, ...r.article.coAuthors.map((c) => c.name)] : [r.author]);

/** When it was published: the article's publication, or the shortcut post's creation. */
export const publishedAtOf = (r: PublishedRow) => r.article?.publishedAt ?? r.createdAt;

/** The Arabic abstract as written (a shortcut post's card text), plain text for the feed and the record to escape. */
export const abstractOf = (r: PublishedRow) => summaryText({ abstract: r.article?.abstractAr, content: r.content });

const entryOf = (r: PublishedRow): AtomEntry => ({
  url: articleUrl(r.id),
  title: r.title,
  authors: authorsOf(r),
  published: publishedAtOf(r),
  updated: r.updatedAt,
  summary: abstractOf(r),
  categories: postTagRows(r.id, r.keywords).map((t) => ({ term: t.slug, label: t.keyword })),
});

/** A retracted article stays in its feeds, updated: its title and summary say it was retracted and why. */
const retractedEntryOf = (r: RetractedRow): AtomEntry => {
  const entry = entryOf(r);
  return {
    ...entry,
    title: retractedTitle(r.title, "ar"),
    summary: [retractionStatement(r.retraction.note, "ar"), entry.summary].filter(Boolean).join("\n\n"),
  };
};

export type FeedScope = { kind: "all" } | { kind: "tag"; slug: string } | { kind: "researcher"; handle: string };

/** Whether the site is readable signed out: the feeds and the OAI-PMH endpoint are open then. */

/** Public reading opens the feeds to anyone; otherwise only a member's current feed token does. */
async function assertFeedReader(token: string | null) {
  if (isPublicReading()) return;
  if (!(await isFeedTokenValid(token))) throw new AppError("UNAUTHORIZED");
}

/** The posts of a scope, with its title and page; an unknown tag or researcher is a 404. */
async function scopeOf(scope: FeedScope, t: ReturnType<typeof feedTranslator>) {
  if (scope.kind === "all") return { where: {}, retracted: {}, slug: null, title: t("allTitle"), page: "/", self: "/feeds/articles.atom" };
  if (scope.kind === "tag") {
    const tag = await db.postTag.findFirst({ where: { slug: scope.slug }, select: { keyword: true }, orderBy: { postId: "asc" } });
    // a tag whose articles were all retracted keeps its feed, which tells its subscribers so
    const keyword = tag?.keyword ?? (await findRetractedTagKeyword(scope.slug));
    if (keyword === null) throw new AppError("NOT_FOUND", "Tag not found");
    return {
      where: { tags: { some: { slug: scope.slug } } } satisfies Prisma.PostWhereInput,
      retracted: {},
      slug: scope.slug,
      title: t("tagTitle", { tag: keyword }),
      page: tagPath(scope.slug),
      self: `/feeds/tags/${encodeURIComponent(scope.slug)}.atom`,
    };
  }
  const user = await db.user.findUnique({ where: { handle: scope.handle }, select: { id: true, name: true, handle: true, deletedAt: true, hiddenAt: true } });
  if (!user || user.deletedAt || isHidden(user) || !user.handle) throw new AppError("NOT_FOUND", "Researcher not found");
  return {
    // what they published, and what names them as a co-author
    where: { OR: [publishedArticlesOf(user.id), { article: coAuthoredBy(user.id) }] } satisfies Prisma.PostWhereInput,
    retracted: { OR: [{ userId: user.id }, coAuthoredBy(user.id)] } satisfies Prisma.ArticleWhereInput,
    slug: null,
    title: t("researcherTitle", { name: user.name }),
    page: researcherPath(user.handle),
    self: `/feeds/researchers/${user.handle}.atom`,
  };
}

const feedTranslator = () => createTranslator({ locale: "ar", messages: ar, namespace: "Feeds" });

/** The feed's Atom document, newest first, at most FEED_SIZE entries, with when it last changed. */
export async function getArticlesFeed({ scope, token }: { scope: FeedScope; token: string | null }): Promise<DatedXml> {
  await assertFeedReader(token);
  const t = feedTranslator();
  const { where, retracted, slug, title, page, self } = await scopeOf(scope, t);
  const [rows, retractedRows] = await Promise.all([
    db.post.findMany({ where, select: PUBLISHED_SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: FEED_SIZE }),
    // a tag's are narrowed by their slugs here, so they are read whole (retractions are few)
    findRetractedRows({ where: retracted, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], take: slug ? undefined : FEED_SIZE }),
  ]);
  // the retracted ones among the newest, in the order of their publication as the rest
  const entries = [
    ...rows.map((r) => ({ r, entry: entryOf(r) })),
    ...retractedRows.filter((r) => !slug || hasTagSlug(r, slug)).map((r) => ({ r, entry: retractedEntryOf(r) })),
  ]
    .sort((a, b) => b.entry.published.getTime() - a.entry.published.getTime() || b.r.id - a.r.id)
    .slice(0, FEED_SIZE)
    .map((e) => e.entry);
  const origin = appOrigin();
  const xml = atomXml({
    title,
    id: `${origin}${self}`,
    selfUrl: `${origin}${self}${token && !isPublicReading() ? `?token=${encodeURIComponent(token)}` : ""}`,
    pageUrl: `${origin}${page}`,
    lang: "ar",
    fallbackAuthor: t("siteName"),
    entries,
  });
  return { xml, lastModified: feedUpdated(entries) };
}
