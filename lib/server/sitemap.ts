import "server-only";
import { db } from "@/lib/db";
import { isPublicReading } from "@/lib/auth/public-pages";
import { questionPath } from "@/lib/qa/paths";
import { tagPath } from "@/lib/articles/tags";
import { researcherPath } from "@/lib/researchers/types";
import { RETRACTED_AT_ADDRESS } from "@/lib/server/articles/retracted";
import { notHidden } from "@/lib/server/hidden";
import { PUBLISHED_ARTICLE_POST } from "@/lib/server/researchers";

/** Within one sitemap file's limit of 50,000 addresses, whatever the site holds. */
const MAX_EACH = 10_000;

/** The entry pages anyone may open (everything else needs an account, unless the site is public). */
const ENTRY_PAGES = ["/login", "/signup", "/terms", "/privacy"] as const;

export type SitemapEntry = { path: string; lastModified?: Date; priority: number };

/**
 * What the sitemap lists: the entry pages, and when the site is public (PUBLIC_READING=1) what a
 * signed-out reader can open there: every published article (posts exist only while published),
 * every retracted one at its address (dated by its retraction, so that indexes fetch it again and
 * learn of it), the tag pages, the researcher pages of members who published or asked to be listed
 * (a member who only signed up stays out) and the approved questions.
 */
export async function findSitemapEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = ENTRY_PAGES.map((path) => ({ path, priority: path === "/login" || path === "/signup" ? 1 : 0.3 }));
  if (!isPublicReading()) return entries;
  const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [posts, retracted, tags, researchers, questions] = await Promise.all([
    db.post.findMany({ select: { id: true, updatedAt: true }, orderBy: newest, take: MAX_EACH }),
    db.article.findMany({ where: RETRACTED_AT_ADDRESS, select: { pageId: true, updatedAt: true }, orderBy: newest, take: MAX_EACH }),
    db.postTag.findMany({ distinct: ["slug"], select: { slug: true }, orderBy: { slug: "asc" }, take: MAX_EACH }),
    // a researcher page only of members who published or asked to be listed, never every new member
    db.user.findMany({
      where: {
        handle: { not: null },
        deletedAt: null,
        ...notHidden,
        // the superadmin's own posts are the site's, not research: their page is listed only if they ask
        OR: [{ listResearcherPage: true }, { role: { not: "superadmin" }, posts: { some: PUBLISHED_ARTICLE_POST } }],
      },
      select: { handle: true, updatedAt: true },
      orderBy: { createdAt: "desc" },
      take: MAX_EACH,
    }),
    db.question.findMany({ where: { status: "approved", ...notHidden }, select: { id: true, updatedAt: true }, orderBy: newest, take: MAX_EACH }),
  ]);
  return [
    ...entries,
    ...posts.map((p) => ({ path: `/article/${p.id}`, lastModified: p.updatedAt, priority: 0.8 })),
    ...retracted.map((a) => ({ path: `/article/${a.pageId}`, lastModified: a.updatedAt, priority: 0.3 })),
    ...tags.map((t) => ({ path: tagPath(t.slug), priority: 0.5 })),
    ...researchers.map((r) => ({ path: researcherPath(r.handle!), lastModified: r.updatedAt, priority: 0.5 })),
    ...questions.map((q) => ({ path: questionPath(q.id), lastModified: q.updatedAt, priority: 0.6 })),
  ];
}
