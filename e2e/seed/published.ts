import { postTagRows } from "../../lib/articles/tags";
import { testDb } from "../fixtures";

// Published articles stored directly: many shortcut posts at once (with their tags), or one post
// that publishes a reviewed article with its co-authors, abstracts, licence and DOI.

/** `count` shortcut posts named `${prefix} n`, the n-th published n minutes after `start` (by default the last one now), each with `keywords`. */
export async function seedPublishedPosts(
  count: number,
  {
    prefix,
    keywords = "",
    start = new Date(Date.now() - count * 60_000),
    createdById = null,
  }: { prefix: string; keywords?: string; start?: Date; createdById?: string | null },
) {
  const db = await testDb();
  await db.post.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      title: `${prefix} ${i + 1}`,
      author: "باحث",
      content: `ملخص ${prefix} ${i + 1}`,
      keywords,
      createdById,
      createdAt: new Date(start.getTime() + i * 60_000),
    })),
  });
  const rows = await db.post.findMany({ where: { title: { startsWith: `${prefix} ` } }, orderBy: { id: "asc" } });
  const tags = rows.flatMap((r) => postTagRows(r.id, r.keywords));
  if (tags.length) await db.postTag.createMany({ data: tags });
  return rows;
}

/** A reviewed article in `status`; a published one gets the post that shows it. */
export async function seedArticle({
  title,
  status = "published",
  keywords = "",
  userId = null,
  authorName = "ليلى حداد",
  coAuthors = [],
  publishedAt = new Date(),
}: {
  title: string;
  status?: string;
  keywords?: string;
  userId?: string | null;
  authorName?: string;
  coAuthors?: { name: string; userId?: string }[];
  publishedAt?: Date;
}) {
  const db = await testDb();
  const article = await db.article.create({
    data: {
      title,
      titleEn: `${title} (English)`,
      abstractAr: "ملخص البحث <b>بالعربية</b> & المزيد",
      abstractEn: "The abstract in English.",
      keywords,
      license: "CC-BY-SA-4.0",
      doi: "10.1234/manara.5",
      status,
      userId,
      authorName,
      publishedAt: status === "published" ? publishedAt : null,
      // a member named here has agreed to it (the consent flow has its own tests)
      coAuthors: { create: coAuthors.map((c, position) => ({ position, name: c.name, userId: c.userId, confirmedAt: c.userId ? new Date() : null })) },
    },
  });
  if (status !== "published") return { article, post: null };
  const post = await db.post.create({
    data: {
      title,
      author: [authorName, ...coAuthors.map((c) => c.name)].join("، "),
      content: "ملخص البحث",
      keywords,
      createdById: userId,
      createdAt: publishedAt,
    },
  });
  if (keywords) await db.postTag.createMany({ data: postTagRows(post.id, keywords) });
  // as publication does: the post's id is the article's address from now on
  await db.article.update({ where: { id: article.id }, data: { postId: post.id, pageId: post.id } });
  return { article, post };
}
